import { guidelineRate, isInGuidelineWindow } from "./rules";

// What a phone can honestly measure of chest compressions: their timing. Depth and recoil need a
// manikin; everything here comes from when the presses were made. Pure, for the game, the
// server's check of a save and the tests alike. Every figure moves smoothly with the presses, with
// no threshold where a few milliseconds change it by much, and a pause is measured as a pause
// only (the fraction and the longest pause), never as a slow beat of the rate or of the pace:
// docs/decisions/0016-cpr-quality-from-timing.md

/** One beat at 100 a minute: the part of a gap beyond it is hands off the chest. */
export const BEAT_MS = 600;
/** An interval up to this long is a compression in full for the mean rate and the share in 100–120. */
const COMPRESSION_UP_TO_MS = 1_000;
/** The slowest interval that is a beat of the rate in full (80 a minute)… */
export const SLOWEST_BEAT_MS = 750;
/** …and the shortest that is none (48 a minute), but part of a pause (slowBeat). */
export const NO_BEAT_FROM_MS = 1_250;
/** An interval this long or longer is a pause, no compression at all: the mean rate leaves it out. */
export const HANDS_OFF_AFTER_MS = 2_000;
/**
 * A pupil who started late (the server knows it from their entry) had no 3-2-1 to set their hands:
 * up to this long before their first press is part of the late start, not a pause.
 */
export const LATE_LEAD_MS = 3_000;
/** The rate credit reads each beat's rate as a mean over this many beats on either side of it, weighted by a triangle. */
const ROLLING_HALF_WIDTH = 4;

/** When a game's presses came, relative to its start, and when it ended. */
export interface PressTiming {
  /** Time from the game's start to each press, in order (ms). */
  pressesAt: readonly number[];
  /** Time from the start to the end of the game or round (ms). */
  durationMs: number;
  /** How late the pupil's own start was after the round's, by the server's clock (ms); 0 or none when on time. */
  lateStartMs?: number;
}

