import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BEAT_MS, cprQuality } from "./cpr-quality";

const every = (interval: number, from: number, to: number) => {
  const presses: number[] = [];
  for (let at = from; at < to; at += interval) presses.push(at);
  return presses;
};

describe("the quality of compressions from their timing", () => {
  it("has nothing to judge with fewer than two presses", () => {
    expect(cprQuality({ pressesAt: [], durationMs: 30_000 })).toBeNull();
    expect(cprQuality({ pressesAt: [500], durationMs: 30_000 })).toBeNull();
  });

  it("reads a steady minute at 110 as it is: all in the window, no spread, no pause, no slowing", () => {
    const quality = cprQuality({ pressesAt: every(60_000 / 110, 0, 60_000), durationMs: 60_000 })!;
    expect(quality.meanRateBpm).toBeCloseTo(110, 6);
    expect(quality.shareInWindow).toBe(100);
    expect(quality.rateSpread).toBeCloseTo(0, 6);
    expect(quality.compressionFraction).toBe(100);
    expect(quality.longestPauseMs).toBeLessThan(546);
    expect(quality.rateChange).toBeCloseTo(0, 6);
  });

  it("counts each gap beyond one beat at 100 a minute as hands off, at the start, in the middle and at the end", () => {
    // Presses from 3 s to 20 s and from 30 s to 50 s of a 60 s round: 2.4 + 9.4 + 9.4 s off.
    const pressesAt = [...every(500, 3_000, 20_001), ...every(500, 30_000, 50_001)];
    const quality = cprQuality({ pressesAt, durationMs: 60_000 })!;
    expect(quality.compressionFraction).toBeCloseTo(((60 - 2.4 - 9.4 - 9.4) / 60) * 100, 6);
    expect(quality.longestPauseMs).toBe(10_000);
    // The pause is not an interval: the rate stays 120.
    expect(quality.meanRateBpm).toBeCloseTo(120, 6);
  });

  it("takes hands-off time from a gap smoothly, from one beat at 100 a minute on, with no threshold", () => {
    // A press every 600 ms is all on the chest; every 1,000 ms, 400 of each are off; every 1,900 ms, 1,300.
    expect(cprQuality({ pressesAt: every(BEAT_MS, 0, 20_001), durationMs: 19_800 })!.compressionFraction).toBe(100);
    expect(cprQuality({ pressesAt: every(1_000, 0, 20_001), durationMs: 20_000 })!.compressionFraction).toBeCloseTo(
      60,
      6,
    );
    const slow = cprQuality({ pressesAt: every(1_900, 0, 19_001), durationMs: 19_000 })!;
    expect(slow.compressionFraction).toBeCloseTo((600 / 1_900) * 100, 6);
  });

  it("has nothing to judge in a time that is not a number", () => {
    expect(cprQuality({ pressesAt: every(545, 0, 30_000), durationMs: Number.NaN })).toBeNull();
    expect(cprQuality({ pressesAt: [0, 545, Number.POSITIVE_INFINITY], durationMs: 30_000 })).toBeNull();
  });

  it("sees a pupil slowing from 120 to 90 a minute as a fall of the rate by a quarter", () => {
    const pressesAt = [...every(500, 0, 30_000), ...every(60_000 / 90, 30_000, 60_000)];
    expect(cprQuality({ pressesAt, durationMs: 60_000 })!.rateChange).toBeCloseTo(-25, 0);
  });

  it("knows no change of rate when an end of the round had no compressions", () => {
    const quality = cprQuality({ pressesAt: every(545, 0, 30_000), durationMs: 120_000 })!;
    expect(quality.rateChange).toBeNull();
    expect(quality.endsCovered).toBe(0);
  });

  it("measures the variation from one interval to the next of an alternating rhythm", () => {
    // Intervals 450 and 650 ms, of which 450 and 600 on the chest: successive differences of 150 over a mean of 525.
    const pressesAt = [0];
    for (let index = 0; index < 100; index++) pressesAt.push(pressesAt.at(-1)! + (index % 2 ? 650 : 450));
    const quality = cprQuality({ pressesAt, durationMs: pressesAt.at(-1)! })!;
    expect(quality.rateSpread).toBeCloseTo((150 / 525) * 100, 6);
    expect(quality.shareInWindow).toBe(0);
  });

  it("sees no variation in a smooth drift from 118 to 100 a minute, and little in one press off by 40 ms", () => {
    const pressesAt = [0];
    for (let index = 1; index <= 200; index++) pressesAt.push(pressesAt.at(-1)! + 60_000 / (118 - (18 * index) / 200));
    const drift = cprQuality({ pressesAt, durationMs: pressesAt.at(-1)! })!;
    expect(drift.rateSpread).toBeLessThan(0.1);
    const steady = every(545, 0, 60_000);
    steady[50] = steady[50]! + 40;
    // Differences +40, -80, +40 among 109: a mean size of 160 / 109, over 545.
    const once = cprQuality({ pressesAt: steady, durationMs: 60_000 })!;
    expect(once.rateSpread).toBeCloseTo((160 / 109 / 545) * 100, 6);
  });

  it("keeps every figure in its range, whatever the presses", () => {
    const presses = fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 2, maxLength: 300 });
    fc.assert(
      fc.property(presses, fc.integer({ min: 1, max: 120_000 }), (times, durationMs) => {
        const pressesAt = [...times].sort((a, b) => a - b);
        const quality = cprQuality({ pressesAt, durationMs });
        if (!quality) return;
        expect(quality.compressionFraction).toBeGreaterThanOrEqual(0);
        expect(quality.compressionFraction).toBeLessThanOrEqual(100);
        expect(quality.shareInWindow).toBeGreaterThanOrEqual(0);
        expect(quality.shareInWindow).toBeLessThanOrEqual(100);
        expect(quality.rateSpread).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(quality.meanRateBpm)).toBe(true);
        expect(quality.longestPauseMs).toBeGreaterThanOrEqual(0);
        expect(quality.rateChange === null || Number.isFinite(quality.rateChange)).toBe(true);
        expect(quality.endsCovered).toBeGreaterThanOrEqual(0);
        expect(quality.endsCovered).toBeLessThanOrEqual(1);
        expect(quality.rateCredit).toBeGreaterThanOrEqual(0);
        expect(quality.rateCredit).toBeLessThanOrEqual(100);
      }),
    );
  });
});
