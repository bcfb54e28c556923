import { cprQuality } from "./cpr-quality";

// Presses too even to come from a finger: a metronome's clicks, or a script's timer with a jitter
// it draws. Pure, so that the page, the server and the tests judge alike.
//
// A person keeps time with a clock in the brain that wanders, and a hand that carries it out late
// by a little more or less each time (the timekeeper's and the muscles' noise). Beat to beat the
// intervals vary by 2–4 % (11–22 ms at 110 a minute), and over beats the tempo drifts; following a
// metronome, the tempo is held, and what wanders is the hand's lead on the click, by 10–30 ms from
// press to press. Touch input adds a few milliseconds more. So neither the intervals nor the
// presses' places on a steady beat stay within a few milliseconds for a whole game.
//
// A script has a fixed interval and adds a jitter it draws afresh each press, from a bounded range
// and with no memory: either to each interval (the intervals stay within it, the presses then
// wander as a random walk), or to each press around a fixed beat (the presses stay within it, each
// interval the difference of two). Whichever it does, one of two spreads stays as small as its
// jitter: a uniform jitter of ±12 ms has a standard deviation of 12/√3 = 6.9 ms. Beat to beat
// alone (the root mean square of the successive differences of the intervals) missed it: the
// differences of independent draws are larger than the draws, 9.8 ms for the first kind and 17 ms
// for the second, above the 6 ms it asked for, while the drift a finger has and a script lacks
// does not show beat to beat at all.
//
// The spread of a game is therefore the smaller of the two standard deviations: the intervals'
// around their mean, and the presses' around the straight line of a steady beat through them.
// Measured over 1,000 simulated games each (human-presses.testing.ts): a finger alone (a drifting
// timekeeper, 2–4 % from beat to beat, a hand late by 3–8 ms more or less, stamped to 1 ms or to
// a touch screen's 120 or 60 Hz) spreads 9.5 ms at the least in 30 presses, 11.8 in 60, 13.2 in
// 120; scripts of ±12 ms spread 8.7 ms at the most. Under 9 ms, then, presses are too even. A
// hand that follows the metronome closely (its lead on the click varying by 10–20 ms) is the
// nearest a person comes: 5 of 1,000 such games of 30 presses are marked, 1 of 60 presses, none
// of 120. A script of ±20 ms spreads 9–14 ms, as a steady hand does: how much it spreads cannot
// tell it apart, and only 3 % of its games of 30 presses are caught, none longer.
//
// A pause or a missed beat is no part of the rhythm: an interval far from the game's typical one
// (a stray) is left out of the intervals' spread and counts as one typical interval on the beat's
// clock, so that neither a pause nor one odd press can hide an even hand, or make one.

/** Beat to beat under this (ms): a metronome or a timer with no jitter at all (decision 0016). */
export const TOO_REGULAR_BEAT_MS = 6;
/** The spread (ms, the smaller of the intervals' and the beat's) under which presses are too even for a finger. */
export const TOO_EVEN_SPREAD_MS = 9;
/** Below this many presses a run is too short to say. */
export const TOO_REGULAR_FROM_PRESSES = 20;
/** An interval this far from the typical one at least (ms) is a stray: a pause, a missed or a doubled beat. */
const STRAY_FROM_MS = 40;
/** Or this many of the intervals' typical deviations (scaled to a normal's standard deviation), if more. */
const STRAY_DEVIATIONS = 4;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function standardDeviation(values: readonly number[]): number {
  const mean = sum(values) / values.length;
  return Math.sqrt(sum(values.map((value) => (value - mean) ** 2)) / (values.length - 1));
}

/** The standard deviation of points around their least-squares line over their index. */
function spreadAroundLine(points: readonly number[]): number {
  const middle = (points.length - 1) / 2;
  const mean = sum(points) / points.length;
  const slope =
    sum(points.map((point, index) => (index - middle) * (point - mean))) /
    sum(points.map((_, index) => (index - middle) ** 2));
  return standardDeviation(points.map((point, index) => point - mean - slope * (index - middle)));
}

/**
 * How evenly presses keep time (ms): the smaller of the intervals' standard deviation and the
 * presses' around a steady beat, strays left out; null without three steady intervals.
 */
export function pressSpread(pressesAt: readonly number[]): number | null {
  const intervals = pressesAt.slice(1).map((at, index) => at - pressesAt[index]!);
  if (intervals.length < 3) return null;
  const typical = median(intervals);
  const deviation = median(intervals.map((interval) => Math.abs(interval - typical))) * 1.4826;
  const strayFrom = Math.max(STRAY_FROM_MS, STRAY_DEVIATIONS * deviation);
  const steady = (interval: number) => Math.abs(interval - typical) <= strayFrom;
  const kept = intervals.filter(steady);
  if (kept.length < 3) return null;
  const clock = [0];
  for (const interval of intervals) clock.push(clock.at(-1)! + (steady(interval) ? interval : typical));
  return Math.min(standardDeviation(kept), spreadAroundLine(clock));
}

/** Whether presses are too even for a finger: beat to beat under 6 ms, or a spread under 9 ms. */
export function pressesTooRegular(pressesAt: readonly number[]): boolean {
  if (pressesAt.length < TOO_REGULAR_FROM_PRESSES) return false;
  const quality = cprQuality({ pressesAt, durationMs: Math.max(1, pressesAt.at(-1)!) });
  const spread = pressSpread(pressesAt);
  return (
    (quality !== null && quality.beatToBeatMs < TOO_REGULAR_BEAT_MS) || (spread !== null && spread < TOO_EVEN_SPREAD_MS)
  );
}

/**
 * Whether a game's depths are too even for a phone on a chest: every one the same to the tenth of a
 * millimetre. The estimate of a real compression changes from one to the next (the
 * hands, the cushion, the fit of each window); a page that sends one figure for every press
 * measured nothing.
 */
export function depthsTooRegular(depthsMm: readonly number[] | undefined): boolean {
  if (!depthsMm || depthsMm.length < TOO_REGULAR_FROM_PRESSES) return false;
  const tenth = (depth: number) => Math.round(depth * 10);
  return depthsMm.every((depth) => tenth(depth) === tenth(depthsMm[0]!));
}
