import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import { pressesResult } from "~/features/compression-game/measures/rules";
import type { ScoreClaim } from "~/features/compression-game/measures/score-check";
import { timingProblem, type TimingProblem } from "~/features/compression-game/measures/timing-check";
import { depthsProblem, type DepthsProblem } from "~/features/compression-game/depth/sent-depths";
import { depthsTooRegular, pressesTooRegular } from "~/features/compression-game/measures/too-regular";
import { resultOfPresses, type PressesResult } from "~/features/compression-game/measures/presses-result";

// A class game's figures, measured from its presses' times alone with the game's measures: the
// server stores these and never a figure the page sent (a page, or a pupil with the browser's
// tools, can send anything). The pupil's result is the same function of the same times, so the
// phone and the teacher's table agree. Pure. docs/decisions/0016-cpr-quality-from-timing.md

/** A class game's figures: the specification's score (rhythm accuracy at the class's rhythm) and the timing measures. */
export interface ClassGameClaim extends ScoreClaim, PressesResult {
  timing: PressTiming;
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
