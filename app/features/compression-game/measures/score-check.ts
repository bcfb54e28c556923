import {
  HIT_ACCURACY,
  MAX_COMPRESSIONS,
  MIN_COMPRESSIONS_FOR_SCORE,
  rhythm,
  scoreFrom,
  targetIntervalMs,
} from "./rules";
import { MIN_PRESS_GAP_MS } from "./press-filter";

// The server's check that a saved result could come from a real game. Pure, so every
// rule is unit-tested; the save action adds the checks that need state (signature, single use).

export interface ScoreClaim {
  score: number;
  accuracy: number;
  successRate: number;
  compressions: number;
}

export type ScoreProblem = "out-of-range" | "score-mismatch" | "hits-mismatch" | "accuracy-mismatch" | "too-fast";

/**
 * Time a game may appear shorter than it was: the game starts at once while its token is still on
 * its way, so the first presses can come before the server issued the token.
 */
export const TIMING_SLACK_MS = 2_000;
const EPSILON = 1e-6;

/** Presses that were judged: every compression but the first, which has no interval. */
export function judgedPresses(compressions: number): number {
  return Math.min(compressions - 1, MAX_COMPRESSIONS);
}

/**
 * The shortest a game with this result can have lasted, from its first press to its last. A press
 * faster than its target interval T has accuracy = 100 × interval / T, so its interval is
 * accuracy × T / 100; a slower press lasts at least T. With T never below the interval of the
 * fastest rhythm, the intervals add up to at least mean accuracy × judged presses × T_min / 100.
 * And never less than the judged presses made at a person's fastest (a score of 0 included).
 */
export function minimumGameMs(claim: ScoreClaim): number {
  const judged = judgedPresses(claim.compressions);
  return Math.max((claim.accuracy / 100) * judged * targetIntervalMs(rhythm.max), judged * MIN_PRESS_GAP_MS);
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Why the result cannot come from a real game, or null when it can. `elapsedMs`: since the token was issued. */
export function scoreProblem(claim: ScoreClaim, elapsedMs: number): ScoreProblem | null {
  const { score, accuracy, successRate, compressions } = claim;
  if (
    !Number.isInteger(compressions) ||
    !inRange(compressions, MIN_COMPRESSIONS_FOR_SCORE, MAX_COMPRESSIONS) ||
    !Number.isInteger(score) ||
    !inRange(score, 0, 100) ||
    !inRange(accuracy, 0, 100) ||
    !inRange(successRate, 0, 100)
  ) {
    return "out-of-range";
  }
  if (score !== scoreFrom(accuracy, successRate)) return "score-mismatch";

  // The hit percentage is a whole number of hits out of the judged presses.
  const judged = judgedPresses(compressions);
  const hits = Math.round((successRate / 100) * judged);
  if (Math.abs((hits / judged) * 100 - successRate) > EPSILON) return "hits-mismatch";

  // Hits score above 60 and misses at most 60, which bounds the sum of the accuracies.
  const total = accuracy * judged;
  if (total < hits * HIT_ACCURACY - EPSILON || total > hits * 100 + (judged - hits) * HIT_ACCURACY + EPSILON) {
    return "accuracy-mismatch";
  }

  if (elapsedMs + TIMING_SLACK_MS < minimumGameMs(claim)) return "too-fast";
  return null;
}
