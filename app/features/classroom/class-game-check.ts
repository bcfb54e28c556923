import type { PressTiming } from "~/features/compression-game/cpr-quality";
import { guidelineRate, MIN_COMPRESSIONS_FOR_SCORE } from "~/features/compression-game/rules";
import {
  FASTEST_PRESS_MS,
  judgedPresses,
  TIMING_SLACK_MS,
  type ScoreClaim,
} from "~/features/compression-game/score-check";

// The server's check that a class game's rhythm figures (its mean rate and its share of presses
// between 100 and 120 a minute) could come from the game whose result they come with. Pure; the
// result itself has passed the public board's checks (score-check.ts) first.

/** A class game's claim: its result, its rhythm (rules.ts rhythmFigures) and its presses' times, if sent. */
export interface ClassGameClaim extends ScoreClaim {
  meanRateBpm: number;
  shareInWindow: number;
  timing: PressTiming | null;
}

export type RhythmProblem =
  "rhythm-out-of-range" | "window-mismatch" | "window-above-hits" | "rate-mismatch" | "timing-mismatch";

/** The fastest mean rate a person's presses can have (score-check.ts, FASTEST_PRESS_MS): 600 a minute. */
export const MEAN_RATE_MAX = 60_000 / FASTEST_PRESS_MS;
const EPSILON = 1e-6;

/** Why the rhythm cannot come with this result, or null when it can. `elapsedMs`: since the game's id was issued. */
export function rhythmProblem(claim: ClassGameClaim, elapsedMs: number): RhythmProblem | null {
  const { meanRateBpm, shareInWindow, compressions } = claim;
  if (
    compressions < MIN_COMPRESSIONS_FOR_SCORE ||
    !Number.isFinite(meanRateBpm) ||
    meanRateBpm <= 0 ||
    meanRateBpm > MEAN_RATE_MAX ||
    !Number.isFinite(shareInWindow) ||
    shareInWindow < 0 ||
    shareInWindow > 100
  ) {
    return "rhythm-out-of-range";
  }
  // The share is a whole number of presses out of the judged ones.
  const judged = judgedPresses(compressions);
  const inWindow = Math.round((shareInWindow / 100) * judged);
  if (Math.abs((inWindow / judged) * 100 - shareInWindow) > EPSILON) return "window-mismatch";

  // A press between 100 and 120 a minute is off any target rhythm (100–120) by 20 % at most, so
  // its accuracy is at least 80, above a hit's (HIT_ACCURACY): no more presses in the window than hits.
  const hits = Math.round((claim.successRate / 100) * judged);
  if (inWindow > hits) return "window-above-hits";

  // The presses lasted judged × the mean interval, within the time since the id was issued; and
  // those in the window lasted 500 ms at least each, which bounds the mean rate from above.
  const meanIntervalMs = 60_000 / meanRateBpm;
  if (judged * meanIntervalMs > elapsedMs + TIMING_SLACK_MS) return "rate-mismatch";
  const shortestInWindowMs = 60_000 / guidelineRate.max;
  if (inWindow * shortestInWindowMs > judged * meanIntervalMs + EPSILON) return "rate-mismatch";
  return claim.timing && !timingFits(claim.timing, compressions, elapsedMs) ? "timing-mismatch" : null;
}

/**
 * Whether the presses' times can be the game's: one per compression, in order, within the game,
 * and the game no longer than the time since its id was issued.
 */
function timingFits({ pressesAt, durationMs }: PressTiming, compressions: number, elapsedMs: number): boolean {
  if (pressesAt.length !== compressions || durationMs > elapsedMs + TIMING_SLACK_MS) return false;
  return pressesAt.every((at, index) => at <= durationMs && (index === 0 || at >= pressesAt[index - 1]!));
}
