import { nameShapeProblem } from "~/lib/name-shape";
import { PLAYER_NAME_MAX } from "./rules";

// The rule for a leaderboard name, shared by the save form in the browser (without shipping zod
// to the game page) and by the server's schema. Errors are translation keys.

export type PlayerNameError = "game.errors.nameRequired" | "game.errors.nameTooLong" | "game.errors.nameInvalid";

/**
 * What is wrong with a name once trimmed, or null: the shape of any name others see (name-shape.ts),
 * whose length counts UTF-16 units, as `maxLength` does, and columns.
 */
export function playerNameError(name: string): PlayerNameError | null {
  if (name.length === 0) return "game.errors.nameRequired";
  const problem = nameShapeProblem(name, PLAYER_NAME_MAX);
  if (problem === "tooLong") return "game.errors.nameTooLong";
  if (problem === "invalid") return "game.errors.nameInvalid";
  return null;
}
