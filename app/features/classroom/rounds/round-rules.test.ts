import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_MS,
  DEFAULT_ROUND_LENGTH,
  ENTER_GRACE_MS,
  isRoundKind,
  isRoundLength,
  lateStartMs,
  mayJoinRound,
  newRoundTimes,
  playedMs,
  POLL_MS,
  ROUND_LEAD_MS,
  roundPhase,
} from "./round-rules";

const round = { startsAt: 100_000, endsAt: 220_000 };

describe("a round", () => {
  it("lasts two minutes unless the teacher chooses 30 s or 1 min", () => {
    expect(DEFAULT_ROUND_LENGTH).toBe(120_000);
    expect([30_000, 60_000, 120_000, 90_000, "120000"].map(isRoundLength)).toEqual([true, true, true, false, false]);
    expect(["practice", "test", "race"].map(isRoundKind)).toEqual([true, true, false]);
  });

  it("starts after the lead the devices need, and ends its length later", () => {
    expect(newRoundTimes(1_000, 60_000)).toEqual({ startsAt: 1_000 + ROUND_LEAD_MS, endsAt: 61_000 + ROUND_LEAD_MS });
    expect(ROUND_LEAD_MS).toBeGreaterThan(COUNTDOWN_MS);
  });

  it("waits, counts 3-2-1, runs, and ends, by the server's clock", () => {
    expect(roundPhase(round, 90_000)).toEqual({ phase: "waiting" });
    expect(roundPhase(round, 97_000)).toEqual({ phase: "countdown", count: 3 });
    expect(roundPhase(round, 98_500)).toEqual({ phase: "countdown", count: 2 });
    expect(roundPhase(round, 99_999)).toEqual({ phase: "countdown", count: 1 });
    expect(roundPhase(round, 100_000)).toEqual({ phase: "running", remainingMs: 120_000 });
    expect(roundPhase(round, 219_999)).toEqual({ phase: "running", remainingMs: 1 });
    expect(roundPhase(round, 220_000)).toEqual({ phase: "ended" });
  });

  it("ends at once when the teacher brings its end forward, even before it started", () => {
    expect(roundPhase({ startsAt: 100_000, endsAt: 98_000 }, 98_000)).toEqual({ phase: "ended" });
  });

  it("is played by every pupil who was in the class at its start, however late their device heard; one who joined later waits for the next", () => {
    expect(mayJoinRound(round, 96_000, 10_000)).toBe(true);
    expect(mayJoinRound(round, 150_000, 10_000)).toBe(true);
    expect(mayJoinRound(round, 220_000, 10_000)).toBe(false);
    expect(mayJoinRound(round, 99_000, 98_000)).toBe(true);
    expect(mayJoinRound(round, 100_000 + ENTER_GRACE_MS - 1, 100_200)).toBe(true);
    expect(mayJoinRound(round, 100_000 + ENTER_GRACE_MS, 100_200)).toBe(false);
  });

  it("passes through its phases in order as time goes on", () => {
    const order = ["waiting", "countdown", "running", "ended"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 300_000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(roundPhase(round, early)?.phase ?? "")).toBeLessThanOrEqual(
          order.indexOf(roundPhase(round, late)?.phase ?? ""),
        );
      }),
    );
  });

  it("has no phase at a time, or for a round, that is not a number", () => {
    for (const now of [NaN, Infinity, -Infinity]) expect(roundPhase(round, now)).toBeNull();
    expect(roundPhase({ startsAt: NaN, endsAt: 220_000 }, 100_000)).toBeNull();
  });

  it("starts late enough for a device that only polls to hear of it before its 3-2-1", () => {
    // Heard at the latest one poll (and a slow answer of a second) after the press: the whole countdown is still ahead.
    expect(ROUND_LEAD_MS).toBeGreaterThanOrEqual(POLL_MS + 1_000 + COUNTDOWN_MS);
  });
});

describe("the time a pupil had in a round, on the server's clock", () => {
  it("is the whole round for a device that entered before its start, or within the grace after it", () => {
    for (const enteredAt of [null, 90_000, round.startsAt, round.startsAt + ENTER_GRACE_MS]) {
      expect(playedMs(round, enteredAt)).toBe(120_000);
      expect(lateStartMs(round, enteredAt)).toBe(0);
    }
  });

  it("runs from a late entry to the end, and the lateness is what the teacher sees", () => {
    expect(playedMs(round, round.startsAt + 15_000)).toBe(105_000);
    expect(lateStartMs(round, round.startsAt + 15_000)).toBe(15_000);
  });

  it("ends where the teacher ended the round, and is never negative", () => {
    expect(playedMs({ startsAt: 100_000, endsAt: 130_000 }, null)).toBe(30_000);
    expect(playedMs({ startsAt: 100_000, endsAt: 130_000 }, 140_000)).toBe(0);
    expect(playedMs({ startsAt: 100_000, endsAt: 95_000 }, null)).toBe(0);
  });
});
