import { z } from "zod";
import { isBlockedName } from "../names/name-filter.server";
import { playerNameError } from "./player-name";
import { MAX_COMPRESSIONS, MIN_COMPRESSIONS_FOR_SCORE } from "../measures/rules";
import { normalizeTypedName } from "~/lib/typed-name";
import { zodConfig } from "~/lib/zod-config";

// What the game posts to save a score. The player types only the name;
// the other fields come from the game, so their errors all read "this game cannot be saved".
// Messages are translation keys.

z.config(zodConfig);

const fromTheGame = { error: "game.save.rejected" } as const;

// The name is checked and stored as shown: without invisible characters or compatibility forms
// (lib/typed-name.ts), so that what passes the word list is what the board prints.
const playerNameSchema = z
  .string({ error: "game.errors.nameRequired" })
  .transform(normalizeTypedName)
  .superRefine((name, context) => {
    const error = playerNameError(name);
    if (error) context.addIssue({ code: "custom", message: error });
    // Only here, on the server: the word list must not ship with the browser's check of the name.
    else if (isBlockedName(name)) context.addIssue({ code: "custom", message: "game.errors.nameBlocked" });
  });

export const scoreSaveSchema = z.object({
  game_id: z.string(fromTheGame).max(200, fromTheGame),
  player_name: playerNameSchema,
  score: z.number(fromTheGame).int(fromTheGame).min(0, fromTheGame).max(100, fromTheGame),
  accuracy: z.number(fromTheGame).min(0, fromTheGame).max(100, fromTheGame),
  success_rate: z.number(fromTheGame).min(0, fromTheGame).max(100, fromTheGame),
  compressions: z
    .number(fromTheGame)
    .int(fromTheGame)
    .min(MIN_COMPRESSIONS_FOR_SCORE, fromTheGame)
    .max(MAX_COMPRESSIONS, fromTheGame),
});

export type ScoreSave = z.infer<typeof scoreSaveSchema>;
