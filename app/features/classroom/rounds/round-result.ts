import { cprGrade, verdictOf, type Verdict } from "~/features/compression-game/measures/cpr-grade";
import { cprQuality, type PressTiming } from "~/features/compression-game/measures/cpr-quality";
import { depthQuality } from "~/features/compression-game/depth/depth-quality";
import { depthFigures, type DepthFigures } from "~/features/compression-game/depth/sent-depths";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";
import { depthsTooRegular, pressesTooRegular } from "~/features/compression-game/measures/too-regular";

// A pupil's result of a round, from the presses' times alone: the device shows it the moment the
// round ends, and the server measures the same from the same times when it is saved (it never takes
// a figure from the page). Pure. The measures and the grade: docs/decisions/0016; a game in depth
// mode sends its compressions' depths too, and its grade and verdict include them (0021).

export interface RoundResult extends DepthFigures {
  compressions: number;
  /** Mean rate a minute, pauses left out; 0 without two presses. */
  meanRateBpm: number;
  shareInWindow: number;
  compressionFraction: number;
  rateSpread: number;
  longestPauseMs: number;
  /** Null when an end of the round had no compressions (cpr-quality.ts). */
  rateChange: number | null;
  /** The graded score, 0–100 (cpr-grade.ts). */
  grade: number;
  /** Presses too even to come from a finger: stored with a mark for the teacher, not refused. */
  tooRegular: boolean;
  /** Good, or the fault that cost the grade most, in one word for the teacher's table (cpr-grade.ts). */
  verdict: Verdict;
}

/**
 * The result of a round's presses, and of their depths for a game in depth mode (one a press, in
 * the same order); a round with fewer than two presses had no compressions to speak of.
 */
export function roundResult(timing: PressTiming, depthsMm?: readonly number[]): RoundResult {
  const quality = cprQuality(timing);
  const depth = depthQuality(depthsMm ?? []);
  const figures = depthFigures(depthsMm);
  if (!quality) {
    return {
      ...figures,
      compressions: timing.pressesAt.length,
      meanRateBpm: 0,
      shareInWindow: 0,
      compressionFraction: 0,
      rateSpread: 0,
      longestPauseMs: Math.round(timing.durationMs),
      rateChange: 0,
      grade: 0,
      tooRegular: false,
      // Hands on the chest for less than a beat in all: the time went by in a pause.
      verdict: "pauses",
    };
  }
  return {
    ...figures,
    compressions: timing.pressesAt.length,
    meanRateBpm: quality.meanRateBpm,
    shareInWindow: quality.shareInWindow,
    compressionFraction: quality.compressionFraction,
    rateSpread: quality.rateSpread,
    longestPauseMs: Math.round(quality.longestPauseMs),
    rateChange: quality.rateChange,
    grade: cprGrade(quality, depth),
    // Presses too even for a finger, or depths all one figure: kept with a mark for the teacher (too-regular.ts).
    tooRegular: pressesTooRegular(timing.pressesAt) || depthsTooRegular(depthsMm),
    verdict: verdictOf(quality, depth),
  };
}

/** Slack on a round's length for the devices' clocks and a timer that fires late. */
export const ROUND_LENGTH_SLACK_MS = 1_000;

/**
 * Whether presses' times can be a round's of this length: the round no longer than its length,
 * the presses in order within it, and no closer together than a free game's (two contacts closer
 * are one press, press-filter.ts; a millisecond less for the rounding to whole milliseconds).
 */
export function roundTimingFits({ pressesAt, durationMs }: PressTiming, lengthMs: number): boolean {
  if (!Number.isFinite(durationMs) || durationMs < 0 || durationMs > lengthMs + ROUND_LENGTH_SLACK_MS) return false;
  return pressesAt.every(
    (at, index) =>
      Number.isFinite(at) &&
      at >= 0 &&
      at <= durationMs &&
      (index === 0 || at - pressesAt[index - 1]! >= MIN_PRESS_GAP_MS - 1),
  );
}

/**
 * A round's presses on the time the server gives the pupil (round-rules.ts playedMs): those after
 * it, within ROUND_LENGTH_SLACK_MS (a late device plays from when it heard, a little before the
 * server noted its entry), are left out, and null when any is later still.
 */
export function pressesWithin(pressesAt: readonly number[], playedMs: number): number[] | null {
  if (pressesAt.some((at) => at > playedMs + ROUND_LENGTH_SLACK_MS)) return null;
  return pressesAt.filter((at) => at <= playedMs);
}
