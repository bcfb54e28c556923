import type { CprQuality } from "./cpr-quality";
import type { DepthQuality } from "../depth/depth-quality";
import { guidelineRate } from "./rules";

// A graded overall score from the timing measures (cpr-quality.ts), with partial credit by
// closeness to each target, as the manikin tools grade, rather than hit-or-miss alone. The formula
// and its reasons: docs/decisions/0016-cpr-quality-from-timing.md. Every credit is continuous and
// never rises as its measure gets worse, so that no press moved by a few milliseconds changes the
// score by much, and the two that decide whether there was CPR at all multiply the rest.

export type Measure = "rate" | "fraction" | "steadiness" | "pace";

/** The rhythm's share of the points left after the hands-on time and the rate: its steadiness and its pace. */
export const weights: Readonly<Record<"base" | "steadiness" | "pace", number>> = {
  base: 0.5,
  steadiness: 0.25,
  pace: 0.25,
};

/** Piecewise linear through (x, y) points sorted by x, held level beyond the first and the last; 0 for no number. */
function through(x: number, points: readonly (readonly [number, number])[]): number {
  if (!Number.isFinite(x)) return 0;
  if (x <= points[0]![0]) return points[0]![1];
  for (let index = 1; index < points.length; index++) {
    const [x0, y0] = points[index - 1]!;
    const [x1, y1] = points[index]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points.at(-1)![1];
}

/** Slowing (or hurrying) from the first quarter to the last: 20 % either way is no credit. */
function paceCloseness(rateChange: number): number {
  return through(Math.abs(rateChange), [
    [0, 1],
    [20, 0],
  ]);
}

/** How far both ends of the round had compressions, 0–1; 0 for no number. */
function covered(endsCovered: number): number {
  return through(endsCovered, [
    [0, 0],
    [1, 1],
  ]);
}

/** Each measure's credit, 0–1. */
export function credits(quality: CprQuality): Record<Measure, number> {
  const { compressionFraction, longestPauseMs, rateCredit, rateSpread, rateChange, endsCovered } = quality;
  // At least 60 % is the guidelines' floor, above 80 % their aim; a round at a quarter keeps a quarter.
  const fraction = through(compressionFraction, [
    [0, 0],
    [60, 0.75],
    [80, 0.95],
    [100, 1],
  ]);
  // Pauses under 10 s, the guidelines say: a short one costs little, one past 10 s much more.
  const pause = through(longestPauseMs, [
    [2_000, 1],
    [10_000, 0.75],
    [20_000, 0.4],
  ]);
  // Touch input varies by 2–3 % from one press to the next with a steady hand (a 100 ms clock alone
  // makes some 17 %); at 35 %, as in presses of 450 and 650 ms by turns, the rhythm is lost.
  const steadiness = through(rateSpread, [
    [3, 1],
    [15, 0.6],
    [35, 0],
  ]);
  // Known only as far as both ends of the round had compressions; not known, no credit.
  const pace = rateChange === null ? 0 : paceCloseness(rateChange) * covered(endsCovered);
  return {
    rate: through(rateCredit, [
      [0, 0],
      [100, 1],
    ]),
    fraction: fraction * pause,
    steadiness,
    pace,
  };
}

/** The overall score from the credits, 0–100, unrounded. */
function points(credit: Record<Measure, number>): number {
  const rhythm = weights.base + weights.steadiness * credit.steadiness + weights.pace * credit.pace;
  return 100 * credit.fraction * credit.rate * rhythm;
}

/**
 * The depth's share of the score when the phone measured it: a factor, as the hands-on time and
 * the rate are, since compressions too shallow move little blood however well they are timed (its
 * credit, depth-quality.ts, is each compression's closeness to 5–6 cm). Not measured, it is 1: a
 * game of taps grades on its timing alone, as it always has.
 */
function depthFactor(depth: DepthQuality | null | undefined): number {
  if (!depth) return 1;
  return through(depth.credit, [
    [0, 0],
    [1, 1],
  ]);
}

/**
 * The overall score, 0–100: hands-on time times rate times the rhythm's steadiness and pace; with
 * the depth measured (a game of the phone's motion), times the depth's credit too.
 */
export function cprGrade(quality: CprQuality, depth?: DepthQuality | null): number {
  return Math.round(points(credits(quality)) * depthFactor(depth));
}

/**
 * The points each measure's fault cost, costliest first, those that cost at least `least` points;
 * `factor`, the depth's, scales every measure's points as it scales the grade.
 */
function faults(quality: CprQuality, least = 1, factor = 1): { measure: Measure; lost: number }[] {
  const credit = credits(quality);
  const now = points(credit) * factor;
  // A change of rate that is not known is no fault of the pace: the hands were off at an end.
  const best: Record<Measure, number> = {
    rate: 1,
    fraction: 1,
    steadiness: 1,
    pace: quality.rateChange === null ? credit.pace : covered(quality.endsCovered),
  };
  return (Object.keys(credit) as Measure[])
    .map((measure) => ({
      measure,
      lost: points({ ...credit, [measure]: Math.min(1, best[measure]) }) * factor - now,
    }))
    .filter(({ lost }) => lost >= least)
    .sort((a, b) => b.lost - a.lost);
}

/** What a pupil should work on first: the measures whose fault cost the most points, worst first (at most two). */
export function toImprove(quality: CprQuality): Measure[] {
  return faults(quality)
    .slice(0, 2)
    .map(({ measure }) => measure);
}

/** The advice for a measure to improve, with its direction where it has one. */
export type Advice = "rateSlow" | "rateFast" | "window" | "fraction" | "steadiness" | "paceSlowing" | "paceHurrying";

/** The advice for one measure's fault. */
function adviceOn(measure: Measure, quality: CprQuality): Advice {
  if (measure === "rate") {
    if (quality.meanRateBpm < guidelineRate.min) return "rateSlow";
    if (quality.meanRateBpm > guidelineRate.max) return "rateFast";
    // Every compression in the window: the rate lost its points at the pauses' beats.
    return quality.shareInWindow >= 100 ? "fraction" : "window";
  }
  if (measure === "pace") return (quality.rateChange ?? 0) < 0 ? "paceSlowing" : "paceHurrying";
  return measure;
}

/** The advice on a measured depth: deeper, or less deep, whichever more compressions missed by. */
export type DepthAdvice = "depthShallow" | "depthDeep";

/** The depth's fault: the points it cost, and which way it missed. */
function depthFault(quality: CprQuality, depth: DepthQuality): { advice: DepthAdvice; lost: number } {
  const timing = points(credits(quality));
  return {
    advice: depth.shareTooDeep > depth.shareTooShallow ? "depthDeep" : "depthShallow",
    lost: timing - timing * depthFactor(depth),
  };
}

/**
 * What to say to the pupil first: the two costliest faults (at least a point each), worst first;
 * with the depth measured, its fault is weighed beside the timing's. Without it, in the order of
 * `toImprove`.
 */
export function adviceFor(quality: CprQuality, depth?: DepthQuality | null): (Advice | DepthAdvice)[] {
  const factor = depthFactor(depth);
  const timing = faults(quality, 1, factor).map(({ measure, lost }) => ({ advice: adviceOn(measure, quality), lost }));
  const fromDepth = depth ? [depthFault(quality, depth)].filter(({ lost }) => lost >= 1) : [];
  const advice = [...timing, ...fromDepth]
    .sort((a, b) => b.lost - a.lost)
    .slice(0, 2)
    .map(({ advice: kind }) => kind);
  return advice.filter((kind, index) => advice.indexOf(kind) === index);
}

/**
 * A game in one word for the teacher's table, which answers "who needs help?": good, or its
 * costliest fault. From the same credits as the grade, so that a verdict never contradicts it.
 */
export const verdicts = [
  "good",
  "tooSlow",
  "tooFast",
  "pauses",
  "uneven",
  "slowing",
  "hurrying",
  "tooShallow",
  "tooDeep",
] as const;
export type Verdict = (typeof verdicts)[number];

/** A verdict as stored, or null for what is none (stored before verdicts, or not one of them). */
export function storedVerdict(value: unknown): Verdict | null {
  return verdicts.find((verdict) => verdict === value) ?? null;
}

/** A game graded this high or higher is "good"; below, its verdict is the fault that cost it most. */
export const GOOD_GRADE = 80;

const verdictOfAdvice: Record<Advice, Verdict> = {
  rateSlow: "tooSlow",
  rateFast: "tooFast",
  // Compressions off 100–120 by turns, though their mean is in it: the rhythm is uneven.
  window: "uneven",
  fraction: "pauses",
  steadiness: "uneven",
  paceSlowing: "slowing",
  paceHurrying: "hurrying",
};

/**
 * The game's verdict: good from GOOD_GRADE on, else the costliest fault (so a verdict never
 * contradicts the grade); with the depth measured, its fault is weighed beside the timing's.
 */
export function verdictOf(quality: CprQuality, depth?: DepthQuality | null): Verdict {
  if (cprGrade(quality, depth) >= GOOD_GRADE) return "good";
  // Below GOOD_GRADE some measure fell short; faults of under a point are counted too, just in case.
  const [worst] = faults(quality, 0, depthFactor(depth));
  const fromDepth = depth ? depthFault(quality, depth) : null;
  if (fromDepth && fromDepth.lost > (worst?.lost ?? 0)) {
    return fromDepth.advice === "depthDeep" ? "tooDeep" : "tooShallow";
  }
  return worst ? verdictOfAdvice[adviceOn(worst.measure, quality)] : "good";
}
