import { z } from "zod";
import { MAX_COMPRESSIONS } from "../measures/rules";
import { zodConfig } from "~/lib/zod-config";

// The fields in which a save sends what the server measures a game from: its presses' times, its
// length and, in depth mode, its compressions' depths, one a press, never the phone's motion. One
// declaration, so that every address a game is saved to reads them with the same parser and
// limits: the board's (server/board-schema.server.ts) takes the times, and an address that takes
// games in depth mode takes the depths too. Optional, so that a page of a build before them gets
// its own message (reload), not "this game cannot be saved".

z.config(zodConfig);

const fromTheGame = { error: "game.save.rejected" } as const;
/** 120 presses of up to seven digits each, with their commas. */
const PRESSES_AT_MAX_LENGTH = MAX_COMPRESSIONS * 8;
/** 120 depths of up to three digits and a tenth each, with their commas. */
const DEPTHS_MAX_LENGTH = MAX_COMPRESSIONS * 6;

export const timingFields = {
  // When each press came since the game's start (ms), comma-separated whole numbers.
  presses_at: z
    .string(fromTheGame)
    .max(PRESSES_AT_MAX_LENGTH, fromTheGame)
    .regex(/^\d{1,7}(,\d{1,7})*$/, fromTheGame)
    .transform((list) => list.split(",").map(Number))
    .optional(),
  // Each compression's depth (mm, to a tenth), in the presses' order: a game in depth mode only.
  depths_mm: z
    .string(fromTheGame)
    .max(DEPTHS_MAX_LENGTH, fromTheGame)
    .regex(/^\d{1,3}(\.\d)?(,\d{1,3}(\.\d)?)*$/, fromTheGame)
    .transform((list) => list.split(",").map(Number))
    .optional(),
  duration_ms: z.number(fromTheGame).int(fromTheGame).min(1, fromTheGame).max(9_999_999, fromTheGame).optional(),
};
