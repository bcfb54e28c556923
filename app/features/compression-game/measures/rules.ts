// The rules of the chest-compression game. Pure functions: the game component,
// the server's check of a saved score and the tests all use these, so the rules exist once.

export const rhythm = { min: 100, max: 120, step: 5, initial: 110 } as const;

/** A press this much slower or faster than the target interval is judged slow or fast. */
export const TOLERANCE_MS = 150;
/** A press whose accuracy exceeds this counts as a hit. */
export const HIT_ACCURACY = 60;
/** The game stops by itself at this many compressions; the score looks at most at this many. */
export const MAX_COMPRESSIONS = 120;
/** A score exists (and can be saved) from this many compressions on. */
export const MIN_COMPRESSIONS_FOR_SCORE = 30;
/** Longest player name on the leaderboard. */
export const PLAYER_NAME_MAX = 20;

export type Verdict = "perfect" | "slow" | "fast";

export interface PressJudgement {
  verdict: Verdict;
  /** 0–100: 100 minus the deviation from the target interval in percent, never below 0. */
  accuracy: number;
  hit: boolean;
}

export function isValidRhythm(bpm: number): boolean {
  return Number.isInteger(bpm) && bpm >= rhythm.min && bpm <= rhythm.max && (bpm - rhythm.min) % rhythm.step === 0;
}

/** Milliseconds between two compressions at `bpm` compressions per minute. */
export function targetIntervalMs(bpm: number): number {
  return 60_000 / bpm;
}

export function pressAccuracy(intervalMs: number, targetMs: number): number {
  const deviationPercent = (Math.abs(intervalMs - targetMs) / targetMs) * 100;
  return Math.max(0, 100 - deviationPercent);
}

export function isHit(accuracy: number): boolean {
  return accuracy > HIT_ACCURACY;
}

/** Judges a compression by the time since the previous one (the first press has nothing to judge). */
export function judgePress(intervalMs: number, bpm: number): PressJudgement {
  const target = targetIntervalMs(bpm);
  const verdict: Verdict =
    intervalMs - target > TOLERANCE_MS ? "slow" : target - intervalMs > TOLERANCE_MS ? "fast" : "perfect";
  const accuracy = pressAccuracy(intervalMs, target);
  return { verdict, accuracy, hit: isHit(accuracy) };
}

/** Score from the mean accuracy and the hit percentage (both 0–100). */
export function scoreFrom(meanAccuracy: number, hitPercentage: number): number {
  return Math.round(0.7 * meanAccuracy + 0.3 * hitPercentage);
}

export interface GameResult {
  score: number;
  /** Mean accuracy of the judged presses, 0–100. */
  accuracy: number;
  /** Percentage of judged presses that were hits, 0–100. */
  successRate: number;
  compressions: number;
}

/**
 * The result of a game from its presses' accuracies (the last 120 at most), or null below 30
 * compressions, where the game gives no score.
 */
export function gameResult(accuracies: readonly number[], compressions: number): GameResult | null {
  if (compressions < MIN_COMPRESSIONS_FOR_SCORE || accuracies.length === 0) return null;
  const judged = accuracies.slice(-MAX_COMPRESSIONS);
  const accuracy = judged.reduce((sum, value) => sum + value, 0) / judged.length;
  const successRate = (judged.filter(isHit).length / judged.length) * 100;
  return { score: scoreFrom(accuracy, successRate), accuracy, successRate, compressions };
}

/**
 * The result of a game from when its presses came (ms since its start, in order) at `bpm`: each
 * interval judged, then gameResult. The game shows this and the server stores this, from the same
 * times, so the two agree to the point; null below 30 compressions.
 */
export function pressesResult(pressesAt: readonly number[], bpm: number): GameResult | null {
  const accuracies = pressesAt.slice(1).map((at, index) => judgePress(at - pressesAt[index]!, bpm).accuracy);
  return gameResult(accuracies, pressesAt.length);
}

/** The rate range that guidelines ask for, whatever rhythm a game is played at. */
export const guidelineRate = { min: 100, max: 120 } as const;

/** Whether the rate of one interval lies in the guidelines' range. */
export function isInGuidelineWindow(intervalMs: number): boolean {
  const rate = 60_000 / intervalMs;
  return rate >= guidelineRate.min && rate <= guidelineRate.max;
}
