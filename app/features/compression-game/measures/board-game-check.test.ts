import { describe, expect, it } from "vitest";
import { finalResult, gameReducer, initialGameState, type GameEvent } from "../play/game-state";
import { boardGameFigures } from "./board-game-check";
import { fingerPresses, scriptPresses } from "./human-presses.testing";

/** A game played at `bpm` with presses at these times after its start, then stopped. */
function played(pressesAt: readonly number[], bpm: number) {
  const events: GameEvent[] = [
    { type: "set-rhythm", bpm },
    { type: "start", at: 1_000 },
    ...pressesAt.map((at): GameEvent => ({ type: "press", at: 1_000 + at })),
    { type: "stop", at: 1_000 + pressesAt.at(-1)! + 800 },
  ];
  return events.reduce(gameReducer, initialGameState);
}

describe("a board game's figures, measured from its presses' times", () => {
  it("are the figures the page shows for the same presses, at every rhythm", () => {
    for (const [seed, bpm] of [
      [1, 100],
      [2, 105],
      [3, 110],
      [4, 115],
      [5, 120],
    ] as const) {
      const pressesAt = fingerPresses(seed, 30 + seed * 15, bpm);
      const state = played(pressesAt, bpm);
      const measured = boardGameFigures({ pressesAt: state.pressesAt, durationMs: state.endedAt! }, bpm);
      if (typeof measured === "string") throw new Error(measured);
      const { score, accuracy, successRate, compressions } = measured;
      expect({ score, accuracy, successRate, compressions }).toEqual(finalResult(state));
      expect(measured.tooRegular).toBe(false);
    }
  });

  it("say a script's presses are too even", () => {
    const pressesAt = scriptPresses(1, 41, 12, "interval");
    expect(boardGameFigures({ pressesAt, durationMs: pressesAt.at(-1)! }, 110)).toMatchObject({ tooRegular: true });
  });

  it("refuse a rhythm the game has not, and times no game has", () => {
    const pressesAt = fingerPresses(1, 41);
    const durationMs = pressesAt.at(-1)!;
    expect(boardGameFigures({ pressesAt, durationMs }, 112)).toBe("rhythm");
    expect(boardGameFigures({ pressesAt: pressesAt.slice(0, 29), durationMs }, 110)).toBe("too-few");
    const doubled = [...pressesAt.slice(0, 20), pressesAt[19]! + 50, ...pressesAt.slice(20).map((at) => at + 50)];
    expect(boardGameFigures({ pressesAt: doubled, durationMs: durationMs + 50 }, 110)).toBe("too-close");
  });
});
