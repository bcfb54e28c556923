import unhomoglyph from "unhomoglyph";

// The letters each character of a name reads as, for the word filter (name-folding.server.ts):
// accents and other marks removed ("Ñ" → "n", "ç" → "c"), the middle dot too ("l·l" → "ll"), and
// each letter read as its confusable skeleton (Unicode TR39, with the data of confusables.txt),
// so that a Cyrillic "р" or a Greek "ο" reads as a Latin "p" or "o". The skeleton also reads "m"
// as "rn", in names and in the list's entries alike; "v" is read as "u" ("pvta" → "puta").
// Server-only: the skeleton's table is large, and only the server's check of a name needs it.

/** Characters read as other characters in one reading of a name ("4" as "a"). */
export type Swaps = Readonly<Record<string, string>>;

/**
 * What a masking character reads as where a reading swaps it for a hidden letter ("p*ta"): not a
 * letter, so that runs of it stay ("p**a"), and matched as any one letter (hidden-letters.server.ts).
 * Only a swap makes one: a "?" typed in a name parts words as any punctuation does.
 */
export const HIDDEN_LETTER = "?";

const marks = /[\p{M}\p{Cf}\u00B7\u0387\u2027]/gu;
const ascii = /^[\u0000-\u007F]$/;
const asciiLetter = /^[a-z]$/i;
const latinLetters = /^[a-z]+$/;
const digit = /^[0-9]$/;

/** The confusable skeleton of Unicode TR39: NFD, each character as its prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/** Lowercase letters only: compatibility forms decomposed, marks and anything else dropped. */
function lettersIn(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/\P{L}/gu, "");
}

const lettersOfCharacter = new Map<string, string>();

/**
 * The letters one character reads as ("" for none). The skeleton runs twice, lowercase between,
 * so that a capital whose prototype is a capital reads as the small letter's prototype (Cyrillic
 * "М" → "M" → "m" → "rn"). The first of its lowercase, its own and its uppercase form that reads
 * as Latin letters is kept: lowercase first ("I" → "i", where the capital's own prototype would
 * be "l"), uppercase last (Cyrillic "т" looks like a small capital T, and only "Т" has the
 * prototype "T").
 */
function lettersOf(character: string): string {
  const known = lettersOfCharacter.get(character);
  if (known !== undefined) return known;
  const forms = [character.toLowerCase(), character, character.toUpperCase()].map((form) =>
    lettersIn(skeleton(lettersIn(skeleton(form)))),
  );
  const letters = (forms.find((form) => latinLetters.test(form)) ?? forms[0] ?? "").replaceAll("v", "u");
  // Bounded, since a name may hold any character: the ones seen most are few.
  if (lettersOfCharacter.size < 4096) lettersOfCharacter.set(character, letters);
  return letters;
}

/** Whether a character of `charactersOf` is a digit kept as one. */
export function isDigit(character: string | undefined): boolean {
  return character !== undefined && digit.test(character);
}

/**
 * Each character of a text as the letters it reads as once `swaps` are applied: a digit as
 * itself where `keepDigits`, null for a character that parts words (white space, punctuation,
 * digits and symbols not swapped).
 */
export function charactersOf(text: string, swaps: Swaps, keepDigits = false): (string | null)[] {
  return Array.from(text.normalize("NFD").replace(marks, ""), (character) => {
    const swapped = Object.hasOwn(swaps, character) ? (swaps[character] ?? "") : character;
    if (swapped === HIDDEN_LETTER && swapped !== character) return HIDDEN_LETTER;
    if (keepDigits && isDigit(swapped)) return swapped;
    if (ascii.test(swapped) && !asciiLetter.test(swapped)) return null;
    return lettersOf(swapped) || null;
  });
}
