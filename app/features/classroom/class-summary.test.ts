import { describe, expect, it } from "vitest";
import { summarizeClass, type ClassGame } from "./class-summary";

const pupils = [
  { id: 1, nickname: "Zoe", rejoinUntil: null, rejoinCode: null },
  { id: 2, nickname: "àlex", rejoinUntil: null, rejoinCode: null },
  { id: 3, nickname: "Bru", rejoinUntil: null, rejoinCode: null },
];

function game(pupilId: number, score: number, compressions: number, rate: number, share: number): ClassGame {
  const createdAt = "2026-11-26T10:00:00.000Z";
  return {
    pupilId,
    score,
    accuracy: score,
    successRate: score,
    compressions,
    meanRateBpm: rate,
    shareInWindow: share,
    compressionFraction: null,
    rateSpread: null,
    longestPauseMs: null,
    rateChange: null,
    grade: null,
    tooRegular: false,
    createdAt,
  };
}

const noTiming = {
  grade: null,
  compressionFraction: null,
  rateSpread: null,
  longestPauseS: null,
  rateAtEnd: null,
  tooRegular: 0,
};

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
    expect(rows[0]).toEqual({
      id: 2,
      nickname: "àlex",
      rejoinUntil: null,
      rejoinCode: null,
      games: 0,
      best: null,
      meanRateBpm: null,
      accuracy: null,
      shareInWindow: null,
      ...noTiming,
    });
  });

  it("ignores a game of a pupil the class does not have", () => {
    expect(summarizeClass(pupils.slice(0, 1), [game(9, 100, 60, 110, 100)], "en")[0]?.games).toBe(0);
  });

  it("gives the best graded score, the timing measures weighted by compressions over the games that have them, and the longest pause", () => {
    const timed = (base: ClassGame, grade: number, fraction: number, pauseMs: number, change: number): ClassGame => ({
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
    const graded = (pupilId: number, score: number, grade: number): ClassGame => ({
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
});
