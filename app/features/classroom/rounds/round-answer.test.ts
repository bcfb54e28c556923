import { describe, expect, it } from "vitest";
import { readRoundState, readRoundView, roundView } from "./round-answer";

// What a pupil's device takes from the round address or the class's socket: a round's own fields,
// checked, or nothing.

const round = { id: 3, kind: "test", lengthMs: 60_000, metronome: false, startsAt: 1_000, endsAt: 61_000 } as const;

describe("a round read from JSON", () => {
  it("keeps a round's own fields and drops the rest", () => {
    expect(readRoundView({ ...round, classId: 9, nickname: "Laia" })).toEqual(round);
    expect(roundView({ ...round, pupils: 30 } as typeof round)).toEqual(round);
  });

  it("is refused with a field missing, of another type or kind", () => {
    for (const bad of [
      { ...round, kind: "race" },
      { ...round, id: "3" },
      { ...round, endsAt: Number.NaN },
      { ...round, metronome: 1 },
      { id: 3 },
      null,
      "round",
    ]) {
      expect(readRoundView(bad)).toBeNull();
    }
  });

  it("makes a state of an answer with a round, without one, and nothing of a refusal", () => {
    expect(readRoundState({ serverNow: 5, round, entered: true, enteredAt: 4, saved: false })).toEqual({
      serverNow: 5,
      round,
      entered: true,
      enteredAt: 4,
      saved: false,
    });
    // An entry without its time (or none) counts from the round's start.
    expect(readRoundState({ serverNow: 5, round, entered: true, saved: false })).toMatchObject({ enteredAt: null });
    expect(readRoundState({ serverNow: 5, round, entered: false, enteredAt: 4, saved: false })).toMatchObject({
      enteredAt: null,
    });
    expect(readRoundState({ serverNow: 5, round: null, entered: true, saved: true })).toEqual({
      serverNow: 5,
      round: null,
      entered: false,
      enteredAt: null,
      saved: false,
    });
    expect(readRoundState({ serverNow: 5, error: "classroom.game.notJoined" })).toBeNull();
    expect(
      readRoundState({ serverNow: 5, round: { ...round, kind: "race" }, entered: false, saved: false }),
    ).toBeNull();
  });
});
