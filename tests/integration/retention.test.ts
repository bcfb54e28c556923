import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retentionDays } from "@content/privacy";
import { deleteExpiredRecords, retentionCutoff, runScheduledRetention } from "~/.server/retention.server";
import { loggedLines } from "./helpers";
import { classGameRow, classRow, pupilRow } from "./class-rows";

// The retention job against the real local D1: what is older than its period goes, the rest stays.

const now = new Date("2026-11-21T03:30:00.000Z");
const daysBefore = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 + extraMs).toISOString();

async function addContact(createdAt: string) {
  await env.DB.prepare(
    `INSERT INTO contacts (name, email, message, privacy_consent, marketing_consent, locale, consent_version, created_at)
     VALUES ('Laia', 'laia@example.com', 'Hola', 1, 0, 'es', '2026-11-21', ?)`,
  )
    .bind(createdAt)
    .run();
}

async function addComplaint(createdAt: string) {
  await env.DB.prepare(
    "INSERT INTO complaints (message, page_url, user_agent, created_at) VALUES ('Bien', '/', 'UA', ?)",
  )
    .bind(createdAt)
    .run();
}

async function addScore(createdAt: string, gameId: string) {
  await env.DB.prepare(
    `INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id, created_at)
     VALUES ('Anna', 80, 90, 85, 110, ?, ?)`,
  )
    .bind(gameId, createdAt)
    .run();
}

async function createdAts(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT created_at FROM ${table} ORDER BY created_at`).all<{
    created_at: string;
  }>();
  return results.map((row) => row.created_at);
}

afterEach(() => vi.restoreAllMocks());

describe("the retention job against the real local D1", () => {
  // The job reads whole tables: the classroom's start empty too (the shared setup empties the
  // others), whatever an earlier file in this workerd left.
  beforeEach(async () => {
    await env.DB.batch(
      ["classes", "class_join_failures", "class_comeback_misses"].map((table) =>
        env.DB.prepare(`DELETE FROM ${table}`),
      ),
    );
  });

  it("states the periods of the privacy page", () => {
    expect(retentionDays).toEqual({
      contacts: 365,
      complaints: 365,
      scores: 90,
      classes: 30,
      classJoinFailures: 1,
      classCreators: 1,
    });
    expect(retentionCutoff(now, 90)).toBe("2026-08-23T03:30:00.000Z");
  });

  it("deletes each kind of record past its period and keeps the rest, to the millisecond", async () => {
    const contactsKept = [daysBefore(365), daysBefore(364), daysBefore(0)];
    for (const at of [daysBefore(366), daysBefore(365, -1), ...contactsKept]) await addContact(at);
    const complaintsKept = [daysBefore(365), daysBefore(30)];
    for (const at of [daysBefore(400), daysBefore(365, -1), ...complaintsKept]) await addComplaint(at);
    const scoresKept = [daysBefore(90), daysBefore(1)];
    const scoreTimes = [daysBefore(365), daysBefore(91), daysBefore(90, -1), ...scoresKept];
    for (const [i, at] of scoreTimes.entries()) await addScore(at, `game-${i}`);

    const deleted = await deleteExpiredRecords(env, now);

    expect(deleted).toEqual({
      contacts: 2,
      complaints: 2,
      scores: 3,
      classes: 0,
      classJoinFailures: 0,
      classCreators: 0,
    });
    expect(await createdAts("contacts")).toEqual(contactsKept.sort());
    expect(await createdAts("complaints")).toEqual(complaintsKept.sort());
    expect(await createdAts("chest_compression_scores")).toEqual(scoresKept.sort());

    // A second run the same day finds nothing more to delete.
    expect(await deleteExpiredRecords(env, now)).toEqual({
      contacts: 0,
      complaints: 0,
      scores: 0,
      classes: 0,
      classJoinFailures: 0,
      classCreators: 0,
    });
  });

  it("deletes a classroom session with its pupils, games and board rows 30 days after it was created", async () => {
    const addClass = (code: string, createdAt: string) =>
      classRow(env.DB, { join_code: code, creator_hash: "day-key", created_at: createdAt }).first<{ id: number }>();
    const old = await addClass("OLDCLS", daysBefore(30, -1));
    await addClass("NEWCLS", daysBefore(30));
    const today = await addClass("TODAYC", daysBefore(0));
    const pupil = await pupilRow(env.DB, { class_id: old?.id ?? 0 }).first<number>("id");
    await classGameRow(env.DB, { class_id: old?.id ?? 0, pupil_id: pupil ?? 0, game_id: "class-game-on-board" }).run();
    // On the board for less than its own 90 days, but its class goes, and it with it.
    await addScore(daysBefore(30, -1), "class-game-on-board");

    expect(await deleteExpiredRecords(env, now)).toMatchObject({ classes: 1, classCreators: 1 });
    expect(await createdAts("classes")).toEqual([daysBefore(30), daysBefore(0)]);
    expect(await createdAts("class_pupils")).toEqual([]);
    expect(await createdAts("chest_compression_scores")).toEqual([]);
    // The day's key of the opening address stays only for that day.
    const keys = await env.DB.prepare("SELECT id, creator_hash FROM classes ORDER BY created_at").all();
    expect(keys.results.map((row) => row.creator_hash)).toEqual([null, "day-key"]);
    expect(keys.results[1]?.id).toBe(today?.id);
  });

  it("runs as the Cron Trigger's job and logs only counts", async () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await addContact(daysBefore(500));
    await addScore(daysBefore(100), "old-game");
    await runScheduledRetention(env, now.getTime());
    expect(loggedLines(info)).toEqual([
      expect.objectContaining({
        level: "info",
        event: "retention done",
        counts: { contacts: 1, complaints: 0, scores: 1, classes: 0, classJoinFailures: 0, classCreators: 0 },
      }),
    ]);
    expect(JSON.stringify(info.mock.calls)).not.toContain("laia");
  });

  it("logs and throws when the database fails, so the Cron run shows as failed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("ALTER TABLE complaints RENAME TO complaints_offline");
    try {
      await expect(runScheduledRetention(env, now.getTime())).rejects.toThrow();
      expect(loggedLines(error)).toEqual([expect.objectContaining({ level: "error", event: "retention failed" })]);
    } finally {
      await env.DB.exec("ALTER TABLE complaints_offline RENAME TO complaints");
    }
  });
});
