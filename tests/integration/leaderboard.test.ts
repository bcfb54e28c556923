import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { weeklyLeaderboard } from "~/features/leaderboard/leaderboard.server";
import { loggedLines } from "./helpers";

let games = 0;

/** Stores a score as if saved at `createdAt` (ISO-8601 UTC, the format of the column), from a client address's hash. */
async function scoreAt(createdAt: string, player_name: string, score = 80, clientHash: string | null = null) {
  games += 1;
  await env.DB.prepare(
    `INSERT INTO chest_compression_scores
       (player_name, score, accuracy, success_rate, compressions, game_id, created_at, client_hash)
     VALUES (?, ?, 80, 80, 40, ?, ?, ?)`,
  )
    .bind(player_name, score, `game-${games}`, createdAt, clientHash ?? `client-${games}`)
    .run();
}

async function namesOn(now: string) {
  return (await weeklyLeaderboard(env, new Date(now))).entries.map((entry) => entry.player_name);
}

describe("the weekly leaderboard against the real local D1", () => {
  it("shows the ten best scores of the week, best first, the earlier of two equal scores first", async () => {
    for (let i = 0; i < 12; i += 1) await scoreAt(`2026-11-17T10:00:${String(10 + i)}.000Z`, `P${i}`, 50 + i);
    await scoreAt("2026-11-18T09:00:00.000Z", "Late tie", 61);
    const board = await weeklyLeaderboard(env, new Date("2026-11-21T12:00:00Z"));
    expect(board.unavailable).toBe(false);
    // Thirteen scores: the ten best, and "Late tie" after P11, which scored the same 61 earlier.
    expect(board.entries.map((entry) => entry.player_name)).toEqual([
      "P11",
      "Late tie",
      "P10",
      "P9",
      "P8",
      "P7",
      "P6",
      "P5",
      "P4",
      "P3",
    ]);
    expect(board.entries[0]).toEqual({
      player_name: "P11",
      score: 61,
      accuracy: 80,
      success_rate: 80,
      compressions: 40,
      created_at: "2026-11-17T10:00:21.000Z",
    });
  });

  it("shows at most three scores from one client address, and the others' in their place", async () => {
    // A script behind one address saves a hundred every few seconds; a school's class, a few.
    for (let i = 0; i < 20; i += 1) await scoreAt(`2026-11-17T10:${String(10 + i)}:00.000Z`, `Bot ${i}`, 100, "script");
    for (let i = 0; i < 5; i += 1) await scoreAt(`2026-11-17T11:0${i}:00.000Z`, `Pupil ${i}`, 90 - i, "school");
    for (let i = 0; i < 6; i += 1) await scoreAt(`2026-11-17T12:0${i}:00.000Z`, `Visitor ${i}`, 70 - i);
    // Scores saved before hashes were kept count one address each.
    await scoreAt("2026-11-17T09:00:00.000Z", "Older", 75, "");
    await env.DB.prepare("UPDATE chest_compression_scores SET client_hash = NULL WHERE player_name = 'Older'").run();
    expect(await namesOn("2026-11-21T12:00:00Z")).toEqual([
      "Bot 0",
      "Bot 1",
      "Bot 2",
      "Pupil 0",
      "Pupil 1",
      "Pupil 2",
      "Older",
      "Visitor 0",
      "Visitor 1",
      "Visitor 2",
    ]);
    // All are stored: only the board leaves them out.
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM chest_compression_scores").first<{ n: number }>();
    expect(stored?.n).toBe(32);
  });

  it("starts the week on Monday 00:00 in Madrid (winter time, UTC+1)", async () => {
    // Monday 16 November 2026 00:00 in Madrid is 15 November 23:00 UTC.
    await scoreAt("2026-11-15T22:59:59.999Z", "Sunday 23:59");
    await scoreAt("2026-11-15T23:00:00.000Z", "Monday 00:00");
    const board = await weeklyLeaderboard(env, new Date("2026-11-21T12:00:00Z"));
    expect(board.weekStart).toBe("2026-11-15T23:00:00.000Z");
    expect(board.entries.map((entry) => entry.player_name)).toEqual(["Monday 00:00"]);
  });

  it("starts the week at Monday 00:00 Madrid time after the spring change to summer time (UTC+2)", async () => {
    // Clocks went forward on Sunday 29 March 2026; Monday 30 March 00:00 is 29 March 22:00 UTC.
    await scoreAt("2026-03-29T21:59:00.000Z", "Sunday 23:59");
    await scoreAt("2026-03-29T22:00:00.000Z", "Monday 00:00");
    const monday = await weeklyLeaderboard(env, new Date("2026-03-30T00:30:00+02:00"));
    expect(monday.weekStart).toBe("2026-03-29T22:00:00.000Z");
    expect(monday.entries.map((entry) => entry.player_name)).toEqual(["Monday 00:00"]);
    // On that Sunday the week had begun on Monday 23 March, still in winter time.
    const sunday = await weeklyLeaderboard(env, new Date("2026-03-29T23:30:00+02:00"));
    expect(sunday.weekStart).toBe("2026-03-22T23:00:00.000Z");
  });

  it("starts the week at Monday 00:00 Madrid time after the autumn change to winter time (UTC+1)", async () => {
    // Clocks went back on Sunday 25 October 2026; Monday 26 October 00:00 is 25 October 23:00 UTC.
    await scoreAt("2026-10-25T22:59:00.000Z", "Sunday 23:59");
    await scoreAt("2026-10-25T23:00:00.000Z", "Monday 00:00");
    expect(await namesOn("2026-10-26T08:00:00+01:00")).toEqual(["Monday 00:00"]);
  });

  it("answers an empty board marked unavailable, and logs, when the scores cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE chest_compression_scores RENAME TO scores_elsewhere");
    try {
      const board = await weeklyLeaderboard(env, new Date("2026-11-21T12:00:00Z"));
      expect(board).toMatchObject({ entries: [], unavailable: true });
      expect(loggedLines(error)).toEqual([expect.objectContaining({ level: "error", event: "leaderboard not read" })]);
    } finally {
      await env.DB.exec("ALTER TABLE scores_elsewhere RENAME TO chest_compression_scores");
      error.mockRestore();
    }
  });
});
