import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade, verdictOf } from "./cpr-grade";
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
  handsOffInPauses: fc.double({ min: 0, max: 1, noNaN: true }),
  lateStartMs: fc.constant(0),
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
    expect(cprGrade(perfect, depthQuality([49]))).toBe(60);
    expect(cprGrade(perfect, depthQuality([40, 60]))).toBe(50);
    expect(cprGrade(perfect, depthQuality([61]))).toBe(70);
    expect(cprGrade(perfect, depthQuality([25]))).toBe(0);
    const slow = { ...perfect, rateCredit: 50 };
    expect(cprGrade(slow, depthQuality([49]))).toBe(Math.round(cprGrade(slow) * 0.6));
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
    // Shallow by a millimetre and very slow: the rate first, then the depth.
    const slow = { ...perfect, meanRateBpm: 85, shareInWindow: 0, rateCredit: 30 };
    expect(adviceFor(slow, depthQuality([49, 49]))).toEqual(["rateSlow", "depthShallow"]);
    // Far too shallow and uneven: the depth first.
    expect(adviceFor({ ...perfect, rateSpread: 30 }, depthQuality([45, 45]))).toEqual(["depthShallow", "steadiness"]);
  });

  it("agrees with the share at 5–6 cm shown beside it: full credit for those, a part at most for the rest", () => {
    fc.assert(
      fc.property(depths, (given) => {
        const depth = depthQuality(given)!;
        const inBand = depth.shareInBand / 100;
        expect(depth.credit).toBeGreaterThanOrEqual(inBand - 1e-9);
        expect(depth.credit).toBeLessThanOrEqual(inBand + 0.7 * (1 - inBand) + 1e-9);
      }),
    );
    // Every compression at 4.9 cm, shown as 0 % at 5–6 cm: far from good, and too shallow.
    const shallow = depthQuality(Array.from({ length: 60 }, () => 49))!;
    expect(shallow.shareInBand).toBe(0);
    expect(cprGrade(perfect, shallow)).toBeLessThanOrEqual(60);
    expect(verdictOf(perfect, shallow)).toBe("tooShallow");
  });

  it("costs too shallow more than too deep at the same distance, as far as 7 cm, and credits nothing over 7 cm", () => {
    for (let distance = 1; distance <= 10; distance++) {
      const shallow = cprGrade(perfect, depthQuality([50 - distance]));
      const deep = cprGrade(perfect, depthQuality([60 + distance]));
      expect(shallow).toBeLessThan(deep);
    }
    expect(cprGrade(perfect, depthQuality([70]))).toBeGreaterThan(cprGrade(perfect, depthQuality([40])));
    for (const over of [70.6, 71, 75, 90]) expect(depthQuality([over])!.credit).toBe(0);
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
