import type { PressTiming } from "./cpr-quality";
import { isValidRhythm, pressesResult } from "./rules";
import type { ScoreClaim } from "./score-check";
import { timingProblem, type TimingProblem } from "./timing-check";
import { pressesTooRegular } from "./too-regular";

// A game for the public board, measured from its presses' times alone once they can be a game's
// (timing-check.ts), as a class's game is: the board keeps the specification's four figures
// (rules.ts), and the server computes them here from the times with the function the game shows
// them by, so that what the page showed is what the board stores and nothing the page says of them
// is read. Pure.
// docs/decisions/0005-signed-game-id-and-score-checks.md

/** A board game's figures, its times, and whether they are too even for a finger (too-regular.ts). */
export interface BoardGameClaim extends ScoreClaim {
  timing: PressTiming;
  tooRegular: boolean;
}

/**
 * The figures of a game played at `bpm` (one of the game's rhythms), or why its times or rhythm
 * cannot be a game's.
 */
export function boardGameFigures(timing: PressTiming, bpm: number): BoardGameClaim | TimingProblem | "rhythm" {
  if (!isValidRhythm(bpm)) return "rhythm";
  const problem = timingProblem(timing);
  if (problem) return problem;
  // Never null here: 30 presses or more give 29 judged ones.
  const score = pressesResult(timing.pressesAt, bpm)!;
  return { ...score, timing, tooRegular: pressesTooRegular(timing.pressesAt) };
}
