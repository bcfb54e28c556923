import { describe, expect, it } from "vitest";
import { gameResult, targetIntervalMs } from "./rules";
import { minimumGameMs, scoreProblem, TIMING_SLACK_MS, type ScoreClaim } from "./score-check";
import { MIN_PRESS_GAP_MS } from "./press-filter";

/** The result of an honest game: presses at `intervals` (ms) at `bpm`, as the game computes it. */
function play(intervals: number[], bpm = 110): { claim: ScoreClaim; durationMs: number } {
  const target = targetIntervalMs(bpm);
  const accuracies = intervals.map((interval) => Math.max(0, 100 - (Math.abs(interval - target) / target) * 100));
  const result = gameResult(accuracies, intervals.length + 1);
  if (!result) throw new Error("too short for a score");
  return {
    claim: result,
    durationMs: intervals.reduce((sum, interval) => sum + interval, 0),
  };
}

const steady = play(Array.from({ length: 40 }, () => 545));
const uneven = play(
  Array.from({ length: 59 }, (_, i) => (i % 3 === 0 ? 300 : i % 3 === 1 ? 700 : 520)),
  115,
);
const hurried = play(
  Array.from({ length: 119 }, () => 200),
  120,
);

describe("scoreProblem", () => {
  it.each([
    ["steady", steady],
    ["uneven", uneven],
    ["hurried", hurried],
  ])("accepts an honest %s game saved as soon as it ends", (_, game) => {
    expect(scoreProblem(game.claim, game.durationMs)).toBeNull();
  });

  it("accepts a perfect game of 120 compressions at the fastest rhythm", () => {
    const perfect = play(
      Array.from({ length: 119 }, () => 500),
      120,
    );
    expect(perfect.claim.score).toBe(100);
    expect(scoreProblem(perfect.claim, perfect.durationMs)).toBeNull();
  });

  it("refuses values out of range", () => {
    const claim = steady.claim;
    expect(scoreProblem({ ...claim, compressions: 29 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, compressions: 121 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, compressions: 40.5 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, score: 101 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, accuracy: -1 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, successRate: 100.5 }, 60_000)).toBe("out-of-range");
    expect(scoreProblem({ ...claim, accuracy: Number.NaN }, 60_000)).toBe("out-of-range");
  });

  it("refuses a score that is not the formula applied to the accuracy and hit percentage", () => {
    expect(scoreProblem({ ...steady.claim, score: steady.claim.score - 1 }, 60_000)).toBe("score-mismatch");
    expect(scoreProblem({ score: 100, accuracy: 90, successRate: 100, compressions: 41 }, 60_000)).toBe(
      "score-mismatch",
    );
  });

  it("refuses a hit percentage that no whole number of hits gives", () => {
    // 40 judged presses: hits come in steps of 2.5 %.
    const claim = { accuracy: 80, successRate: 51, compressions: 41, score: Math.round(0.7 * 80 + 0.3 * 51) };
    expect(scoreProblem(claim, 60_000)).toBe("hits-mismatch");
  });

  it("refuses a mean accuracy that the hits and misses cannot add up to", () => {
    // Every press a hit means every accuracy is above 60.
    const allHitsLowAccuracy = { accuracy: 50, successRate: 100, compressions: 41, score: 65 };
    expect(scoreProblem(allHitsLowAccuracy, 60_000)).toBe("accuracy-mismatch");
    // No hit means no accuracy above 60.
    const noHitsHighAccuracy = { accuracy: 90, successRate: 0, compressions: 41, score: 63 };
    expect(scoreProblem(noHitsHighAccuracy, 60_000)).toBe("accuracy-mismatch");
  });

  it("refuses a result saved sooner than its presses could have been made", () => {
    const needed = minimumGameMs(steady.claim);
    expect(needed).toBeLessThanOrEqual(steady.durationMs);
    expect(scoreProblem(steady.claim, needed - TIMING_SLACK_MS)).toBeNull();
    expect(scoreProblem(steady.claim, needed - TIMING_SLACK_MS - 1)).toBe("too-fast");
    expect(scoreProblem(steady.claim, 0)).toBe("too-fast");
  });

  it("refuses a game of any score, 0 included, whose presses came faster than a person presses", () => {
    // No press was accurate: the accuracy bound says nothing, the person's fastest rate does.
    const zero = { accuracy: 0, successRate: 0, compressions: 30, score: 0 };
    const needed = 29 * MIN_PRESS_GAP_MS;
    expect(minimumGameMs(zero)).toBe(needed);
    expect(scoreProblem(zero, 0)).toBe("too-fast");
    expect(scoreProblem(zero, needed - TIMING_SLACK_MS - 1)).toBe("too-fast");
    expect(scoreProblem(zero, needed - TIMING_SLACK_MS)).toBeNull();
    // A full game of 120 needs 11.9 s whatever its score.
    expect(minimumGameMs({ accuracy: 0, successRate: 0, compressions: 120, score: 0 })).toBe(119 * MIN_PRESS_GAP_MS);
  });
});
