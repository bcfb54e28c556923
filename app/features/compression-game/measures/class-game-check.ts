import type { PressTiming } from "./cpr-quality";
import { MAX_COMPRESSIONS, MIN_COMPRESSIONS_FOR_SCORE, pressesResult } from "./rules";
import { TIMING_SLACK_MS, type ScoreClaim } from "./score-check";
import { MIN_PRESS_GAP_MS } from "./press-filter";
import { depthsProblem, type DepthsProblem } from "../depth/sent-depths";
import { depthsTooRegular, pressesTooRegular } from "./too-regular";
import { resultOfPresses, type PressesResult } from "./presses-result";

// A class game's figures, measured from its presses' times alone: the server stores these and
// never a figure the page sent (a page, or a pupil with the browser's tools, can send anything).
// The pupil's result is the same function of the same times, so the phone and the teacher's table
// agree. Pure. docs/decisions/0016-cpr-quality-from-timing.md

/** A class game's figures: the specification's score (rhythm accuracy at the class's rhythm) and the timing measures. */
export interface ClassGameClaim extends ScoreClaim, PressesResult {
  timing: PressTiming;
}

/** Why presses' times cannot be a game's, or null when they can. */
export type TimingProblem = "too-few" | "too-many" | "out-of-order" | "too-close" | "after-the-end";

/**
 * Why these times cannot be a free game's: from 30 to 120 presses (the game's own bounds), in
 * order, at least one press gap apart (two contacts closer are one press, press-filter.ts; a
 * millisecond less for the rounding to whole milliseconds), none after the game's end.
 */
export function timingProblem({ pressesAt, durationMs }: PressTiming): TimingProblem | null {
  if (pressesAt.length < MIN_COMPRESSIONS_FOR_SCORE) return "too-few";
  if (pressesAt.length > MAX_COMPRESSIONS) return "too-many";
  if (!Number.isFinite(durationMs) || !pressesAt.every((at) => Number.isFinite(at) && at >= 0)) return "out-of-order";
  for (let index = 1; index < pressesAt.length; index++) {
    const gap = pressesAt[index]! - pressesAt[index - 1]!;
    if (gap < 0) return "out-of-order";
    if (gap < MIN_PRESS_GAP_MS - 1) return "too-close";
  }
  return pressesAt.at(-1)! > durationMs ? "after-the-end" : null;
}

/**
 * A free game's figures at the class's rhythm, with its depth for a game in depth mode (`depthsMm`,
 * one a press), or why its times or depths cannot be a game's.
 */
export function classGameFigures(
  timing: PressTiming,
  bpm: number,
  depthsMm?: readonly number[],
): ClassGameClaim | TimingProblem | DepthsProblem {
  const problem = timingProblem(timing) ?? (depthsMm ? depthsProblem(depthsMm, timing.pressesAt.length) : null);
  if (problem) return problem;
  // Never null here: 30 presses or more give 29 judged ones.
  const score = pressesResult(timing.pressesAt, bpm)!;
  const result = resultOfPresses(timing, depthsMm);
  // Too even for a finger (too-regular.ts), or depths all one figure: marked for the teacher, and
  // kept off the public board.
  const tooRegular = result.tooRegular || pressesTooRegular(timing.pressesAt) || depthsTooRegular(depthsMm);
  return { ...result, ...score, timing, tooRegular };
}

/** Whether a game lasted no longer than the time since its id was issued, with the slack of a slow answer. */
export function lastedWithin(timing: PressTiming, elapsedMs: number): boolean {
  return timing.durationMs <= elapsedMs + TIMING_SLACK_MS;
}
