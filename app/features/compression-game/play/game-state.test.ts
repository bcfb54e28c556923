import { describe, expect, it } from "vitest";
import { currentRate, finalResult, gameReducer, initialGameState, meanAccuracy, type GameEvent } from "./game-state";
import { MAX_COMPRESSIONS, scoreFrom } from "../measures/rules";

function run(events: GameEvent[], state = initialGameState) {
  return events.reduce(gameReducer, state);
}

/** Presses every `interval` ms from `from`, `count` of them. */
function presses(count: number, interval: number, from = 1_000): GameEvent[] {
  return Array.from({ length: count }, (_, i) => ({ type: "press", at: from + i * interval }) as const);
}

describe("the game state", () => {
  it("starts stopped at 110 per minute with nothing counted", () => {
    expect(initialGameState).toMatchObject({ status: "idle", bpm: 110, compressions: 0, elapsedMs: 0 });
  });

  it("takes the rhythms 100 to 120 in steps of 5 before a game, and none while it runs", () => {
    expect(run([{ type: "set-rhythm", bpm: 120 }]).bpm).toBe(120);
    expect(run([{ type: "set-rhythm", bpm: 100 }]).bpm).toBe(100);
    expect(run([{ type: "set-rhythm", bpm: 112 }]).bpm).toBe(110);
    expect(run([{ type: "set-rhythm", bpm: 125 }]).bpm).toBe(110);
    const running = run([{ type: "start", at: 0 }]);
    expect(gameReducer(running, { type: "set-rhythm", bpm: 100 }).bpm).toBe(110);
  });

  it("ignores presses before the start and after the stop", () => {
    const before = run([{ type: "press", at: 10 }]);
    expect(before.compressions).toBe(0);
    const after = run([
      { type: "start", at: 0 },
      { type: "stop", at: 500 },
      { type: "press", at: 900 },
    ]);
    expect(after.compressions).toBe(0);
    expect(after.status).toBe("stopped");
  });

  it("counts the clock in whole 100 ms ticks", () => {
    const state = run([
      { type: "start", at: 1_000 },
      { type: "tick", at: 1_099 },
    ]);
    expect(state.elapsedMs).toBe(0);
    expect(gameReducer(state, { type: "tick", at: 3_456 }).elapsedMs).toBe(2_400);
  });

  it("judges every press after the first against the target interval", () => {
    const start: GameEvent = { type: "start", at: 0 };
    // 110 per minute: a press every 545.45 ms.
    expect(run([start, ...presses(2, 545)]).lastVerdict).toBe("perfect");
    expect(run([start, ...presses(2, 700)]).lastVerdict).toBe("slow");
    expect(run([start, ...presses(2, 390)]).lastVerdict).toBe("fast");
    const first = run([start, ...presses(1, 545)]);
    expect(first.lastVerdict).toBeNull();
    expect(first.accuracies).toEqual([]);
  });

  it("reads out the current rate and the mean accuracy", () => {
    const state = run([{ type: "start", at: 0 }, ...presses(6, 500)]);
    expect(currentRate(state)).toBe(120);
    expect(meanAccuracy(state)).toBeCloseTo(100 - ((545.4545 - 500) / 545.4545) * 100, 3);
    expect(currentRate(initialGameState)).toBeNull();
    expect(meanAccuracy(initialGameState)).toBeNull();
  });

  it("starts a new game from zero, keeping the rhythm", () => {
    const played = run([{ type: "set-rhythm", bpm: 100 }, { type: "start", at: 0 }, ...presses(10, 600)]);
    const again = gameReducer(gameReducer(played, { type: "stop", at: 7_000 }), { type: "start", at: 8_000 });
    expect(again).toMatchObject({ status: "running", bpm: 100, compressions: 0, elapsedMs: 0, accuracies: [] });
  });

  it("stops by itself at the 120th compression", () => {
    const state = run([{ type: "start", at: 0 }, ...presses(MAX_COMPRESSIONS + 5, 545)]);
    expect(state.status).toBe("stopped");
    expect(state.compressions).toBe(MAX_COMPRESSIONS);
  });

  it("gives no result below 30 compressions and the formula's result from 30 on", () => {
    const short = run([{ type: "start", at: 0 }, ...presses(29, 545), { type: "stop", at: 20_000 }]);
    expect(finalResult(short)).toBeNull();
    const enough = run([{ type: "start", at: 0 }, ...presses(30, 545), { type: "stop", at: 20_000 }]);
    const result = finalResult(enough);
    expect(result?.compressions).toBe(30);
    expect(result?.successRate).toBe(100);
    expect(result?.score).toBe(scoreFrom(result?.accuracy ?? 0, 100));
  });

  it("ends a free game at its last press, and a class's round at its time", () => {
    // The last press at 1,000 + 39 × 545 = 22,255 ms; Stop clicked 3 s later is no pause of the hands.
    const free = run([{ type: "start", at: 0 }, ...presses(40, 545), { type: "stop", at: 25_255 }]);
    expect(free.endedAt).toBe(22_255);
    const round = run([{ type: "start", at: 0, capped: false }, ...presses(40, 545), { type: "stop", at: 30_000 }]);
    expect(round.endedAt).toBe(30_000);
    // Stopped before any press, a game ends at the stop.
    expect(
      run([
        { type: "start", at: 0 },
        { type: "stop", at: 4_000 },
      ]).endedAt,
    ).toBe(4_000);
  });

  it("leaves out of a round the presses after an end it heard late (the teacher ended it early)", () => {
    // Presses at 1,000 + i × 545 ms; the round ended at 10,000, heard at 10,600 after two more presses.
    const pressed = run([{ type: "start", at: 0, capped: false }, ...presses(18, 545)]);
    expect(pressed.pressesAt.at(-1)).toBe(10_265);
    const withDepths = pressed.pressesAt.reduce(
      (state, at, index) => gameReducer(state, { type: "press", at, depthMm: 50 + index }),
      gameReducer(pressed, { type: "start", at: 0, capped: false }),
    );
    for (const state of [pressed, withDepths]) {
      const stopped = gameReducer(state, { type: "stop", at: 10_000 });
      expect(stopped.endedAt).toBe(10_000);
      expect(stopped.pressesAt).toEqual(state.pressesAt.slice(0, 17));
      expect(stopped.compressions).toBe(17);
      expect(stopped.intervals).toHaveLength(16);
      expect(stopped.accuracies).toHaveLength(16);
      expect(stopped.depthsMm).toEqual(state.depthsMm.slice(0, 17));
    }
    expect(gameReducer(withDepths, { type: "stop", at: 10_000 }).depthsMm.at(-1)).toBe(66);
  });

  it("takes a compression's depth measured again while the game runs, and only for a press it holds", () => {
    const start: GameEvent = { type: "start", at: 100.4 };
    const measured = run([
      start,
      { type: "press", at: 1_000.3, depthMm: 48.26 },
      { type: "press", at: 1_545.6, depthMm: 51 },
    ]);
    const revised = run([{ type: "revise-depth", at: 1_000.3, depthMm: 52.04 }], measured);
    expect(revised.depthsMm).toEqual([52, 51]);
    expect(revised.pressesAt).toEqual(measured.pressesAt);
    // The same tenth, a time no press has, a stopped game, a game gone on in taps: nothing changes.
    expect(run([{ type: "revise-depth", at: 1_545.6, depthMm: 51.01 }], measured)).toBe(measured);
    expect(run([{ type: "revise-depth", at: 1_200, depthMm: 60 }], measured)).toBe(measured);
    const stopped = run([{ type: "stop", at: 2_000 }], measured);
    expect(run([{ type: "revise-depth", at: 1_000.3, depthMm: 60 }], stopped)).toBe(stopped);
    const tapped = run([{ type: "press", at: 2_090 }], measured);
    expect(tapped.depthsMm).toEqual([]);
    expect(run([{ type: "revise-depth", at: 1_000.3, depthMm: 60 }], tapped)).toBe(tapped);
  });

  it("gives no result while the game runs", () => {
    expect(finalResult(run([{ type: "start", at: 0 }, ...presses(40, 545)]))).toBeNull();
  });
});