export interface CprQuality {
  /** Share of the time with compressions, 0–100: the time less the part of each gap beyond one beat at 100 a minute. */
  compressionFraction: number;
  /** Mean rate of the compressions, a minute (pauses left out). */
  meanRateBpm: number;
  /** Variation from one beat to the next: the mean size of their successive differences over the mean beat, pauses left out, in percent (0 is a metronome). */
  rateSpread: number;
  /**
   * Beat to beat in milliseconds: the root mean square of the successive differences of the
   * intervals, pauses left out and nothing capped (a finger's is seldom under 10 ms; a script's is).
   */
  beatToBeatMs: number;
  /** Share of the intervals whose rate lies in 100–120, 0–100. */
  shareInWindow: number;
  /** The longest time without a press, the start and the end included (ms). */
  longestPauseMs: number;
  /** Change of the compressions' rate from the start of the round to its end, in percent (negative: slowing); null when not known. */
  rateChange: number | null;
  /** How far both ends of the round had compressions, 0–1: the change of rate counts only as far as they had. */
  endsCovered: number;
  /**
   * Share of the beats whose rate, read as the mean of a few intervals around each, lies in
   * 100–120, each credited by its distance from it, 0–100; a pause is a beat with no credit.
   */
  rateCredit: number;
  /** Share of the hands-off time spent in pauses (gaps of no compression), 0–1; the rest went in slow beats. */
  handsOffInPauses: number;
  /** How late the pupil started, by the server's clock (ms): a mark of its own, not a pause. */
  lateStartMs: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** How much an interval counts as a compression: 1 up to a second, falling to 0 at two. */
export function compressionWeight(intervalMs: number): number {
  if (!(intervalMs > 0)) return 0;
  return clamp01((HANDS_OFF_AFTER_MS - intervalMs) / (HANDS_OFF_AFTER_MS - COMPRESSION_UP_TO_MS));
}

/** How much a gap is a pause, 0–1: none up to a second, in full from two (1 less compressionWeight, a gap of 0 included). */
function pausePart(gapMs: number): number {
  return clamp01((gapMs - COMPRESSION_UP_TO_MS) / (HANDS_OFF_AFTER_MS - COMPRESSION_UP_TO_MS));
}

/**
 * How much an interval is a beat of the rate: 1 up to SLOWEST_BEAT_MS (80 a minute), falling to 0
 * at NO_BEAT_FROM_MS (48 a minute), which earns nothing and is part of a pause: a longer gap moves
 * the rate of no compression around it.
 */
function slowBeat(intervalMs: number): number {
  if (!(intervalMs > 0)) return 0;
  return clamp01((NO_BEAT_FROM_MS - intervalMs) / (NO_BEAT_FROM_MS - SLOWEST_BEAT_MS));
}

/**
 * No credit this far (a minute) from 100–120: 60 or 160 a minute is not the guidelines' rate. Not
 * steeper: a press moved by 100 ms in a round of 30 s moves the mean rate of its neighbors by
 * several a minute, which must not move the grade by more than two points; a mean rate out of
 * 100–120 is never "good" whatever the grade (cpr-grade.ts verdictOf).
 */
const RATE_SLACK_BPM = 40;

/** How close a rate is to 100–120: 1 inside, falling linearly to 0 at RATE_SLACK_BPM outside. */
export function rateCloseness(bpm: number): number {
  if (!Number.isFinite(bpm)) return 0;
  const outside = Math.max(0, guidelineRate.min - bpm, bpm - guidelineRate.max);
  return clamp01(1 - outside / RATE_SLACK_BPM);
}

/**
 * Each interval's rolling mean: the mean of the beats around it, weighted by a triangle over the
 * count of beats, each weighing as far as it is one (slowBeat). So one press moved changes it by a
 * little, one tap off the beat counts in it once, smoothed, rather than as a fault of its own, and
 * a pause, which is no beat, moves none of them: the beats on either side of it are neighbors.
 */
function rollingMeans(beats: readonly number[], weights: readonly number[]): number[] {
  const positions: number[] = [];
  let seen = 0;
  for (const weight of weights) {
    positions.push(seen + weight / 2);
    seen += weight;
  }
  const reach = ROLLING_HALF_WIDTH + 1;
  return beats.map((_, index) => {
    let weighted = 0;
    let total = 0;
    const add = (other: number) => {
      const weight = Math.max(0, reach - Math.abs(positions[other]! - positions[index]!)) * weights[other]!;
      weighted += weight * beats[other]!;
      total += weight;
    };
    add(index);
    for (let other = index - 1; other >= 0 && positions[index]! - positions[other]! < reach; other--) add(other);
    for (let other = index + 1; other < beats.length && positions[other]! - positions[index]! < reach; other++)
      add(other);
    return total > 0 ? weighted / total : Number.NaN;
  });
}

/**
 * The change of rate from the start to the end, on the compressions alone: each compression
 * weighs in the start's rate by how early it came among the compressions (1 at the first, 0 from
 * the middle on) and in the end's by how late, so that no boundary moves a compression from one to
 * the other, and a pause, which is no compression, weighs in neither wherever it falls.
 */
function paceChange(intervals: readonly number[], weights: readonly number[]): number | null {
  const total = sum(weights);
  if (!(total > 0)) return null;
  let seen = 0;
  const start = { beats: 0, time: 0 };
  const end = { beats: 0, time: 0 };
  intervals.forEach((interval, index) => {
    const weight = weights[index]!;
    const position = (seen + weight / 2) / total;
    seen += weight;
    const beat = Math.min(interval, SLOWEST_BEAT_MS);
    const early = weight * Math.max(0, 1 - 2 * position);
    const late = weight * Math.max(0, 2 * position - 1);
    start.beats += early;
    start.time += early * beat;
    end.beats += late;
    end.time += late * beat;
  });
  if (!(start.time > 0 && end.time > 0)) return null;
  const first = start.beats / start.time;
  const last = end.beats / end.time;
  return ((last - first) / first) * 100;
}

/**
 * The quality of a game's compressions from their times, or null when there is nothing to judge:
 * no interval that counts as a compression, or a time that is not a finite number. A pupil who
 * started late is measured on their own time, and the hands-off part of the wait before their
 * first press, up to LATE_LEAD_MS, is the late start's, not a pause.
 */
export function cprQuality(timing: PressTiming): CprQuality | null {
  const late = Math.max(0, timing.lateStartMs ?? 0);
  if (!Number.isFinite(late) || !timing.pressesAt.every(Number.isFinite)) return null;
  // The hands-off part of the wait before the first press (beyond a beat), as far as the late start explains it.
  const lead = timing.pressesAt.length ? Math.max(0, Math.min(timing.pressesAt[0]! - BEAT_MS, late, LATE_LEAD_MS)) : 0;
  const pressesAt = timing.pressesAt.map((at) => at - lead);
  const durationMs = timing.durationMs - lead;
  if (!Number.isFinite(durationMs) || durationMs <= 0) return null;
  const intervals = pressesAt.slice(1).map((at, index) => at - pressesAt[index]!);
  const weights = intervals.map(compressionWeight);
  const totalWeight = sum(weights);
  if (totalWeight === 0) return null;
  const total = Math.max(durationMs, pressesAt.at(-1)!);
  const start = pressesAt[0]!;
  const end = total - pressesAt.at(-1)!;
  const gaps = [start, ...intervals, end];
  const onChest = sum(gaps.map((gap) => Math.min(Math.max(gap, 0), BEAT_MS)));
  // Hands off: the part of each gap beyond a beat, in a pause as far as the gap is no compression
  // (the ends always), else in a slow beat: the advice says "do not stop" only for the first.
  const offOf = (gap: number) => Math.max(0, gap - BEAT_MS);
  const handsOff = sum(gaps.map(offOf));
  const inPauses = offOf(start) + offOf(end) + sum(intervals.map((interval, i) => offOf(interval) * (1 - weights[i]!)));

  const meanInterval = sum(intervals.map((interval, index) => interval * weights[index]!)) / totalWeight;
  // Beat to beat, each interval's time on the chest (at most one beat at 100 a minute, as in the
  // fraction), between two beats (slowBeat), each pair weighing as far as both are: a drift is no
  // fault, an uneven hand is, and a pause is the fraction's alone, wherever it falls.
  const rated = intervals.map(slowBeat);
  const onTimes = intervals.map((interval) => Math.min(Math.max(interval, 0), BEAT_MS));
  const beatWeight = sum(rated);
  const meanOnTime =
    beatWeight > 0 ? sum(onTimes.map((onTime, i) => onTime * rated[i]!)) / beatWeight : sum(onTimes) / onTimes.length;
  const pairWeights = onTimes.slice(1).map((_, index) => rated[index]! * rated[index + 1]!);
  const pairWeight = sum(pairWeights);
  // The mean of the differences' sizes, not their root mean square: one press moved changes it by
  // a little whatever the rest, and a hand that alternates long and short weighs more in it than a
  // finger's scattered jitter of the same size.
  const successiveDifference =
    pairWeight > 0
      ? sum(onTimes.slice(1).map((onTime, index) => pairWeights[index]! * Math.abs(onTime - onTimes[index]!))) /
        pairWeight
      : 0;
  // The same on the intervals as they were, between two that both count as compressions: a slow
  // hand's variation is kept, and a pause neither hides nor adds any.
  const pairs = intervals
    .slice(1)
    .flatMap((interval, index) =>
      interval < HANDS_OFF_AFTER_MS && intervals[index]! < HANDS_OFF_AFTER_MS
        ? [(interval - intervals[index]!) ** 2]
        : [],
    );
  const beatToBeatMs = pairs.length ? Math.sqrt(sum(pairs) / pairs.length) : 0;

  // Each beat's credit is its rolling mean's closeness to 100–120, as far as it is a beat of the
  // rate (slowBeat: a gap of 1.25 s or more is none): a pause is a beat that earns nothing, the
  // same wherever it falls, at either end of the round too (as far as the wait there is no beat),
  // so that a pause that reaches the end earns no more.
  const rolling = rollingMeans(intervals, rated);
  const credited = rolling.map((mean, i) => (rated[i]! > 0 ? rated[i]! * rateCloseness(60_000 / mean) : 0));
  const beats = intervals.length + pausePart(start) + pausePart(end);
  const rateCredit = sum(credited) / beats;

  // Hands off at an end longer than an eighth of the compressions' time starts to hide that end's rate; three eighths hide it.
  const offAtEnds = Math.max(start - BEAT_MS, end - BEAT_MS, 0);
  const endsCovered = clamp01(1.5 - (4 * offAtEnds) / onChest);
  const change = endsCovered > 0 ? paceChange(intervals, rated) : null;

  return {
    compressionFraction: Math.min(100, Math.max(0, (onChest / total) * 100)),
    meanRateBpm: 60_000 / meanInterval,
    rateSpread: meanOnTime > 0 ? (successiveDifference / meanOnTime) * 100 : 0,
    beatToBeatMs,
    shareInWindow:
      (sum(intervals.map((interval, i) => (isInGuidelineWindow(interval) ? weights[i]! : 0))) / totalWeight) * 100,
    longestPauseMs: Math.max(...gaps),
    rateChange: change,
    endsCovered: change === null ? 0 : endsCovered,
    rateCredit: Math.min(100, Math.max(0, rateCredit * 100)),
    handsOffInPauses: handsOff > 0 ? inPauses / handsOff : 1,
    lateStartMs: late,
  };
}

/** Whether a mean rate lies in the guidelines' window. */
export function isGuidelineRate(bpm: number): boolean {
  return bpm >= guidelineRate.min && bpm <= guidelineRate.max;
}
