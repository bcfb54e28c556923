import { describe, expect, it } from "vitest";
import { cprGrade } from "./cpr-grade";
import { cprQuality } from "./cpr-quality";
import { fingerPresses, scriptPresses } from "./human-presses.testing";
import { resultOfPresses } from "./presses-result";

// The result of presses is measured from their times alone, the same on the phone and the server,
// for a game of any length.

/** Presses every `interval` ms from `from` to the end of a game of `durationMs`. */
const steady = (interval: number, durationMs: number, from = 0) =>
  Array.from({ length: Math.floor((durationMs - from) / interval) + 1 }, (_, index) => from + index * interval).filter(
    (at) => at <= durationMs,
  );

describe("the result of presses", () => {
  it("is the timing measures and their grade, with every press counted (no cap at 120)", () => {
    const pressesAt = steady(545, 120_000);
    const result = resultOfPresses({ pressesAt, durationMs: 120_000 });
    const quality = cprQuality({ pressesAt, durationMs: 120_000 })!;
    expect(result.compressions).toBe(pressesAt.length);
    expect(result.compressions).toBeGreaterThan(200);
    expect(result.grade).toBe(cprGrade(quality));
    expect(result.compressionFraction).toBeCloseTo(quality.compressionFraction, 9);
  });

  it("marks presses too even for a finger (too-regular.ts), from 20 presses on", () => {
    const metronome = steady(545, 120_000);
    expect(resultOfPresses({ pressesAt: metronome, durationMs: 120_000 }).tooRegular).toBe(true);
    // A finger's taps wander from beat to beat and drift: never marked.
    for (let seed = 1; seed <= 20; seed++) {
      const finger = fingerPresses(seed, 200).filter((at) => at <= 120_000);
      expect(resultOfPresses({ pressesAt: finger, durationMs: 120_000 }).tooRegular).toBe(false);
    }
    // A script's ±12 ms of jitter around a fixed beat: marked.
    const jittered = scriptPresses(7, 200, 12, "beat").filter((at) => at <= 120_000);
    expect(resultOfPresses({ pressesAt: jittered, durationMs: 120_000 }).tooRegular).toBe(true);
    // 2 ms either way: 4 ms beat to beat, a machine's.
    const script = metronome.map((at, index) => at + (index % 2 ? 2 : 0));
    expect(resultOfPresses({ pressesAt: script, durationMs: 120_000 }).tooRegular).toBe(true);
    // A slow hand's unevenness counts as much as a quick one's: a finger at 62 a minute is not marked.
    const slow = fingerPresses(3, 60, 62).filter((at) => at <= 60_000);
    expect(resultOfPresses({ pressesAt: slow, durationMs: 60_000 }).tooRegular).toBe(false);
    // A pause between two runs of a script's presses hides nothing.
    const paused = [...metronome.slice(0, 40), ...metronome.slice(40, 80).map((at) => at + 8_000)];
    expect(resultOfPresses({ pressesAt: paused, durationMs: 60_000 }).tooRegular).toBe(true);
    // Nineteen presses are too few to say; twenty are enough.
    expect(resultOfPresses({ pressesAt: metronome.slice(0, 19), durationMs: 30_000 }).tooRegular).toBe(false);
    expect(resultOfPresses({ pressesAt: metronome.slice(0, 20), durationMs: 30_000 }).tooRegular).toBe(true);
  });

  it("is nothing for a game without two presses: no rate, no compression fraction, a grade of 0", () => {
    for (const pressesAt of [[], [1_000]]) {
      expect(resultOfPresses({ pressesAt, durationMs: 30_000 })).toMatchObject({
        compressions: pressesAt.length,
        meanRateBpm: 0,
        compressionFraction: 0,
        grade: 0,
        longestPauseMs: 30_000,
      });
    }
  });

  it("scores a steady game in the window at 100, and less when half of it is hands off", () => {
    expect(resultOfPresses({ pressesAt: steady(545, 30_000), durationMs: 30_000 }).grade).toBe(100);
    expect(resultOfPresses({ pressesAt: steady(545, 30_000, 15_000), durationMs: 30_000 }).grade).toBeLessThan(100);
  });
});
