import { guidelineRate, isInGuidelineWindow } from "./rules";

// What a phone can honestly measure of chest compressions: their timing. Depth and recoil need a
// manikin; everything here comes from when the presses were made. Pure, for the game, the
// server's check of a save and the tests alike. docs/decisions/0016-cpr-quality-from-timing.md

/** A gap between presses longer than this is hands off the chest (the guidelines' pause). */
export const HANDS_OFF_AFTER_MS = 2_000;

/** When a game's presses came, relative to its start, and when it ended. */
export interface PressTiming {
  /** Time from the game's start to each press, in order (ms). */
  pressesAt: readonly number[];
  /** Time from the start to the end of the game or round (ms). */
  durationMs: number;
}

export interface CprQuality {
  /** Share of the time with compressions, 0–100: the time not lost to gaps over two seconds. */
  compressionFraction: number;
  /** Mean rate of the compressions, a minute (pauses left out). */
  meanRateBpm: number;
  /** Spread of the intervals: their standard deviation over their mean, in percent (0 is a metronome). */
  rateSpread: number;
  /** Share of the intervals whose rate lies in 100–120, 0–100. */
  shareInWindow: number;
  /** The longest time without a press, the start and the end included (ms). */
  longestPauseMs: number;
  /** Change of the rate from the first quarter of the time to the last, in percent (negative: slowing). */
  rateChange: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Every gap without a press: from the start to the first, between presses, from the last to the end. */
function gaps({ pressesAt, durationMs }: PressTiming): number[] {
  const marks = [0, ...pressesAt, Math.max(durationMs, pressesAt.at(-1) ?? 0)];
  return marks.slice(1).map((at, index) => at - marks[index]!);
}

/** The rate of the intervals that end within [from, to), or null when none does. */
function rateBetween(pressesAt: readonly number[], from: number, to: number): number | null {
  const intervals: number[] = [];
  for (let index = 1; index < pressesAt.length; index++) {
    const interval = pressesAt[index]! - pressesAt[index - 1]!;
    if (pressesAt[index]! >= from && pressesAt[index]! < to && interval > 0 && interval <= HANDS_OFF_AFTER_MS)
      intervals.push(interval);
  }
  return intervals.length ? 60_000 / mean(intervals) : null;
}

/**
 * The quality of a game's compressions from their times, or null with fewer than two presses
 * (no interval to judge). Intervals longer than two seconds are pauses: they lower the
 * compression fraction and leave the rate, its spread and its window alone.
 */
export function cprQuality(timing: PressTiming): CprQuality | null {
  const { pressesAt, durationMs } = timing;
  const intervals = pressesAt.slice(1).map((at, index) => at - pressesAt[index]!);
  const compressing = intervals.filter((interval) => interval > 0 && interval <= HANDS_OFF_AFTER_MS);
  if (compressing.length === 0 || durationMs <= 0) return null;
  const allGaps = gaps(timing);
  const handsOff = allGaps.filter((gap) => gap > HANDS_OFF_AFTER_MS).reduce((sum, gap) => sum + gap, 0);
  const total = Math.max(durationMs, pressesAt.at(-1) ?? 0);
  const meanInterval = mean(compressing);
  const spread = Math.sqrt(mean(compressing.map((interval) => (interval - meanInterval) ** 2)));
  const quarter = total / 4;
  const first = rateBetween(pressesAt, 0, quarter);
  const last = rateBetween(pressesAt, total - quarter, total + 1);
  return {
    compressionFraction: Math.max(0, ((total - handsOff) / total) * 100),
    meanRateBpm: 60_000 / meanInterval,
    rateSpread: (spread / meanInterval) * 100,
    shareInWindow: (compressing.filter(isInGuidelineWindow).length / compressing.length) * 100,
    longestPauseMs: Math.max(...allGaps),
    rateChange: first && last ? ((last - first) / first) * 100 : 0,
  };
}

/** Whether a mean rate lies in the guidelines' window. */
export function isGuidelineRate(bpm: number): boolean {
  return bpm >= guidelineRate.min && bpm <= guidelineRate.max;
}
