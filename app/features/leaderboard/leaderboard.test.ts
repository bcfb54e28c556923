import { describe, expect, it } from "vitest";
import { leaderboardView } from "./leaderboard";

describe("leaderboardView", () => {
  it("says the week's first day in the page's language, and keeps the rest as it was read", () => {
    const entries = [
      { player_name: "Pau", score: 90, accuracy: 91, success_rate: 95, compressions: 40, created_at: "2026-11-17" },
    ];
    // Monday 16 November 2026, 00:00 in Madrid.
    const board = { entries, weekStart: "2026-11-15T23:00:00.000Z", unavailable: false };
    expect(leaderboardView(board, "es")).toEqual({ entries, since: "lunes, 16 de noviembre", unavailable: false });
    expect(leaderboardView(board, "en").since).toBe("Monday 16 November");
    expect(leaderboardView(board, "ca").since).toBe("dilluns, 16 de novembre");
    expect(leaderboardView({ ...board, entries: [], unavailable: true }, "es")).toMatchObject({ unavailable: true });
  });
});
