import { describe, expect, it } from "vitest";
import type { RoundView } from "./round-answer";
import { proposeRound, withLatest } from "./round-proposal";
import type { RoundKind } from "./round-rules";

let id = 0;
function round(kind: RoundKind, lengthMs = 60_000, more: Partial<RoundView> = {}): RoundView {
  id += 1;
  const startsAt = id * 600_000;
  return { id, kind, lengthMs, metronome: false, startsAt, endsAt: startsAt + lengthMs, ...more };
}

/** A round the teacher ended before its start: its start brought to its end. */
const cancelled = (kind: RoundKind) => round(kind, 30_000, { startsAt: 5_000, endsAt: 5_000 });

describe("the next round's proposal", () => {
  it("is a test of 2 minutes for a class's first round, without metronomes", () => {
    expect(proposeRound([])).toEqual({ kind: "test", lengthMs: 120_000, metronome: false, testAgain: null });
  });

  it("is practice after the first test, of the length last chosen, with no test again yet", () => {
    expect(proposeRound([round("test", 60_000)])).toEqual({
      kind: "practice",
      lengthMs: 60_000,
      metronome: false,
      testAgain: null,
    });
  });

  it("stays practice after practice, and offers the test again of the first test's length", () => {
    const rounds = [round("test", 60_000), round("practice", 30_000, { metronome: true })];
    expect(proposeRound(rounds)).toEqual({
      kind: "practice",
      lengthMs: 30_000,
      metronome: true,
      testAgain: { firstTestLengthMs: 60_000 },
    });
  });

  it("keeps the metronomes of the last practice round after a test, which never has them", () => {
    const rounds = [round("test"), round("practice", 30_000, { metronome: true }), round("test", 120_000)];
    const proposal = proposeRound(rounds);
    expect(proposal).toMatchObject({ kind: "practice", lengthMs: 120_000, metronome: true, testAgain: null });
    // Another practice round after the test again: a second "after" may follow.
    expect(proposeRound([...rounds, round("practice", 30_000)]).testAgain).toEqual({ firstTestLengthMs: 60_000 });
  });

  it("proposes the test again when the first test was cancelled before its start, keeping its length", () => {
    expect(proposeRound([cancelled("test")])).toMatchObject({ kind: "test", lengthMs: 30_000 });
    // A cancelled test is no "before": practice after it offers no test again.
    expect(proposeRound([cancelled("test"), round("practice")]).testAgain).toBeNull();
  });

  it("follows a teacher who began with practice: practice still, the test offered plainly", () => {
    expect(proposeRound([round("practice", 30_000)])).toMatchObject({ kind: "practice", testAgain: null });
  });

  it("reads a length the form does not offer as the default", () => {
    expect(proposeRound([round("practice", 45_000)]).lengthMs).toBe(120_000);
  });
});

describe("the rounds with the live view's latest", () => {
  it("replaces a round the page knew by its latest state, and adds one it did not", () => {
    const [first, second] = [round("test"), round("practice")];
    const ended = { ...second, endsAt: second.startsAt };
    expect(withLatest([first, second], ended)).toEqual([first, ended]);
    const third = round("test");
    expect(withLatest([first], third)).toEqual([first, third]);
    expect(withLatest([first], null)).toEqual([first]);
  });
});
