import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cprGrade } from "~/features/compression-game/measures/cpr-grade";
import { cprQuality } from "~/features/compression-game/measures/cpr-quality";
import { fingerPresses, scriptPresses } from "~/features/compression-game/measures/human-presses.testing";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";
import { pressesWithin, ROUND_LENGTH_SLACK_MS, roundResult, roundTimingFits } from "./round-result";

// A round's result is measured from the presses' times alone, the same on the phone and the
// server; the server takes only times that can be a round's.

/** Presses every `interval` ms from `from` to the end of a round of `durationMs`. */
const steady = (interval: number, durationMs: number, from = 0) =>
  Array.from({ length: Math.floor((durationMs - from) / interval) + 1 }, (_, index) => from + index * interval).filter(
    (at) => at <= durationMs,
  );

describe("a round's result", () => {
  it("is the timing measures and their grade, with every press counted (no cap at 120)", () => {
    const pressesAt = steady(545, 120_000);
    const result = roundResult({ pressesAt, durationMs: 120_000 });
    const quality = cprQuality({ pressesAt, durationMs: 120_000 })!;
    expect(result.compressions).toBe(pressesAt.length);
    expect(result.compressions).toBeGreaterThan(200);
    expect(result.grade).toBe(cprGrade(quality));
    expect(result.compressionFraction).toBeCloseTo(quality.compressionFraction, 9);
  });

  it("marks presses too even for a finger as the free game does (too-regular.ts), from 20 presses on", () => {
    const metronome = steady(545, 120_000);
    expect(roundResult({ pressesAt: metronome, durationMs: 120_000 }).tooRegular).toBe(true);
    // A finger's taps wander from beat to beat and drift: never marked.
    for (let seed = 1; seed <= 20; seed++) {
      const finger = fingerPresses(seed, 200).filter((at) => at <= 120_000);
      expect(roundResult({ pressesAt: finger, durationMs: 120_000 }).tooRegular).toBe(false);
    }
    // A script's ±12 ms of jitter around a fixed beat: marked.
    const jittered = scriptPresses(7, 200, 12, "beat").filter((at) => at <= 120_000);
    expect(roundResult({ pressesAt: jittered, durationMs: 120_000 }).tooRegular).toBe(true);
    // 2 ms either way: 4 ms beat to beat, a machine's.
    const script = metronome.map((at, index) => at + (index % 2 ? 2 : 0));
    expect(roundResult({ pressesAt: script, durationMs: 120_000 }).tooRegular).toBe(true);
    // A slow hand's unevenness counts as much as a quick one's: a finger at 62 a minute is not marked.
    const slow = fingerPresses(3, 60, 62).filter((at) => at <= 60_000);
    expect(roundResult({ pressesAt: slow, durationMs: 60_000 }).tooRegular).toBe(false);
    // A pause between two runs of a script's presses hides nothing.
    const paused = [...metronome.slice(0, 40), ...metronome.slice(40, 80).map((at) => at + 8_000)];
    expect(roundResult({ pressesAt: paused, durationMs: 60_000 }).tooRegular).toBe(true);
    // Nineteen presses are too few to say; twenty are enough.
    expect(roundResult({ pressesAt: metronome.slice(0, 19), durationMs: 30_000 }).tooRegular).toBe(false);
    expect(roundResult({ pressesAt: metronome.slice(0, 20), durationMs: 30_000 }).tooRegular).toBe(true);
  });

  it("is nothing for a round without two presses: no rate, no compression fraction, a grade of 0", () => {
    for (const pressesAt of [[], [1_000]]) {
      expect(roundResult({ pressesAt, durationMs: 30_000 })).toMatchObject({
        compressions: pressesAt.length,
        meanRateBpm: 0,
        compressionFraction: 0,
        grade: 0,
        longestPauseMs: 30_000,
      });
    }
  });

  it("scores a steady round in the window at 100, and less when half of it is hands off", () => {
    expect(roundResult({ pressesAt: steady(545, 30_000), durationMs: 30_000 }).grade).toBe(100);
    expect(roundResult({ pressesAt: steady(545, 30_000, 15_000), durationMs: 30_000 }).grade).toBeLessThan(100);
  });
});

describe("the times a server accepts as a round's", () => {
  it("are in order, within the round, no longer than its length", () => {
    expect(roundTimingFits({ pressesAt: steady(545, 30_000), durationMs: 30_000 }, 30_000)).toBe(true);
    expect(roundTimingFits({ pressesAt: [], durationMs: 0 }, 30_000)).toBe(true);
    expect(roundTimingFits({ pressesAt: [0, 600, 300], durationMs: 30_000 }, 30_000)).toBe(false);
    expect(roundTimingFits({ pressesAt: [0, 31_000], durationMs: 30_000 }, 30_000)).toBe(false);
    expect(roundTimingFits({ pressesAt: [0], durationMs: 30_000 + ROUND_LENGTH_SLACK_MS + 1 }, 30_000)).toBe(false);
    expect(roundTimingFits({ pressesAt: [-5], durationMs: 30_000 }, 30_000)).toBe(false);
  });

  it("are no closer together than a free game's presses (MIN_PRESS_GAP_MS, a millisecond less for rounding)", () => {
    expect(roundTimingFits({ pressesAt: steady(MIN_PRESS_GAP_MS, 30_000), durationMs: 30_000 }, 30_000)).toBe(true);
    expect(roundTimingFits({ pressesAt: steady(MIN_PRESS_GAP_MS - 2, 30_000), durationMs: 30_000 }, 30_000)).toBe(
      false,
    );
    // One pair 30 ms apart among steady presses is refused, as a free game refuses it.
    expect(roundTimingFits({ pressesAt: [0, 545, 575, 1_090], durationMs: 30_000 }, 30_000)).toBe(false);
  });

  it("on the server's time for the pupil: presses just after it are left out, later ones refuse the save", () => {
    expect(pressesWithin([0, 14_000, 15_300], 15_000)).toEqual([0, 14_000]);
    expect(pressesWithin([0, 14_000, 15_000 + ROUND_LENGTH_SLACK_MS + 1], 15_000)).toBeNull();
    expect(pressesWithin([], 0)).toEqual([]);
  });

  it("whatever they are, give a result within its bounds when accepted", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 31_000 }), { maxLength: 400 }),
        fc.integer({ min: 0, max: 31_000 }),
        (times, durationMs) => {
          const timing = { pressesAt: [...times].sort((a, b) => a - b), durationMs };
          if (!roundTimingFits(timing, 30_000)) return;
          const result = roundResult(timing);
          expect(result.grade).toBeGreaterThanOrEqual(0);
          expect(result.grade).toBeLessThanOrEqual(100);
          expect(result.compressionFraction).toBeGreaterThanOrEqual(0);
          expect(result.compressionFraction).toBeLessThanOrEqual(100);
          expect(result.shareInWindow).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
