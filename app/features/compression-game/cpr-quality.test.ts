import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cprQuality, HANDS_OFF_AFTER_MS } from "./cpr-quality";

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

  it("counts a gap over two seconds as hands off, at the start, in the middle and at the end", () => {
    // Presses from 3 s to 20 s and from 30 s to 50 s of a 60 s round: 3 + 10 + 10 s off.
    const pressesAt = [...every(500, 3_000, 20_001), ...every(500, 30_000, 50_001)];
    const quality = cprQuality({ pressesAt, durationMs: 60_000 })!;
    expect(quality.compressionFraction).toBeCloseTo(((60 - 3 - 10 - 10) / 60) * 100, 6);
    expect(quality.longestPauseMs).toBe(10_000);
    // The pause is not an interval: the rate stays 120.
    expect(quality.meanRateBpm).toBeCloseTo(120, 6);
  });

  it("leaves a gap of two seconds or less on the chest", () => {
    const pressesAt = every(HANDS_OFF_AFTER_MS, 0, 20_001);
    expect(cprQuality({ pressesAt, durationMs: 20_000 })!.compressionFraction).toBe(100);
  });

  it("sees a pupil slowing from 120 to 90 a minute as a fall of the rate by a quarter", () => {
    const pressesAt = [...every(500, 0, 30_000), ...every(60_000 / 90, 30_000, 60_000)];
    expect(cprQuality({ pressesAt, durationMs: 60_000 })!.rateChange).toBeCloseTo(-25, 0);
  });

  it("measures the spread of an alternating rhythm", () => {
    // Intervals 450 and 650 ms: mean 550, deviation 100, so 18.2 %.
    const pressesAt = [0];
    for (let index = 0; index < 100; index++) pressesAt.push(pressesAt.at(-1)! + (index % 2 ? 650 : 450));
    const quality = cprQuality({ pressesAt, durationMs: pressesAt.at(-1)! })!;
    expect(quality.rateSpread).toBeCloseTo((100 / 550) * 100, 1);
    expect(quality.shareInWindow).toBe(0);
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
      }),
    );
  });
});
