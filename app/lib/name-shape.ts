import { hasUnprintableCharacter } from "./control-characters";
import { normalizeTypedName } from "./typed-name";

// The shape every name that others see must have (a name on the public board, a pupil's nickname,
// a class's name), so that it fits a line of the board, the teacher's table and the projector:
// - at most `max` UTF-16 units, as a field's `maxLength` counts, and at most `max` columns, where a
//   character of the East Asian scripts or an emoji takes two (10 Chinese characters in 20) and a
//   combining mark none;
// - no character that prints as a run of several (VERY_WIDE): a single cuneiform sign or the
//   Arabic ligature of a whole sentence (U+FDFD) is as wide as a dozen letters;
// - at most two combining marks stacked on a character (MAX_STACKED_MARKS): Vietnamese needs two
//   ("ệ"), and a "Z" with a tower of marks would cover the lines above and below it. A few
//   syllables of Burmese and Tibetan stack three, and are refused so;
// - a letter or a digit: a name of only symbols or punctuation names no one;
// - no control character or bidirectional override (control-characters.ts).
// Pure, and run on the name as it is stored (typed-name.ts), by the browser's checks and the
// server's alike. Whether the words are acceptable is the server's word filter's to say.

/** Marks that do not take a column of their own (nonspacing and enclosing) stacked on one character. */
export const MAX_STACKED_MARKS = 2;

/**
 * Characters that print far wider than a letter: the cuneiform blocks, the Arabic honorific
 * ligatures that have no decomposition (those that have one become their words, counted as such),
 * the two- and three-em dashes, the widest signs of Javanese, Tamil and Sinhala.
 */
const VERY_WIDE = /[\u{12000}-\u{1254F}\uFD40-\uFD4F\uFDCF\uFDFD-\uFDFF\u2E3A\u2E3B\uA9C5\u0BF5\u0BF8\u0BFA\u0DF4]/u;

/** Characters two columns wide: the East Asian scripts, their punctuation and symbols, and emoji. */
const TWO_COLUMNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Yi}\p{Script=Tangut}\u3000-\u303F\u3200-\u33FF\uFE30-\uFE4F\p{Emoji_Presentation}]/u;

const stackedMark = /[\p{Mn}\p{Me}]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;

/** The columns a name takes on a line: two for a wide character, none for a combining mark. */
export function displayWidth(name: string): number {
  let width = 0;
  for (const character of normalizeTypedName(name)) {
    if (stackedMark.test(character)) continue;
    width += TWO_COLUMNS.test(character) ? 2 : 1;
  }
  return width;
}

/** The most combining marks stacked on one character of the name, decomposed. */
function mostStackedMarks(name: string): number {
  let most = 0;
  let run = 0;
  for (const character of normalizeTypedName(name).normalize("NFD")) {
    run = stackedMark.test(character) ? run + 1 : /\p{M}/u.test(character) ? run : 0;
    most = Math.max(most, run);
  }
  return most;
}

export type NameShapeProblem = "tooLong" | "invalid";

/** What keeps a non-empty name from fitting a line as others see it, or null. */
export function nameShapeProblem(name: string, max: number): NameShapeProblem | null {
  if (name.length > max || displayWidth(name) > max) return "tooLong";
  if (hasUnprintableCharacter(name) || VERY_WIDE.test(name) || !letterOrDigit.test(name)) return "invalid";
  if (mostStackedMarks(name) > MAX_STACKED_MARKS) return "invalid";
  return null;
}
