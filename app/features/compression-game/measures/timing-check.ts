import type { PressTiming } from "./cpr-quality";
import { MAX_COMPRESSIONS, MIN_COMPRESSIONS_FOR_SCORE } from "./rules";
import { TIMING_SLACK_MS } from "./score-check";
import { MIN_PRESS_GAP_MS } from "./press-filter";

// Whether presses' times sent with a save can be a game's, checked by the server before it measures
// anything from them, at every address a game is saved to (the board's, board-game-check.ts, and
// any other that measures a game of the same bounds). Pure.

/** Why presses' times cannot be a game's, or null when they can. */
export type TimingProblem = "too-few" | "too-many" | "out-of-order" | "too-close" | "after-the-end";

/**
 * Why these times cannot be a game's: from 30 to 120 presses (the game's own bounds), in order, at
 * least one press gap apart (two contacts closer are one press, press-filter.ts; a millisecond
 * less for the rounding to whole milliseconds), none after the game's end.
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

/** Whether a game lasted no longer than the time since its id was issued, with the slack of a slow answer. */
export function lastedWithin(timing: PressTiming, elapsedMs: number): boolean {
  return timing.durationMs <= elapsedMs + TIMING_SLACK_MS;
}
