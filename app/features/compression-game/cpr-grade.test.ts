import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade, credits, toImprove, weights, type Measure } from "./cpr-grade";
import { cprQuality, type CprQuality } from "./cpr-quality";

/** A steady round: a press every `interval` ms from `lead` ms on, until `durationMs`. */
function steady(interval: number, durationMs: number, lead = 0): number[] {
  const presses: number[] = [];
  for (let at = lead; at <= durationMs; at += interval) presses.push(at);
  return presses;
}

const perfect: CprQuality = {
  compressionFraction: 100,
  meanRateBpm: 110,
  rateSpread: 0,
  shareInWindow: 100,
  longestPauseMs: 545,
  rateChange: 0,
};

const rateInWindow = fc.double({ min: 100, max: 120, noNaN: true });
const duration = fc.constantFrom(30_000, 60_000, 120_000);

describe("the graded score", () => {
  it("weighs the measures to 100 points", () => {
    expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

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

  // Worse in one measure, the rest as they were: the score never rises.
  const worse: Record<Measure, (quality: CprQuality, by: number) => CprQuality> = {
    // Further from the window: faster when above its middle, slower below.
    rate: (quality, by) => ({
      ...quality,
      meanRateBpm: quality.meanRateBpm >= 110 ? quality.meanRateBpm + by : Math.max(0, quality.meanRateBpm - by),
    }),
    window: (quality, by) => ({ ...quality, shareInWindow: Math.max(0, quality.shareInWindow - by) }),
    fraction: (quality, by) => ({ ...quality, compressionFraction: Math.max(0, quality.compressionFraction - by) }),
    steadiness: (quality, by) => ({ ...quality, rateSpread: quality.rateSpread + by }),
    pace: (quality, by) => ({ ...quality, rateChange: quality.rateChange - by }),
  };
  const anyQuality = fc.record({
    compressionFraction: fc.double({ min: 0, max: 100, noNaN: true }),
    meanRateBpm: fc.double({ min: 40, max: 200, noNaN: true }),
    rateSpread: fc.double({ min: 0, max: 60, noNaN: true }),
    shareInWindow: fc.double({ min: 0, max: 100, noNaN: true }),
    longestPauseMs: fc.double({ min: 0, max: 60_000, noNaN: true }),
    rateChange: fc.double({ min: -60, max: 0, noNaN: true }),
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

  it("lowers a measure's credit strictly for any worsening below its target (no fault is free)", () => {
    const cases: [Measure, CprQuality][] = [
      ["rate", { ...perfect, meanRateBpm: 99 }],
      ["window", { ...perfect, shareInWindow: 99 }],
      ["fraction", { ...perfect, compressionFraction: 99 }],
      ["steadiness", { ...perfect, rateSpread: 1 }],
      ["pace", { ...perfect, rateChange: -1 }],
    ];
    for (const [measure, quality] of cases) expect(credits(quality)[measure]).toBeLessThan(1);
  });

  it("names first what lost the most points: a long pause before a slight spread", () => {
    const quality = { ...perfect, compressionFraction: 55, rateSpread: 8, meanRateBpm: 95 };
    expect(toImprove(quality)).toEqual(["fraction", "rate"]);
    expect(toImprove({ ...perfect, rateSpread: 8 })).toEqual(["steadiness"]);
  });
});

describe("the advice", () => {
  it("says which way to go: faster when slow, slower when fast, steady when slowing or hurrying", () => {
    expect(adviceFor({ ...perfect, meanRateBpm: 90 })).toEqual(["rateSlow"]);
    expect(adviceFor({ ...perfect, meanRateBpm: 130 })).toEqual(["rateFast"]);
    expect(adviceFor({ ...perfect, rateChange: -20 })).toEqual(["paceSlowing"]);
    expect(adviceFor({ ...perfect, rateChange: 20 })).toEqual(["paceHurrying"]);
    expect(adviceFor(perfect)).toEqual([]);
  });
});
