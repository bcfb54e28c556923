import { guidelineRate, isInGuidelineWindow } from "./rules";

// What a phone can honestly measure of chest compressions: their timing. Depth and recoil need a
// manikin; everything here comes from when the presses were made. Pure, for the game, the
// server's check of a save and the tests alike. Every figure moves smoothly with the presses, with
// no threshold where a few milliseconds change it by much: docs/decisions/0016-cpr-quality-from-timing.md

/** One beat at 100 a minute: the part of a gap beyond it is hands off the chest. */
export const BEAT_MS = 600;
/** An interval up to this long is a compression in full for the mean rate and the share in 100–120. */
const COMPRESSION_UP_TO_MS = 1_000;
/**
 * The change of rate sees a longer interval as a beat at 80 a minute: slow, but no slower however
 * long the pause, which the fraction and the longest pause judge instead.
 */
export const SLOWEST_BEAT_MS = 750;
/** An interval this long or longer is a pause, no compression at all: the rate leaves it out. */
export const HANDS_OFF_AFTER_MS = 2_000;

/** When a game's presses came, relative to its start, and when it ended. */
export interface PressTiming {
  /** Time from the game's start to each press, in order (ms). */
  pressesAt: readonly number[];
  /** Time from the start to the end of the game or round (ms). */
  durationMs: number;
}

export interface CprQuality {
  /** Share of the time with compressions, 0–100: the time less the part of each gap beyond one beat at 100 a minute. */
  compressionFraction: number;
  /** Mean rate of the compressions, a minute (pauses left out). */
  meanRateBpm: number;
  /** Variation from one interval to the next: the root mean square of their successive differences over the mean interval, in percent (0 is a metronome). */
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
  /** Change of the rate from the first quarter of the compressions' time to the last, in percent (negative: slowing); null when not known. */
  rateChange: number | null;
  /** How far both ends of the round had compressions, 0–1: the change of rate counts only as far as they had. */
  endsCovered: number;
  /** Share of the compressions' time spent at a rate in 100–120, each interval credited by its distance from it, 0–100. */
  rateCredit: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** How much an interval counts as a compression: 1 up to a second, falling to 0 at two. */
export function compressionWeight(intervalMs: number): number {
  if (!(intervalMs > 0)) return 0;
  return clamp01((HANDS_OFF_AFTER_MS - intervalMs) / (HANDS_OFF_AFTER_MS - COMPRESSION_UP_TO_MS));
}

/** No credit 30 a minute away from 100–120. */
const RATE_SLACK_BPM = 30;

/** How close an interval's rate is to 100–120: 1 inside, falling linearly with the rate to 0. */
export function intervalRateCredit(intervalMs: number): number {
  if (!(intervalMs > 0)) return 0;
  const bpm = 60_000 / intervalMs;
  const outside = Math.max(0, guidelineRate.min - bpm, bpm - guidelineRate.max);
  return clamp01(1 - outside / RATE_SLACK_BPM);
}

/** The rate of some beats, or null without any. */
function rateOf(beats: readonly number[]): number | null {
  return beats.length && sum(beats) > 0 ? (60_000 * beats.length) / sum(beats) : null;
}

/**
 * The quality of a game's compressions from their times, or null when there is nothing to judge:
 * no interval that counts as a compression, or a time that is not a finite number.
 */
export function cprQuality(timing: PressTiming): CprQuality | null {
  const { pressesAt, durationMs } = timing;
  if (!Number.isFinite(durationMs) || durationMs <= 0 || !pressesAt.every(Number.isFinite)) return null;
  const intervals = pressesAt.slice(1).map((at, index) => at - pressesAt[index]!);
  const weights = intervals.map(compressionWeight);
  const totalWeight = sum(weights);
  if (totalWeight === 0) return null;
  const total = Math.max(durationMs, pressesAt.at(-1)!);
  const start = pressesAt[0]!;
  const end = total - pressesAt.at(-1)!;
  const gaps = [start, ...intervals, end];
  const onChest = sum(gaps.map((gap) => Math.min(Math.max(gap, 0), BEAT_MS)));

  const meanInterval = sum(intervals.map((interval, index) => interval * weights[index]!)) / totalWeight;
  // Beat to beat, each interval's time on the chest (at most one beat at 100 a minute, as in the
  // fraction): a drift is no fault, an uneven hand is, and a pause is the fraction's alone.
  const onTimes = intervals.map((interval) => Math.min(Math.max(interval, 0), BEAT_MS));
  const meanOnTime = sum(onTimes) / onTimes.length;
  const differences = onTimes.slice(1).map((onTime, index) => (onTime - onTimes[index]!) ** 2);
  const rmssd = differences.length ? Math.sqrt(sum(differences) / differences.length) : 0;
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

  // Each interval's time on the chest weighs its rate credit.
  const onTime = sum(onTimes);
  const rateCredit = onTime > 0 ? sum(intervals.map((interval, i) => onTimes[i]! * intervalRateCredit(interval))) : 0;

  // The quarters are of the compressions' own time, so that a longer pause moves neither.
  const clock: number[] = [];
  let elapsed = Math.min(Math.max(start, 0), BEAT_MS);
  for (const onTimeOfInterval of onTimes) clock.push((elapsed += onTimeOfInterval));
  const beats = intervals.map((interval) => Math.min(Math.max(interval, 0), SLOWEST_BEAT_MS));
  const firstQuarter = beats.filter((_, index) => clock[index]! <= onChest / 4);
  const lastQuarter = beats.filter((_, index) => clock[index]! > (onChest * 3) / 4);
  const first = rateOf(firstQuarter);
  const last = rateOf(lastQuarter);
  // Hands off at an end longer than an eighth of the compressions' time starts to hide that end's rate; a quarter hides it.
  const offAtEnds = Math.max(start - BEAT_MS, end - BEAT_MS, 0);
  const endsCovered = first && last ? clamp01(2 - (8 * offAtEnds) / onChest) : 0;

  return {
    compressionFraction: Math.min(100, Math.max(0, (onChest / total) * 100)),
    meanRateBpm: 60_000 / meanInterval,
    rateSpread: meanOnTime > 0 ? (rmssd / meanOnTime) * 100 : 0,
    beatToBeatMs,
    shareInWindow:
      (sum(intervals.map((interval, i) => (isInGuidelineWindow(interval) ? weights[i]! : 0))) / totalWeight) * 100,
    longestPauseMs: Math.max(...gaps),
    rateChange: first && last && endsCovered > 0 ? ((last - first) / first) * 100 : null,
    endsCovered,
    rateCredit: onTime > 0 ? (rateCredit / onTime) * 100 : 0,
  };
}

/** Whether a mean rate lies in the guidelines' window. */
export function isGuidelineRate(bpm: number): boolean {
  return bpm >= guidelineRate.min && bpm <= guidelineRate.max;
}
