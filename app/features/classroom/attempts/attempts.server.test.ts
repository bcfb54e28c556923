import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { classGameRow, classRow, pupilRow, roundEntryRow, roundRow } from "../../../../tests/integration/class-rows";
import { classAttempts } from "./attempts.server";

// The one reader of a class's attempts, on a real local D1: free games and rounds' saved results in
// one list, in the order they were saved, each round numbered among its own class's rounds.

const id = async (statement: D1PreparedStatement) => (await statement.first<number>("id"))!;

describe("a class's attempts", () => {
  it("are its free games and its rounds' saved results, oldest first, each round numbered in its class", async () => {
    const ours = await id(classRow(env.DB));
    const other = await id(classRow(env.DB));
    const laia = await id(pupilRow(env.DB, { class_id: ours, nickname: "Laia" }));
    const pol = await id(pupilRow(env.DB, { class_id: ours, nickname: "Pol" }));
    const stranger = await id(pupilRow(env.DB, { class_id: other, nickname: "Aina" }));
    const at = Date.parse("2026-11-26T10:00:00.000Z");
    const round = (classId: number, kind: "practice" | "test", startsAt: number) =>
      id(roundRow(env.DB, { class_id: classId, kind, starts_at: startsAt, ends_at: startsAt + 30_000 }));
    // Another class's round between ours: it numbers none of ours.
    const first = await round(ours, "test", at);
    const theirs = await round(other, "test", at);
    const second = await round(ours, "practice", at + 600_000);
    const saved = { compressions: 48, mean_rate_bpm: 110, share_in_window: 80, grade: 72, verdict: "good" };
    await env.DB.batch([
      roundEntryRow(env.DB, { round_id: first, pupil_id: laia, ...saved, saved_at: at + 31_000 }),
      roundEntryRow(env.DB, { round_id: second, pupil_id: laia, ...saved, grade: 90, saved_at: at + 631_000 }),
      // In the round, never saved: no attempt.
      roundEntryRow(env.DB, { round_id: second, pupil_id: pol, live_rate: 104, live_at: at + 620_000 }),
      roundEntryRow(env.DB, { round_id: theirs, pupil_id: stranger, ...saved, saved_at: at + 31_000 }),
      classGameRow(env.DB, { class_id: ours, pupil_id: pol, too_regular: 1, created_at: "2026-11-26T10:05:00.000Z" }),
      classGameRow(env.DB, { class_id: other, pupil_id: stranger }),
    ]);
    const attempts = await classAttempts(env, ours);
    expect(attempts).toEqual([
      expect.objectContaining({ pupilId: laia, kind: "round", round: 1, roundKind: "test", savedAt: at + 31_000 }),
      expect.objectContaining({
        pupilId: pol,
        kind: "game",
        round: null,
        roundKind: null,
        savedAt: at + 300_000,
        score: 80,
        tooRegular: true,
      }),
      expect.objectContaining({ pupilId: laia, kind: "round", round: 2, roundKind: "practice", grade: 90 }),
    ]);
    // A round's result has no rhythm score nor accuracy: a free game's only.
    expect(attempts[0]).toMatchObject({ score: null, accuracy: null, successRate: null, verdict: "good" });
  });

  it("take a free game's time from saved_at, or from created_at for a game stored without it", async () => {
    const classId = await id(classRow(env.DB));
    const pupilId = await id(pupilRow(env.DB, { class_id: classId }));
    await env.DB.batch([
      // The store writes both; only saved_at is read.
      classGameRow(env.DB, { class_id: classId, pupil_id: pupilId, created_at: "2026-11-26T10:00:00.000Z" }),
      // A game the Worker of the build before migration 0015 stored: its ISO stamp alone.
      classGameRow(env.DB, {
        class_id: classId,
        pupil_id: pupilId,
        created_at: "2026-11-26T09:00:00.250Z",
        saved_at: null,
      }),
    ]);
    const attempts = await classAttempts(env, classId);
    expect(attempts.map((attempt) => attempt.savedAt)).toEqual([
      Date.parse("2026-11-26T09:00:00.250Z"),
      Date.parse("2026-11-26T10:00:00.000Z"),
    ]);
  });
});
