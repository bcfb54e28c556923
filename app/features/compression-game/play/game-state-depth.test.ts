import { describe, expect, it } from "vitest";
import { finalDepth, finalResult, gameReducer, initialGameState, type GameEvent } from "./game-state";

// The game's state fed compressions of the phone's motion: each a press at its own time, with its
// depth, told up to a second late.

const run = (events: GameEvent[]) => events.reduce(gameReducer, initialGameState);

/** Compressions every 545 ms from `from`, each told `lateBy` ms after it, the clock ticking meanwhile. */
function compressions(count: number, depthMm: (index: number) => number, lateBy = 800): GameEvent[] {
  return Array.from({ length: count }, (_, index): GameEvent[] => [
    { type: "tick", at: index * 545 + lateBy },
    { type: "press", at: index * 545, depthMm: depthMm(index) },
  ]).flat();
}

describe("a game of the phone's motion", () => {
  it("keeps each compression's depth beside its time", () => {
    const state = run([{ type: "start", at: 0 }, ...compressions(3, (index) => 50 + index)]);
    expect(state.pressesAt).toEqual([0, 545, 1_090]);
    expect(state.depthsMm).toEqual([50, 51, 52]);
  });

  it("never sets its clock back for a compression told late", () => {
    const state = run([
      { type: "start", at: 0 },
      { type: "tick", at: 2_050 },
      { type: "press", at: 1_200, depthMm: 55 },
    ]);
    expect(state.elapsedMs).toBe(2_000);
  });

  it("measures the depth of a game of 30 compressions or more, and none of taps", () => {
    const stop: GameEvent = { type: "stop", at: 40 * 545 + 1_000 };
    const byMotion = run([{ type: "start", at: 0 }, ...compressions(40, (index) => (index < 30 ? 55 : 45)), stop]);
    expect(finalResult(byMotion)).not.toBeNull();
    expect(finalDepth(byMotion)).toMatchObject({ compressions: 40, shareInBand: 75, shareTooShallow: 25 });

    const byTaps = run([
      { type: "start", at: 0 },
      ...Array.from({ length: 40 }, (_, index): GameEvent => ({ type: "press", at: index * 545 })),
      stop,
    ]);
    expect(byTaps.depthsMm).toEqual([]);
    expect(finalDepth(byTaps)).toBeNull();

    const tooFew = run([{ type: "start", at: 0 }, ...compressions(20, () => 55), stop]);
    expect(finalDepth(tooFew)).toBeNull();
  });

  it("keeps the depth of a game that went on in taps while no tap came, and drops it at the first tap", () => {
    // 40 compressions measured, then the phone stayed turned: the pupil presses Stop...
    const measured = [{ type: "start", at: 0 } as GameEvent, ...compressions(40, () => 55)];
    const stoppedAtOnce = run([...measured, { type: "stop", at: 30_000 }]);
    expect(finalDepth(stoppedAtOnce)).toMatchObject({ compressions: 40, shareInBand: 100 });

    // ...or goes on tapping: the game's depth would be of part of it, so it is of none.
    const taps = Array.from({ length: 10 }, (_, index): GameEvent => ({ type: "press", at: 30_000 + index * 545 }));
    const tapped = run([...measured, ...taps, { type: "stop", at: 40_000 }]);
    expect(tapped.pressesAt).toHaveLength(50);
    expect(tapped.depthsMm).toEqual([]);
    expect(finalResult(tapped)).not.toBeNull();
    expect(finalDepth(tapped)).toBeNull();

    // A depth told after a tap (never in a game) does not start a list of depths one short.
    const late = run([...measured, taps[0]!, { type: "press", at: 31_000, depthMm: 55 }]);
    expect(late.depthsMm).toEqual([]);
  });
});
