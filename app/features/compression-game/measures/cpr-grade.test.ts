import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade, credits, toImprove, type Measure } from "./cpr-grade";
import { cprQuality, type CprQuality, type PressTiming } from "./cpr-quality";
import { perfectQuality } from "./cpr-quality.testing";

/** A steady round: a press every `interval` ms from `lead` ms on, until `durationMs`. */
function steady(interval: number, durationMs: number, lead = 0): number[] {
  const presses: number[] = [];
  for (let at = lead; at <= durationMs; at += interval) presses.push(at);
  return presses;
}

const perfect = perfectQuality;

const ROUND = 120_000;
const rateInWindow = fc.double({ min: 100, max: 120, noNaN: true });
const duration = fc.constantFrom(30_000, 60_000, 120_000);

const gradeOf = (timing: PressTiming) => cprGrade(cprQuality(timing)!);

describe("the graded score", () => {
  it("gives 100 to a perfect steady round at any rate in 100–120, whatever its length", () => {
    fc.assert(
      fc.property(rateInWindow, duration, (bpm, durationMs) => {
        const quality = cprQuality({ pressesAt: steady(60_000 / bpm, durationMs), durationMs });
        expect(quality).not.toBeNull();
        expect(cprGrade(quality!)).toBe(100);
        expect(toImprove(quality!)).toEqual([]);
      }),
    );
  });

  it("takes points off for each fault of a perfect round: a pause, a wrong rate, an unsteady rhythm, a slowing", () => {
    const durationMs = 60_000;
    const base = steady(545, durationMs);
    const paused = [...base.filter((at) => at < 20_000), ...base.filter((at) => at >= 26_000)];
    const slow = steady(60_000 / 85, durationMs);
    const unsteady = base.map((at, index) => at + (index % 2 ? 90 : 0));
    const slowing = [...steady(545, 45_000), ...steady(700, durationMs - 45_700).map((at) => at + 45_700)];
    for (const pressesAt of [paused, slow, unsteady, slowing]) {
      expect(cprGrade(cprQuality({ pressesAt, durationMs })!)).toBeLessThan(100);
    }
  });

  it("has no cliff where a gap becomes a pause: a gap of 1–3 s grows by 100 ms at a time", () => {
    const before = steady(545, 60_000);
    const after = (gap: number) => steady(545, ROUND - 60_000 - gap).map((at) => at + before.at(-1)! + gap);
    for (let gap = 500; gap <= 3_000; gap += 100) {
      const near = gradeOf({ pressesAt: [...before, ...after(gap)], durationMs: ROUND });
      const further = gradeOf({ pressesAt: [...before, ...after(gap + 100)], durationMs: ROUND });
      expect(Math.abs(near - further)).toBeLessThanOrEqual(2);
      expect(further).toBeLessThanOrEqual(near);
    }
  });

  // One press moved by 100 ms, and a longer pause anywhere, in rounds of 30 s and of two minutes:
  // cpr-grade-smooth.test.ts.

  // Worse in one measure, the rest as they were: the score never rises.
  const worse: Record<Measure, (quality: CprQuality, by: number) => CprQuality> = {
    rate: (quality, by) => ({ ...quality, rateCredit: Math.max(0, quality.rateCredit - by) }),
    fraction: (quality, by) => ({
      ...quality,
      compressionFraction: Math.max(0, quality.compressionFraction - by),
      longestPauseMs: quality.longestPauseMs + by * 300,
    }),
    steadiness: (quality, by) => ({ ...quality, rateSpread: quality.rateSpread + by }),
    pace: (quality, by) => ({
      ...quality,
      rateChange: quality.rateChange === null ? null : quality.rateChange - by,
      endsCovered: Math.max(0, quality.endsCovered - by / 50),
    }),
  };
  const anyQuality = fc.record({
    compressionFraction: fc.double({ min: 0, max: 100, noNaN: true }),
    meanRateBpm: fc.double({ min: 40, max: 200, noNaN: true }),
    rateSpread: fc.double({ min: 0, max: 60, noNaN: true }),
    beatToBeatMs: fc.double({ min: 0, max: 300, noNaN: true }),
    shareInWindow: fc.double({ min: 0, max: 100, noNaN: true }),
    longestPauseMs: fc.double({ min: 0, max: 60_000, noNaN: true }),
    rateChange: fc.option(fc.double({ min: -60, max: 0, noNaN: true })),
    endsCovered: fc.double({ min: 0, max: 1, noNaN: true }),
    rateCredit: fc.double({ min: 0, max: 100, noNaN: true }),
    handsOffInPauses: fc.double({ min: 0, max: 1, noNaN: true }),
    lateStartMs: fc.constant(0),
  });

  it("is monotonic in each measure, and lies in 0–100", () => {
    fc.assert(
      fc.property(anyQuality, fc.double({ min: 0, max: 50, noNaN: true }), (quality, by) => {
        for (const measure of Object.keys(worse) as Measure[]) {
          const before = credits(quality)[measure];
          const after = credits(worse[measure](quality, by))[measure];
          expect(after).toBeLessThanOrEqual(before + 1e-9);
          const grade = cprGrade(worse[measure](quality, by));
          expect(grade).toBeGreaterThanOrEqual(0);
          expect(grade).toBeLessThanOrEqual(cprGrade(quality));
        }
      }),
    );
  });

  it("lets the compression fraction weigh on the whole: a round at 25 % grades 32 at most, however good the rest", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 25, noNaN: true }), (fraction) => {
        expect(cprGrade({ ...perfect, compressionFraction: fraction })).toBeLessThanOrEqual(32);
      }),
    );
  });

  it("credits no figure that is not a number, and no change of rate that is not known", () => {
    for (const figure of [
      "compressionFraction",
      "rateSpread",
      "longestPauseMs",
      "rateCredit",
      "endsCovered",
    ] as const) {
      expect(cprGrade({ ...perfect, [figure]: Number.NaN })).toBeLessThan(100);
    }
    expect(cprGrade({ ...perfect, compressionFraction: Number.NaN })).toBe(0);
    expect(cprGrade({ ...perfect, rateCredit: Number.NaN })).toBe(0);
    expect(credits({ ...perfect, rateChange: null }).pace).toBe(0);
    expect(credits({ ...perfect, rateChange: Number.NaN }).pace).toBe(0);
    expect(cprQuality({ pressesAt: steady(545, 60_000), durationMs: Number.NaN })).toBeNull();
    expect(cprQuality({ pressesAt: [...steady(545, 60_000), Number.NaN], durationMs: 61_000 })).toBeNull();
  });

  it("lowers a measure's credit strictly for any worsening below its target (no fault is free)", () => {
    const cases: [Measure, CprQuality][] = [
      ["rate", { ...perfect, rateCredit: 99 }],
      ["fraction", { ...perfect, compressionFraction: 99 }],
      ["fraction", { ...perfect, longestPauseMs: 2_500 }],
      ["steadiness", { ...perfect, rateSpread: 4 }],
      ["pace", { ...perfect, rateChange: -1 }],
      ["pace", { ...perfect, endsCovered: 0.99 }],
    ];
    for (const [measure, quality] of cases) expect(credits(quality)[measure]).toBeLessThan(1);
  });

  it("names first what lost the most points: a long pause before a slow rate, a slow rate before a slight spread", () => {
    const quality = { ...perfect, compressionFraction: 80, longestPauseMs: 15_000, rateCredit: 90, meanRateBpm: 97 };
    expect(toImprove(quality)).toEqual(["fraction", "rate"]);
    expect(toImprove({ ...perfect, rateCredit: 70, rateSpread: 25 })).toEqual(["rate", "steadiness"]);
    expect(toImprove({ ...perfect, rateSpread: 20 })).toEqual(["steadiness"]);
  });

  it("blames no pace that is not known: hands off at an end are the pause's fault", () => {
    expect(toImprove({ ...perfect, rateChange: null, endsCovered: 0 })).not.toContain("pace");
    expect(toImprove({ ...perfect, rateChange: 0, endsCovered: 0.2 })).not.toContain("pace");
  });
});

describe("the advice", () => {
  it("says which way to go: faster when slow, slower when fast, steady when slowing or hurrying", () => {
    expect(adviceFor({ ...perfect, meanRateBpm: 90, rateCredit: 67 })).toEqual(["rateSlow"]);
    expect(adviceFor({ ...perfect, meanRateBpm: 130, rateCredit: 67 })).toEqual(["rateFast"]);
    expect(adviceFor({ ...perfect, rateCredit: 90, shareInWindow: 80 })).toEqual(["window"]);
    expect(adviceFor({ ...perfect, rateChange: -20 })).toEqual(["paceSlowing"]);
    expect(adviceFor({ ...perfect, rateChange: 20 })).toEqual(["paceHurrying"]);
    expect(adviceFor(perfect)).toEqual([]);
  });
});
