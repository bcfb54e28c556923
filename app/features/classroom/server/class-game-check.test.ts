import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  finalResult,
  finalTiming,
  gameReducer,
  initialGameState,
  type GameEvent,
} from "~/features/compression-game/play/game-state";
import { scoreProblem } from "~/features/compression-game/measures/score-check";
import { fingerPresses, scriptPresses } from "~/features/compression-game/measures/human-presses.testing";
import { classGameFigures, type ClassGameClaim } from "./class-game-check";

/** Presses `intervals` apart from `first` ms on. */
function presses(intervals: readonly number[], first = 300): number[] {
  const times = [first];
  for (const interval of intervals) times.push(times.at(-1)! + interval);
  return times;
}

function figures(pressesAt: number[], bpm: number, durationMs = pressesAt.at(-1)!): ClassGameClaim {
  const measured = classGameFigures({ pressesAt, durationMs }, bpm);
  if (typeof measured === "string") throw new Error(measured);
  return measured;
}

describe("a class game's figures, measured from its presses' times", () => {
  it("score presses right on the class's rhythm at 100", () => {
    // 40 presses 500 ms apart at 120 a minute: every one on time.
    const game = figures(presses(Array<number>(39).fill(500)), 120);
    expect(game).toMatchObject({ compressions: 40, score: 100, accuracy: 100, successRate: 100, shareInWindow: 100 });
    expect(game.meanRateBpm).toBeCloseTo(120);
  });

  it("score by the class's rhythm, not the page's: 600 ms apart is 10 % off 110 a minute", () => {
    const game = figures(presses(Array<number>(39).fill(600)), 110);
    // 545.45 ms is the target: 54.5 ms off, 10 %, accuracy 90, every press a hit (over 60).
    expect(game.accuracy).toBeCloseTo(90);
    expect(game.successRate).toBe(100);
    expect(game.score).toBe(93); // 0.7 × 90 + 0.3 × 100
    expect(game.meanRateBpm).toBeCloseTo(100);
    // The same presses in a class at 100 a minute are right on it.
    expect(figures(presses(Array<number>(39).fill(600)), 100).score).toBe(100);
  });

  it("count a miss as the specification does: 20 presses 500 ms apart and 19 a second apart at 100 a minute", () => {
    const game = figures(presses([...Array<number>(20).fill(500), ...Array<number>(19).fill(1000)]), 100);
    // 500 ms is 16.7 % off 600 (accuracy 83.3, a hit); 1,000 ms is 66.7 % off (33.3, a miss).
    expect(game.accuracy).toBeCloseTo((20 * (100 - 100 / 6) + 19 * (100 - 200 / 3)) / 39);
    expect(game.successRate).toBeCloseTo((20 / 39) * 100);
    expect(game.score).toBe(57); // 0.7 × 58.97 + 0.3 × 51.28 = 56.67
  });

  it("grade the timing too, and mark presses too even for a finger", () => {
    const metronome = figures(presses(Array<number>(59).fill(545)), 110);
    expect(metronome.grade).toBeGreaterThanOrEqual(95);
    expect(metronome.tooRegular).toBe(true);
    // A finger's presses (human-presses.testing.ts): kept and not marked; a script's ±12 ms: marked.
    expect(figures(fingerPresses(1, 60), 110).tooRegular).toBe(false);
    expect(figures(scriptPresses(1, 60, 12, "interval"), 110).tooRegular).toBe(true);
    // A phone's depths, every one the same to the tenth: marked as well.
    const pressesAt = fingerPresses(2, 40);
    const sameDepths = classGameFigures({ pressesAt, durationMs: pressesAt.at(-1)! }, 110, Array<number>(40).fill(55));
    expect(sameDepths).toMatchObject({ tooRegular: true, depthMeanMm: 55 });
  });

  it("are the game's own for any game a pupil plays, and pass the board's checks", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(100, 105, 110, 115, 120),
        fc.array(fc.integer({ min: 100, max: 2_000 }), { minLength: 29, maxLength: 119 }),
        (bpm, intervals) => {
          const events: GameEvent[] = [
            { type: "set-rhythm", bpm },
            { type: "start", at: 0 },
          ];
          for (const at of presses(intervals)) events.push({ type: "press", at });
          events.push({ type: "stop", at: presses(intervals).at(-1)! + 700 });
          const state = events.reduce(gameReducer, initialGameState);
          const game = figures([...finalTiming(state)!.pressesAt], bpm, finalTiming(state)!.durationMs);
          const shown = finalResult(state)!;
          expect(game.score).toBe(shown.score);
          expect(game.accuracy).toBeCloseTo(shown.accuracy, 9);
          expect(game.successRate).toBeCloseTo(shown.successRate, 9);
          expect(scoreProblem(game, finalTiming(state)!.durationMs + 1_000)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
