import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookmarkCookie, d1Session, requestBookmark } from "~/.server/db/session.server";
import { weeklyLeaderboard } from "~/features/leaderboard/leaderboard.server";

// The leaderboard's reads in a D1 session (read replication), against the real local D1: with the
// Sessions API where the runtime has it, and with the database itself where it does not.

const now = new Date("2026-11-21T12:00:00Z");

async function storeScore(player_name: string) {
  await env.DB.prepare(
    `INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id, created_at)
     VALUES (?, 90, 90, 90, 40, ?, '2026-11-20T10:00:00.000Z')`,
  )
    .bind(player_name, crypto.randomUUID())
    .run();
}

/** The real D1, as a runtime without the Sessions API would offer it. */
const withoutSessions = new Proxy(env.DB, {
  get: (target, property) => (property === "withSession" ? undefined : Reflect.get(target, property)),
});

/** The real D1, recording how sessions are started on it. */
function recordingSessions(started: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property !== "withSession") return Reflect.get(target, property);
      return (constraint: string) => {
        started.push(constraint);
        return typeof target.withSession === "function"
          ? target.withSession(constraint)
          : { prepare: target.prepare.bind(target), batch: target.batch.bind(target), getBookmark: () => "bookmark-1" };
      };
    },
  });
}

describe("the weekly leaderboard in a D1 session", () => {
  it("reads from any replica without a bookmark, and from one as recent as the bookmark with it", async () => {
    await storeScore("Aina");
    const started: string[] = [];
    const db = recordingSessions(started);
    expect((await weeklyLeaderboard({ DB: db }, now)).entries.map((e) => e.player_name)).toEqual(["Aina"]);
    expect((await weeklyLeaderboard({ DB: db }, now, undefined, "bookmark-0")).entries).toHaveLength(1);
    expect(started).toEqual(["first-unconstrained", "bookmark-0"]);
  });

  it("reads the database itself where the runtime has no Sessions API", async () => {
    await storeScore("Pau");
    const board = await weeklyLeaderboard({ DB: withoutSessions }, now, undefined, "bookmark-0");
    expect(board).toMatchObject({ unavailable: false, entries: [expect.objectContaining({ player_name: "Pau" })] });
    expect(d1Session(withoutSessions, "write").bookmark()).toBeNull();
  });

  it("writes at the primary, and hands the bookmark on in a short-lived cookie", async () => {
    const started: string[] = [];
    const session = d1Session(recordingSessions(started), "write");
    await session.db.prepare("SELECT 1").first();
    expect(started).toEqual(["first-primary"]);
    const bookmark = session.bookmark() ?? "bookmark-1";
    const request = new Request("https://estudioxr.example/es/first-aiducation");
    const cookie = bookmarkCookie(request, bookmark);
    expect(cookie).toMatch(/^d1_bookmark=[^;]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax; Secure$/);
    const next = new Request(request, { headers: { Cookie: cookie.split(";")[0] ?? "" } });
    expect(requestBookmark(next)).toBe(bookmark);
  });
});
