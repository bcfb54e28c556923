import type { z } from "zod";
import { classGameSchema } from "~/features/classroom/server/class-schema.server";
import { scoreSaveSchema } from "../save/score-schema";

// A save to the public board: the game's signed id, the player's name and the rhythm
// (score-schema.ts), and its presses' times and length in the fields, parser and limits of a class
// game's save, taken from its schema so that both are read alike. Nothing else is read: the
// server measures the board's figures from the times (measures/board-game-check.ts).

export const boardSaveSchema = scoreSaveSchema.extend(
  classGameSchema.pick({ presses_at: true, duration_ms: true }).shape,
);

export type BoardSave = z.infer<typeof boardSaveSchema>;
