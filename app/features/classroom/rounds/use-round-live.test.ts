import { describe, expect, it } from "vitest";
import type { RoundView } from "./round-answer";
import { LIVE_MS } from "./round-rules";
import { ACTIVE_MS, IDLE_MS, readingDelay, RUNNING_MS } from "./use-round-live";

// How often the teacher's panel and the projector read the class's round: every second while it
// runs, so that with a phone's rate every LIVE_MS they show a pupil's presses within 3 s.

const round: RoundView = {
  id: 1,
  kind: "practice",
  lengthMs: 30_000,
  metronome: false,
  startsAt: 100_000,
  endsAt: 130_000,
};

describe("the screens' reading of a round", () => {
  it("is every RUNNING_MS while it runs: a press is on the screens within 3 s", () => {
    expect(readingDelay({ round, serverNow: 100_000 })).toBe(RUNNING_MS);
    expect(readingDelay({ round, serverNow: 129_999 })).toBe(RUNNING_MS);
    expect(LIVE_MS + RUNNING_MS).toBeLessThanOrEqual(3_000);
  });

  it("is every ACTIVE_MS before its start, and every IDLE_MS without a round or once it ended", () => {
    expect(readingDelay({ round, serverNow: 95_000 })).toBe(ACTIVE_MS);
    expect(readingDelay({ round, serverNow: 130_000 })).toBe(IDLE_MS);
    expect(readingDelay({ round: null, serverNow: 130_000 })).toBe(IDLE_MS);
  });
});
