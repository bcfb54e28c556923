import { gameResult } from "~/features/compression-game/measures/rules";

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
 * The same game as a class saves it: its presses' times, every one 600 ms after the last (100 a
 * minute), which at the class's 110 a minute is 90 % accurate, and in the 100–120 window. The
 * server measures every figure from these; the page sends nothing else.
 */
const pressesAt = Array.from({ length: 41 }, (_, index) => 300 + index * 600);

export const genuineClassGame = {
  presses_at: pressesAt.join(","),
  duration_ms: String(pressesAt.at(-1)),
};
