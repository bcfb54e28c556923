import { z } from "zod";
import { isBlockedName } from "../names/name-filter.server";
import { playerNameError } from "./player-name";
import { isValidRhythm } from "../measures/rules";
import { normalizeTypedName } from "~/lib/typed-name";
import { zodConfig } from "~/lib/zod-config";

// What the game posts to save a score of its own: its signed id, the name the player typed and the
// rhythm it was played at. The presses' times come with it (the board's whole schema,
// server/board-schema.server.ts, takes their fields from timing-fields.ts); no figure of the result
// is read, whatever a page sends: the server measures them from the times. The fields other than
// the name come from the game, so their errors all read "this game cannot be saved". Messages are
// translation keys.

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
  // Optional, as the times are, so that a page of a build before them is told to reload.
  bpm: z.number(fromTheGame).refine(isValidRhythm, fromTheGame).optional(),
});

export type ScoreSave = z.infer<typeof scoreSaveSchema>;
