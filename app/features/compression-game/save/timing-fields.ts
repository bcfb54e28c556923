import { z } from "zod";
import { MAX_COMPRESSIONS } from "../measures/rules";
import { zodConfig } from "~/lib/zod-config";

// The fields in which a save sends what the server measures a game from: its presses' times, its
// length and, in depth mode, its compressions' depths, one a press, never the phone's motion. One
// parser of each list (pressesAtOf, depthsMmOf), so that every address a game is saved to reads them
// with the same patterns and limits: the board's (server/board-schema.server.ts) and a class's free
// game take them through these schema fields, a class's round (classroom/rounds/round-requests.server.ts)
// calls the parsers with its own most presses. The fields are optional, so that a page of a build
// before them gets its own message (reload), not "this game cannot be saved".

z.config(zodConfig);

const fromTheGame = { error: "game.save.rejected" } as const;

/** A press's time since the game's start: whole milliseconds, seven digits at most (a game is shorter than 10 000 s). */
const PRESS_AT = String.raw`\d{1,7}`;
/** A compression's depth: millimetres to a tenth, three digits at most. */
const DEPTH_MM = String.raw`\d{1,3}(?:\.\d)?`;
/** The longest text of each item with its comma, which bounds a list's text before its pattern is tried. */
const PRESS_AT_CHARS = 8;
const DEPTH_MM_CHARS = 6;

/**
 * A comma-separated list of `item`s as numbers, "" as none; null when the text does not match or
 * is longer than `most` items of the longest form. The text's length is bounded before the pattern
 * is tried; how many items there are is left to the measures (too few, too many), which say why.
 */
function listOf(item: string, itemChars: number) {
  const pattern = new RegExp(`^${item}(?:,${item})*$`);
  return (text: string, most: number): number[] | null => {
    if (text === "") return [];
    if (text.length > most * itemChars || !pattern.test(text)) return null;
    return text.split(",").map(Number);
  };
}

/** The presses' times of a save (ms since the game's start), comma-separated whole numbers. */
export const pressesAtOf = listOf(PRESS_AT, PRESS_AT_CHARS);

/** The depths of a save in depth mode (mm to a tenth, one a press), comma-separated. */
export const depthsMmOf = listOf(DEPTH_MM, DEPTH_MM_CHARS);

/** A schema field of a game's list, in a text as long as MAX_COMPRESSIONS items; refused when empty. */
function listField(parse: (text: string, most: number) => number[] | null) {
  return z.string(fromTheGame).transform((text, context) => {
    const list = parse(text, MAX_COMPRESSIONS);
    if (list && list.length > 0) return list;
    context.addIssue({ code: "custom", message: fromTheGame.error });
    return z.NEVER;
  });
}

export const timingFields = {
  // When each press came since the game's start (ms), comma-separated whole numbers.
  presses_at: listField(pressesAtOf).optional(),
  // Each compression's depth (mm, to a tenth), in the presses' order: a game in depth mode only.
  depths_mm: listField(depthsMmOf).optional(),
  duration_ms: z.number(fromTheGame).int(fromTheGame).min(1, fromTheGame).max(9_999_999, fromTheGame).optional(),
};
