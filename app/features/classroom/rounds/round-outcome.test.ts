import { describe, expect, it } from "vitest";
import type { RankedPupil } from "./ranked-pupil";
import { rankingsApart, readRoundOutcome, roundOutcome } from "./round-outcome";

// A round's figures for the whole class, with no name, and its results in two rankings: taps, and
// depth measured by the phone, whose scales differ.

const row = (grade: number, fields: Partial<RankedPupil> = {}): RankedPupil => ({
  nickname: `N${grade}`,
  grade,
  meanRateBpm: 110,
  compressionFraction: 90,
  depthMeanMm: null,
  depthInBand: null,
  lateMs: 0,
  ...fields,
});

describe("a round's outcome", () => {
  it("counts good results, rates at 100–120, fractions of 80 % or more and the depth's share at 5–6 cm", () => {
    const results = [
      row(96, { meanRateBpm: 121 }),
      row(93, { depthMeanMm: 55, depthInBand: 90 }),
      row(80, { compressionFraction: 79 }),
      row(79, { meanRateBpm: 100, depthMeanMm: 45, depthInBand: 15 }),
      row(31, { meanRateBpm: 99, compressionFraction: 40 }),
    ];
    expect(roundOutcome(results)).toEqual({
      results: 5,
      good: 3,
      guidelineRate: 3,
      goodFraction: 3,
      depthResults: 2,
      depthInBand: 53,
    });
    expect(roundOutcome([])).toEqual({
      results: 0,
      good: 0,
      guidelineRate: 0,
      goodFraction: 0,
      depthResults: 0,
      depthInBand: null,
    });
  });

  it("splits the results into taps and depths, each in the order given", () => {
    const taps96 = row(96);
    const depth93 = row(93, { depthMeanMm: 55, depthInBand: 90 });
    const taps67 = row(67);
    expect(rankingsApart([taps96, depth93, taps67])).toEqual({ taps: [taps96, taps67], depth: [depth93] });
  });

  it("is read back from its JSON, and anything else is not taken for it", () => {
    const outcome = roundOutcome([row(90), row(60, { depthMeanMm: 50, depthInBand: 40 })]);
    expect(readRoundOutcome(JSON.parse(JSON.stringify(outcome)))).toEqual(outcome);
    for (const wrong of [
      null,
      "3",
      { ...outcome, good: -1 },
      { ...outcome, results: 1.5 },
      { ...outcome, depthInBand: "40" },
    ]) {
      expect(readRoundOutcome(wrong), JSON.stringify(wrong)).toBeNull();
    }
  });
});
