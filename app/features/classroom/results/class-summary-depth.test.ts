import { describe, expect, it } from "vitest";
import { classPupil, roundAttempt, untimedGame } from "./class-rows.testing";
import { summarizeClass } from "./class-summary";

// The teacher's table with the depth: each pupil's results measured in depth mode, free games and
// rounds, counted and averaged by their compressions; "not measured" (no figure) for the others.

const pupils = [classPupil(1, "Aina"), classPupil(2, "Bru")];

describe("the class summary's depth", () => {
  it("is weighed over the pupil's results in depth mode only, free games and rounds", () => {
    const attempts = [
      untimedGame({ pupilId: 1, compressions: 30, depthMeanMm: 50, depthInBand: 60 }),
      untimedGame({ pupilId: 1, compressions: 60 }),
      untimedGame({ pupilId: 2, compressions: 40 }),
      roundAttempt({ pupilId: 1, grade: 70, verdict: "good", compressions: 90, depthMeanMm: 58, depthInBand: 80 }),
      roundAttempt({ pupilId: 2, grade: 60, verdict: "pauses", compressions: 50 }),
    ];
    const rows = summarizeClass(pupils, attempts, "en");
    const row = (nickname: string) => rows.find((pupil) => pupil.nickname === nickname)!;
    expect(row("Aina")).toMatchObject({
      depthResults: 2,
      depthMeanMm: (50 * 30 + 58 * 90) / 120,
      depthInBand: 75,
    });
    expect(row("Bru")).toMatchObject({ depthResults: 0, depthMeanMm: null, depthInBand: null });
  });

  it("rounds as the table shows it: a tenth of a millimetre and of a percent", () => {
    const games = [untimedGame({ pupilId: 1, compressions: 30, depthMeanMm: 52.349, depthInBand: 66.666 })];
    expect(summarizeClass(pupils, games, "en")[0]).toMatchObject({ depthMeanMm: 52.3, depthInBand: 66.7 });
  });
});
