import type { CprQuality } from "./cpr-quality";
import { guidelineRate } from "./rules";

// A graded overall score from the timing measures (cpr-quality.ts), with partial credit by
// closeness to each target, as the manikin tools grade, rather than hit-or-miss alone. The formula
// and its reasons: docs/decisions/0016-cpr-quality-from-timing.md. Each credit is 1 at the target
// and falls linearly (piecewise) to 0, strictly, so that every fault costs something.

export type Measure = "rate" | "window" | "fraction" | "steadiness" | "pace";

/** How much of the 100 points each measure carries. */
export const weights: Readonly<Record<Measure, number>> = {
  rate: 30,
  window: 20,
  fraction: 25,
  steadiness: 15,
  pace: 10,
};

/** Piecewise linear through (x, y) points sorted by x, held level beyond the first and the last. */
function through(x: number, points: readonly (readonly [number, number])[]): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let index = 1; index < points.length; index++) {
    const [x0, y0] = points[index - 1]!;
    const [x1, y1] = points[index]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points.at(-1)![1];
}

/** Full credit inside 100–120 a minute, none 30 a minute outside it. */
const RATE_SLACK = 30;

/** Each measure's credit, 0–1. */
export function credits(quality: CprQuality): Record<Measure, number> {
  const { meanRateBpm, shareInWindow, compressionFraction, rateSpread, rateChange } = quality;
  const outside = Math.max(0, guidelineRate.min - meanRateBpm, meanRateBpm - guidelineRate.max);
  return {
    rate: Math.max(0, 1 - outside / RATE_SLACK),
    window: shareInWindow / 100,
    // At least 60 % is the guidelines' floor, above 80 % their aim: 0.9 at 80 %, 0.6 at 60 %, 0 at 20 %.
    fraction: through(compressionFraction, [
      [20, 0],
      [60, 0.6],
      [80, 0.9],
      [100, 1],
    ]),
    // A trained rescuer's intervals spread by some 5 %; at 25 % the rhythm is lost.
    steadiness: through(rateSpread, [
      [0, 1],
      [5, 0.9],
      [25, 0],
    ]),
    // Slowing (or hurrying) from the first quarter to the last: 30 % either way is no credit.
    pace: Math.max(0, 1 - Math.abs(rateChange) / 30),
  };
}

/** The overall score, 0–100. */
export function cprGrade(quality: CprQuality): number {
  const credit = credits(quality);
  const points = (Object.keys(weights) as Measure[]).reduce(
    (sum, measure) => sum + weights[measure] * credit[measure],
    0,
  );
  return Math.round(points);
}

/** What a pupil should work on first: the measures that lost the most points, worst first (at most two). */
export function toImprove(quality: CprQuality): Measure[] {
  const credit = credits(quality);
  return (Object.keys(weights) as Measure[])
    .map((measure) => ({ measure, lost: weights[measure] * (1 - credit[measure]) }))
    .filter(({ lost }) => lost >= 1)
    .sort((a, b) => b.lost - a.lost)
    .slice(0, 2)
    .map(({ measure }) => measure);
}

/** The advice for a measure to improve, with its direction where it has one. */
export type Advice = "rateSlow" | "rateFast" | "window" | "fraction" | "steadiness" | "paceSlowing" | "paceHurrying";

/** What to say to the pupil first, in the order of `toImprove`. */
export function adviceFor(quality: CprQuality): Advice[] {
  return toImprove(quality).map((measure) => {
    if (measure === "rate") return quality.meanRateBpm < guidelineRate.min ? "rateSlow" : "rateFast";
    if (measure === "pace") return quality.rateChange < 0 ? "paceSlowing" : "paceHurrying";
    return measure;
  });
}
