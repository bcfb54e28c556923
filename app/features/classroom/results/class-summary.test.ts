import { describe, expect, it } from "vitest";
import type { Attempt } from "../attempts/attempt";
import { classPupil, noTiming, notPlayedRow, roundAttempt, untimedGame } from "./class-rows.testing";
import { summarizeClass } from "./class-summary";

const pupils = [classPupil(1, "Zoe"), classPupil(2, "àlex"), classPupil(3, "Bru")];

function game(pupilId: number, score: number, compressions: number, rate: number, share: number): Attempt {
  return untimedGame({
    pupilId,
    score,
    accuracy: score,
    successRate: score,
    compressions,
    meanRateBpm: rate,
    shareInWindow: share,
  });
}

describe("the class summary", () => {
  it("gives each pupil's games, best score and means weighted by compressions", () => {
    const rows = summarizeClass(
      pupils,
      [game(1, 80, 30, 100, 50), game(1, 60, 90, 120, 90), game(2, 70, 40, 110, 75)],
      "ca",
    );
    expect(rows[0]).toEqual({
      id: 1,
      nickname: "Zoe",
      rejoinUntil: null,
      rejoinCode: null,
      playing: false,
      games: 2,
      best: 80,
      meanRateBpm: 115,
      accuracy: 65,
      shareInWindow: 80,
      ...noTiming,
    });
    expect(rows[1]).toMatchObject({ nickname: "àlex", games: 1, best: 70, meanRateBpm: 110, shareInWindow: 75 });
  });

  it("lists a pupil without games, after those with, and ties by nickname in the page's language", () => {
    const rows = summarizeClass(pupils, [], "ca");
    expect(rows.map((row) => row.nickname)).toEqual(["àlex", "Bru", "Zoe"]);
    expect(rows[0]).toEqual(notPlayedRow(2, "àlex"));
  });

  it("ignores a game of a pupil the class does not have", () => {
    expect(summarizeClass(pupils.slice(0, 1), [game(9, 100, 60, 110, 100)], "en")[0]?.games).toBe(0);
  });

  it("gives the best graded score, the timing measures weighted by compressions over the games that have them, and the longest pause", () => {
    const timed = (base: Attempt, grade: number, fraction: number, pauseMs: number, change: number): Attempt => ({
      ...base,
      grade,
      compressionFraction: fraction,
      rateSpread: fraction / 10,
      longestPauseMs: pauseMs,
      rateChange: change,
    });
    const rows = summarizeClass(
      pupils,
      [
        timed(game(1, 80, 30, 100, 50), 70, 90, 2_400, -10),
        timed(game(1, 60, 90, 120, 90), 85, 98, 1_250, 2),
        game(1, 90, 60, 110, 100), // saved without its presses' times: no measure of its own
      ],
      "ca",
    );
    expect(rows[0]).toMatchObject({
      best: 90,
      grade: 85,
      compressionFraction: 96, // (90 × 30 + 98 × 90) / 120
      rateSpread: 9.6,
      longestPauseS: 2.4,
      rateAtEnd: 99, // 100 + (−10 × 30 + 2 × 90) / 120
    });
  });

  it("ranks by the best timing score, the class's one score, before the beat score", () => {
    const graded = (pupilId: number, score: number, grade: number): Attempt => ({
      ...game(pupilId, score, 60, 110, 90),
      grade,
    });
    // Zoe's beat score is the best, but Bru kept the better timing: Bru leads.
    const rows = summarizeClass(pupils, [graded(1, 95, 40), graded(3, 70, 88), graded(2, 80, 40)], "ca");
    expect(rows.map((row) => row.nickname)).toEqual(["Bru", "Zoe", "àlex"]);
  });

  it("counts the games too even for a finger", () => {
    const rows = summarizeClass(
      pupils,
      [{ ...game(1, 90, 60, 110, 100), tooRegular: true }, game(1, 60, 60, 110, 100), game(2, 60, 60, 110, 100)],
      "ca",
    );
    expect(rows.map((row) => [row.nickname, row.tooRegular])).toEqual([
      ["Zoe", 1],
      ["àlex", 0],
      ["Bru", 0],
    ]);
  });

  it("answers who needs help with the latest result, a free game's or a round's, ranks by the best of any, and shows who is playing now", () => {
    const at = (minute: number) => Date.parse(`2026-11-26T10:${String(minute).padStart(2, "0")}:00.000Z`);
    const rows = summarizeClass(
      [classPupil(1, "Zoe", { playing: true }), classPupil(2, "àlex"), classPupil(3, "Bru")],
      [
        untimedGame({ pupilId: 1, grade: 90, verdict: "good", savedAt: at(1) }),
        untimedGame({ pupilId: 1, grade: 55, verdict: "tooSlow", savedAt: at(5) }),
        untimedGame({ pupilId: 2, grade: 40, verdict: "pauses", savedAt: at(2) }),
        // àlex's round came after the game; Zoe's before her latest game.
        roundAttempt({ pupilId: 2, grade: 85, verdict: "good", savedAt: at(8) }),
        roundAttempt({ pupilId: 1, grade: 99, verdict: "good", savedAt: at(3) }),
      ],
      "ca",
    );
    // The best of any result leads the ranking: Zoe's round.
    expect(rows.map((row) => row.nickname)).toEqual(["Zoe", "àlex", "Bru"]);
    const byName = new Map(rows.map((row) => [row.nickname, row]));
    expect(byName.get("Zoe")).toMatchObject({
      playing: true,
      latestGrade: 55,
      grade: 99,
      verdict: "tooSlow",
      games: 3,
    });
    expect(byName.get("àlex")).toMatchObject({ playing: false, latestGrade: 85, verdict: "good", games: 2 });
    expect(byName.get("Bru")).toMatchObject({ latestGrade: null, verdict: null, games: 0 });
  });

  it("counts every attempt, a round's result as a game, and takes every measure from the rounds of a pupil who played only those", () => {
    const rows = summarizeClass(
      pupils,
      [
        roundAttempt({ pupilId: 3, round: 1, compressions: 50, meanRateBpm: 100, shareInWindow: 40, grade: 60 }),
        roundAttempt({ pupilId: 3, round: 2, compressions: 150, meanRateBpm: 120, shareInWindow: 80, grade: 75 }),
        roundAttempt({
          pupilId: 3,
          round: 3,
          roundKind: "test",
          compressions: 100,
          meanRateBpm: 110,
          tooRegular: true,
        }),
      ],
      "ca",
    );
    expect(rows[0]).toMatchObject({
      nickname: "Bru",
      games: 3,
      grade: 75,
      latestGrade: 70,
      // A round has no rhythm score nor accuracy: a free game's only.
      best: null,
      accuracy: null,
      meanRateBpm: 113, // (100 × 50 + 120 × 150 + 110 × 100) / 300
      compressionFraction: 90,
      longestPauseS: 1,
      tooRegular: 1,
    });
  });
});
