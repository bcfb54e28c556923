import type { z } from "zod";
import { scoreSaveSchema } from "../save/score-schema";
import { timingFields } from "../save/timing-fields";

// A save to the public board: the game's signed id, the player's name and the rhythm
// (score-schema.ts), and its presses' times and length in the fields, parser and limits every
// address of the game reads them with (save/timing-fields.ts). Nothing else is read: the server
// measures the board's figures from the times (measures/board-game-check.ts).

export const boardSaveSchema = scoreSaveSchema.extend({
  presses_at: timingFields.presses_at,
  duration_ms: timingFields.duration_ms,
});

export type BoardSave = z.infer<typeof boardSaveSchema>;
