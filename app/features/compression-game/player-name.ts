import { hasUnprintableCharacter } from "~/lib/control-characters";
import { PLAYER_NAME_MAX } from "./rules";

// The rule for a leaderboard name, shared by the save form in the browser (without shipping zod
// to the game page) and by the server's schema. Errors are translation keys.

export type PlayerNameError = "game.errors.nameRequired" | "game.errors.nameTooLong" | "game.errors.nameInvalid";

/** What is wrong with a name once trimmed, or null. Length counts UTF-16 units, as `maxLength` does. */
export function playerNameError(name: string): PlayerNameError | null {
  if (name.length === 0) return "game.errors.nameRequired";
  if (name.length > PLAYER_NAME_MAX) return "game.errors.nameTooLong";
  if (hasUnprintableCharacter(name)) return "game.errors.nameInvalid";
  return null;
}
