import { gameResult, rhythmFigures } from "~/features/compression-game/rules";

// A result that a real game gives: 41 compressions, the scored ones each 90 % accurate.

const accuracies = Array.from({ length: 40 }, () => 90);
const result = gameResult(accuracies, accuracies.length + 1);
if (!result) throw new Error("A game of 41 compressions has no result");

/** The result fields of a genuine game, as the save form posts them. */
export const genuineGame = {
  score: String(result.score),
  accuracy: String(result.accuracy),
  success_rate: String(result.successRate),
  compressions: String(result.compressions),
};

/**
 * The same game as a class saves it, with its rhythm: every interval 600 ms (100 a minute), which
 * at the class's 110 a minute is 90 % accurate, and in the 100–120 window.
 */
const rhythm = rhythmFigures(Array.from({ length: 40 }, () => 600));
if (!rhythm) throw new Error("A game of 41 compressions has no rhythm");

export const genuineClassGame = {
  ...genuineGame,
  mean_rate_bpm: String(rhythm.meanRateBpm),
  share_in_window: String(rhythm.shareInWindow),
};
