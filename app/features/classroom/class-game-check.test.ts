import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  finalResult,
  finalRhythm,
  finalTiming,
  gameReducer,
  initialGameState,
  type GameEvent,
} from "~/features/compression-game/game-state";
import { HIT_ACCURACY, rhythmFigures } from "~/features/compression-game/rules";
import { scoreProblem } from "~/features/compression-game/score-check";
import { rhythmProblem, type ClassGameClaim } from "./class-game-check";

/** A game played with these intervals at `bpm`: its claim as the class save posts it, and how long it lasted. */
function play(intervals: readonly number[], bpm = 110): { claim: ClassGameClaim; durationMs: number } {
  const events: GameEvent[] = [
    { type: "set-rhythm", bpm },
    { type: "start", at: 0 },
    { type: "press", at: 100 },
  ];
  let at = 100;
  for (const interval of intervals) {
    at += interval;
    events.push({ type: "press", at });
  }
  events.push({ type: "stop", at: at + 1 });
  const state = events.reduce(gameReducer, initialGameState);
  const result = finalResult(state);
  const rhythm = finalRhythm(state);
  if (!result || !rhythm) throw new Error("the game has no result");
  return { claim: { ...result, ...rhythm, timing: finalTiming(state) }, durationMs: at };
}

describe("a class game's rhythm figures", () => {
  it("are the mean rate over all the presses and the share between 100 and 120 a minute", () => {
    // 20 presses at 110 a minute, 20 at 150 a minute: 10 of 40 intervals... all at 545 and 400 ms.
    const figures = rhythmFigures([...Array<number>(20).fill(545), ...Array<number>(20).fill(400)]);
    expect(figures?.meanRateBpm).toBeCloseTo(60_000 / 472.5);
    expect(figures?.shareInWindow).toBe(50);
    expect(rhythmFigures([500, 600, 499, 601])?.shareInWindow).toBe(50);
    expect(rhythmFigures([])).toBeNull();
  });

  it("relies on a press in the window always being a hit", () => {
    // 20 % off the fastest target is the farthest a press in the window can be: accuracy 80.
    expect(HIT_ACCURACY).toBeLessThan(80);
  });

  it("pass for any real game at any class rhythm", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(100, 105, 110, 115, 120),
        fc.array(fc.integer({ min: 40, max: 2_000 }), { minLength: 29, maxLength: 119 }),
        (bpm, intervals) => {
          const { claim, durationMs } = play(intervals, bpm);
          expect(scoreProblem(claim, durationMs)).toBeNull();
          expect(rhythmProblem(claim, durationMs)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuse figures that the result cannot come with", () => {
    const { claim, durationMs } = play(Array<number>(40).fill(545));
    expect(claim.shareInWindow).toBe(100);
    expect(rhythmProblem(claim, durationMs)).toBeNull();
    expect(rhythmProblem({ ...claim, meanRateBpm: 0 }, durationMs)).toBe("rhythm-out-of-range");
    expect(rhythmProblem({ ...claim, meanRateBpm: Number.NaN }, durationMs)).toBe("rhythm-out-of-range");
    expect(rhythmProblem({ ...claim, shareInWindow: 101 }, durationMs)).toBe("rhythm-out-of-range");
    // Faster than a person presses, however long ago the game began.
    expect(rhythmProblem({ ...claim, meanRateBpm: 6000 }, 3_600_000)).toBe("rhythm-out-of-range");
    expect(rhythmProblem({ ...claim, shareInWindow: 33.3 }, durationMs)).toBe("window-mismatch");
    // A game played too fast to be a hit, claiming every press in the window.
    const fast = play(Array<number>(40).fill(250));
    expect(rhythmProblem({ ...fast.claim, shareInWindow: 100 }, fast.durationMs)).toBe("window-above-hits");
    // Forty presses at 110 a minute last 22 s: not in 5 s, and not at a mean of 200 a minute.
    expect(rhythmProblem(claim, 5_000)).toBe("rate-mismatch");
    expect(rhythmProblem({ ...claim, meanRateBpm: 200 }, durationMs)).toBe("rate-mismatch");
  });

  it("refuse presses' times that cannot be the game's: another count, out of order, past its end or its id", () => {
    const { claim, durationMs } = play(Array<number>(40).fill(545));
    const timing = claim.timing!;
    expect(timing.pressesAt).toHaveLength(claim.compressions);
    expect(rhythmProblem({ ...claim, timing: null }, durationMs)).toBeNull();
    const withTiming = (changed: Partial<typeof timing>) => ({ ...claim, timing: { ...timing, ...changed } });
    expect(rhythmProblem(withTiming({ pressesAt: timing.pressesAt.slice(1) }), durationMs)).toBe("timing-mismatch");
    const swapped = [...timing.pressesAt];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(rhythmProblem(withTiming({ pressesAt: swapped }), durationMs)).toBe("timing-mismatch");
    expect(rhythmProblem(withTiming({ durationMs: timing.pressesAt.at(-1)! - 1 }), durationMs)).toBe("timing-mismatch");
    // Claimed to last an hour, two minutes after its id was issued.
    expect(rhythmProblem(withTiming({ durationMs: 3_600_000 }), 120_000)).toBe("timing-mismatch");
  });
});
