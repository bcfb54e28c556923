import { HANDS_OFF_AFTER_MS, isGuidelineRate, type CprQuality } from "./cpr-quality";
import type { DepthQuality } from "../depth/depth-quality";
import { guidelineRate } from "./rules";

// A graded overall score from the timing measures (cpr-quality.ts), with partial credit by
// closeness to each target, as the manikin tools grade, rather than hit-or-miss alone. The formula
// and its reasons: docs/decisions/0016-cpr-quality-from-timing.md. Every credit is continuous and
// never rises as its measure gets worse, so that no press moved by a few milliseconds changes the
// score by much, and the three that decide whether there was CPR at the guidelines' rate at all
// (the hands-on time, the pauses, the rate) multiply the rest. A tap's jitter counts once: in the
// rate credit it is smoothed by a rolling mean, and the steadiness is a small term of its own.

export type Measure = "rate" | "fraction" | "steadiness" | "pace";

/** The rhythm's share of the points left after the hands-on time and the rate: its steadiness and its pace. */
export const weights: Readonly<Record<"base" | "steadiness" | "pace", number>> = {
  base: 0.65,
  steadiness: 0.2,
  pace: 0.15,
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

/** Slowing (or hurrying) from the start to the end: a little costs little, 25 % either way is no credit. */
function paceCloseness(rateChange: number): number {
  return through(Math.abs(rateChange), [
    [0, 1],
    [5, 0.95],
    [25, 0],
  ]);
}

/** How far both ends of the round had compressions, 0–1; 0 for no number. */
function covered(endsCovered: number): number {
  return through(endsCovered, [
    [0, 0],
    [1, 1],
  ]);
}

/** The hands-on time's credit: at least 60 % is the guidelines' floor, above 80 % their aim; a round at a quarter keeps a quarter. */
function fractionCredit(compressionFraction: number): number {
  return through(compressionFraction, [
    [0, 0],
    [60, 0.75],
    [80, 0.95],
    [100, 1],
  ]);
}

/**
 * The longest pause's credit: pauses under 10 s, the guidelines say; a short one costs little, one
 * of 10 s enough that a round with it is not good, a longer one much more.
 */
function pauseCredit(longestPauseMs: number): number {
  return through(longestPauseMs, [
    [2_000, 1],
    [6_000, 0.93],
    [10_000, 0.8],
    [20_000, 0.5],
    [40_000, 0.2],
  ]);
}

/** Each measure's credit, 0–1. */
export function credits(quality: CprQuality): Record<Measure, number> {
  const { compressionFraction, longestPauseMs, rateCredit, rateSpread, rateChange, endsCovered } = quality;
  // Touch input varies by 2–3 % from one press to the next with a steady hand; a pupil tapping to a
  // metronome with 40 ms of jitter makes some 14 %, which costs little (the rate's credit is
  // measured apart, on a rolling mean, so a tap's jitter is counted once, here); at 40 %, as in
  // presses of 400 and 700 ms by turns, the rhythm is lost.
  const steadiness = through(rateSpread, [
    [3, 1],
    [16, 0.9],
    [40, 0],
  ]);
  // Known only as far as both ends of the round had compressions; not known, no credit.
  const pace = rateChange === null ? 0 : paceCloseness(rateChange) * covered(endsCovered);
  return {
    rate: through(rateCredit, [
      [0, 0],
      [100, 1],
    ]),
    fraction: fractionCredit(compressionFraction) * pauseCredit(longestPauseMs),
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
 * credit, depth-quality.ts, agrees with the share at 5–6 cm shown beside it). Not measured, it is
 * 1: a game of taps grades on its timing alone, as it always has.
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
 * `factor`, the depth's, scales every measure's points as it scales the grade. The hands-on time
 * lost in slow beats, not in pauses, is the rate's fault: a pupil who never stopped is not told to
 * keep going, but to go faster.
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
  const lost = Object.fromEntries(
    (Object.keys(credit) as Measure[]).map((measure) => [
      measure,
      points({ ...credit, [measure]: Math.min(1, best[measure]) }) * factor - now,
    ]),
  ) as Record<Measure, number>;
  const paused = quality.longestPauseMs >= HANDS_OFF_AFTER_MS;
  const inPauses = paused && Number.isFinite(quality.handsOffInPauses) ? clamp01(quality.handsOffInPauses) : 0;
  // The fraction's own credit lost in slow beats goes to the rate; the longest pause's stays.
  const fractionAlone = points({ ...credit, fraction: pauseCreditOf(quality) }) * factor - now;
  const inSlowBeats = Math.max(0, fractionAlone) * (1 - inPauses);
  lost.fraction -= inSlowBeats;
  lost.rate += inSlowBeats;
  return (Object.keys(lost) as Measure[])
    .map((measure) => ({ measure, lost: lost[measure] }))
    .filter(({ lost: points }) => points >= least)
    .sort((a, b) => b.lost - a.lost);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The longest pause's credit alone: what the fraction's credit would be with every gap's hands-off time gone but the pause. */
function pauseCreditOf(quality: CprQuality): number {
  return pauseCredit(quality.longestPauseMs);
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
    return quality.shareInWindow >= 100 && quality.longestPauseMs >= HANDS_OFF_AFTER_MS ? "fraction" : "window";
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

/** A game graded this high or higher is "good", if it also keeps the guidelines' rate and pauses (isGoodByGuidelines). */
export const GOOD_GRADE = 80;
/** The guidelines' longest pause: a pause this long or longer is never "good". */
export const LONGEST_GOOD_PAUSE_MS = 10_000;

/** What the guidelines ask of any good round, whatever its grade: a mean rate of 100–120 and no pause of 10 s or more. */
export function isGoodByGuidelines(quality: CprQuality): boolean {
  return isGuidelineRate(quality.meanRateBpm) && quality.longestPauseMs < LONGEST_GOOD_PAUSE_MS;
}

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

/** The guideline a round graded GOOD_GRADE or more missed: its mean rate, else a pause of 10 s or more. */
function guidelineMissed(quality: CprQuality): Verdict {
  if (quality.meanRateBpm < guidelineRate.min) return "tooSlow";
  if (quality.meanRateBpm > guidelineRate.max) return "tooFast";
  return "pauses";
}

/**
 * The game's verdict: good from GOOD_GRADE on when the round keeps the guidelines' rate and pauses
 * (isGoodByGuidelines); a round graded that high that does not is named by the guideline it
 * missed; below GOOD_GRADE, the costliest fault (so a verdict never contradicts the grade), the
 * depth's weighed beside the timing's when it was measured.
 */
export function verdictOf(quality: CprQuality, depth?: DepthQuality | null): Verdict {
  if (cprGrade(quality, depth) >= GOOD_GRADE) return isGoodByGuidelines(quality) ? "good" : guidelineMissed(quality);
  // Below GOOD_GRADE some measure fell short; faults of under a point are counted too, just in case.
  const [worst] = faults(quality, 0, depthFactor(depth));
  const fromDepth = depth ? depthFault(quality, depth) : null;
  if (fromDepth && fromDepth.lost > (worst?.lost ?? 0)) {
    return fromDepth.advice === "depthDeep" ? "tooDeep" : "tooShallow";
  }
  if (worst) return verdictOfAdvice[adviceOn(worst.measure, quality)];
  return isGoodByGuidelines(quality) ? "good" : guidelineMissed(quality);
}
