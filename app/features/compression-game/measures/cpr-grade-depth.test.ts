import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade } from "./cpr-grade";
import type { CprQuality } from "./cpr-quality";
import { perfectQuality as perfect } from "./cpr-quality.testing";
import { depthQuality } from "../depth/depth-quality";

// The graded score with the depth measured by the phone's motion: a game of taps keeps its grade
// (cpr-grade.test.ts), a game whose depth was measured is graded on it too.

const anyQuality = fc.record({
  compressionFraction: fc.double({ min: 0, max: 100, noNaN: true }),
  meanRateBpm: fc.double({ min: 60, max: 160, noNaN: true }),
  rateSpread: fc.double({ min: 0, max: 40, noNaN: true }),
  beatToBeatMs: fc.double({ min: 0, max: 100, noNaN: true }),
  shareInWindow: fc.double({ min: 0, max: 100, noNaN: true }),
  longestPauseMs: fc.double({ min: 500, max: 25_000, noNaN: true }),
  rateChange: fc.option(fc.double({ min: -30, max: 30, noNaN: true })),
  endsCovered: fc.double({ min: 0, max: 1, noNaN: true }),
  rateCredit: fc.double({ min: 0, max: 100, noNaN: true }),
}) satisfies fc.Arbitrary<CprQuality>;
const depths = fc.array(fc.double({ min: 15, max: 90, noNaN: true }), { minLength: 1, maxLength: 120 });

describe("the graded score with the depth", () => {
  it("is the timing's alone when no depth was measured", () => {
    fc.assert(
      fc.property(anyQuality, (quality) => {
        expect(cprGrade(quality, null)).toBe(cprGrade(quality));
        expect(cprGrade(quality, undefined)).toBe(cprGrade(quality));
        expect(adviceFor(quality, null)).toEqual(adviceFor(quality));
      }),
    );
  });

  it("keeps a perfect round's 100 when every compression is 5–6 cm deep", () => {
    expect(cprGrade(perfect, depthQuality([50, 53, 55, 58, 60]))).toBe(100);
    expect(adviceFor(perfect, depthQuality([55, 55]))).toEqual([]);
  });

  it("multiplies the timing's points by the depth's credit", () => {
    expect(cprGrade(perfect, depthQuality([45]))).toBe(75);
    expect(cprGrade(perfect, depthQuality([40, 60]))).toBe(75);
    expect(cprGrade(perfect, depthQuality([65]))).toBe(75);
    expect(cprGrade(perfect, depthQuality([25]))).toBe(0);
    const slow = { ...perfect, rateCredit: 50 };
    expect(cprGrade(slow, depthQuality([45]))).toBe(Math.round(cprGrade(slow) * 0.75));
  });

  it("is never above the timing's grade, and never rises as a compression goes further from 5–6 cm", () => {
    fc.assert(
      fc.property(
        anyQuality,
        depths,
        fc.nat(),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (quality, given, pick, by) => {
          const depth = depthQuality(given)!;
          expect(cprGrade(quality, depth)).toBeLessThanOrEqual(cprGrade(quality));
          const index = pick % given.length;
          const moved = [...given];
          moved[index] = given[index]! < 55 ? given[index]! - by : given[index]! + by;
          expect(cprGrade(quality, depthQuality(moved))).toBeLessThanOrEqual(cprGrade(quality, depth));
        },
      ),
    );
  });

  it("says to push deeper or less deep when the depth cost the most, weighed beside the timing", () => {
    expect(adviceFor(perfect, depthQuality([42, 44, 46]))).toEqual(["depthShallow"]);
    expect(adviceFor(perfect, depthQuality([66, 68, 55]))).toEqual(["depthDeep"]);
    // Shallow by a little and very slow: the rate first, then the depth.
    const slow = { ...perfect, meanRateBpm: 85, shareInWindow: 0, rateCredit: 50 };
    expect(adviceFor(slow, depthQuality([47, 47]))).toEqual(["rateSlow", "depthShallow"]);
    // Far too shallow and a little uneven: the depth first.
    expect(adviceFor({ ...perfect, rateSpread: 8 }, depthQuality([35, 35]))).toEqual(["depthShallow", "steadiness"]);
  });

  it("gives at most two pieces of advice, each at most once", () => {
    fc.assert(
      fc.property(anyQuality, depths, (quality, given) => {
        const advice = adviceFor(quality, depthQuality(given));
        expect(advice.length).toBeLessThanOrEqual(2);
        expect(new Set(advice).size).toBe(advice.length);
      }),
    );
  });
});
