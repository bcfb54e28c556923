import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { pressesWithin, ROUND_LENGTH_SLACK_MS, roundTimingFits } from "./round-timing";

// The server takes only times that can be a round's, and measures their result as the game does.

/** Presses every `interval` ms from `from` to the end of a round of `durationMs`. */
const steady = (interval: number, durationMs: number, from = 0) =>
  Array.from({ length: Math.floor((durationMs - from) / interval) + 1 }, (_, index) => from + index * interval).filter(
    (at) => at <= durationMs,
  );

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
          const result = resultOfPresses(timing);
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
