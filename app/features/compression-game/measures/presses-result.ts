import { cprGrade, verdictOf, type Verdict } from "./cpr-grade";
import { cprQuality, type PressTiming } from "./cpr-quality";
import { depthQuality } from "../depth/depth-quality";
import { depthFigures, type DepthFigures } from "../depth/sent-depths";
import { depthsTooRegular, pressesTooRegular } from "./too-regular";

// The result of presses, from their times alone (and their depths, for a game in depth mode): what
// a player's phone shows the moment a game ends, and what a server measures again from the same
// times when it is saved (it never takes a figure from the page), so the two agree. Whoever plays
// the game (a free game, a round of a class) measures it here. Pure. The measures and the grade:
// docs/decisions/0016; a game in depth mode sends its compressions' depths too, and its grade and
// verdict include them (0021). Not the board's score of the same presses (rules.ts pressesResult).

export interface PressesResult extends DepthFigures {
  compressions: number;
  /** Mean rate a minute, pauses left out; 0 without two presses. */
  meanRateBpm: number;
  shareInWindow: number;
  compressionFraction: number;
  rateSpread: number;
  longestPauseMs: number;
  /** Null when an end of the game had no compressions (cpr-quality.ts). */
  rateChange: number | null;
  /** The graded score, 0–100 (cpr-grade.ts). */
  grade: number;
  /** Presses too even to come from a finger: stored with a mark for the teacher, not refused. */
  tooRegular: boolean;
  /** Good, or the fault that cost the grade most, in one word for the teacher's table (cpr-grade.ts). */
  verdict: Verdict;
}

/**
 * The result of presses' times, and of their depths for a game in depth mode (one a press, in the
 * same order); fewer than two presses had no compressions to speak of.
 */
export function resultOfPresses(timing: PressTiming, depthsMm?: readonly number[]): PressesResult {
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
