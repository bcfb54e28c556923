import { nameShapeProblem } from "~/lib/name-shape";
import { PLAYER_NAME_MAX } from "../measures/rules";

// The one rule for a player's name, on the public board and in a class (a pupil's nickname, which
// can go to the board too): shared by the save form in the browser (without shipping zod to the
// game page), the join form and the server's schemas. Each form words a problem in its own keys.

export type PlayerNameProblem = "required" | "tooLong" | "invalid";

/**
 * What is wrong with a name once trimmed, or null: the shape of any name others see (name-shape.ts),
 * whose length counts UTF-16 units, as `maxLength` does, and columns.
 */
export function playerNameProblem(name: string): PlayerNameProblem | null {
  if (name.length === 0) return "required";
  return nameShapeProblem(name, PLAYER_NAME_MAX);
}

const playerNameErrors = {
  required: "game.errors.nameRequired",
  tooLong: "game.errors.nameTooLong",
  invalid: "game.errors.nameInvalid",
} as const satisfies Record<PlayerNameProblem, string>;

export type PlayerNameError = (typeof playerNameErrors)[PlayerNameProblem];

/** The board's save form's words for what is wrong with a name, or null. */
export function playerNameError(name: string): PlayerNameError | null {
  const problem = playerNameProblem(name);
  return problem ? playerNameErrors[problem] : null;
}
