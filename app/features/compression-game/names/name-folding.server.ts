import { normalizeTypedName } from "~/lib/typed-name";
import { charactersOf, HIDDEN_LETTER, isDigit, type Swaps } from "./letter-skeleton.server";

// How a name and the entries of the word list are folded before they are compared
// (name-filter.server.ts). Both go through the same steps:
// - the typed-name rules first (typed-name.ts): no invisible characters, which would otherwise split
//   or hide a word ("pu\u200Bta"), and compatibility forms made plain (fullwidth "ｐ" → "p");
// - each character read as letters (letter-skeleton.server.ts): no accents, look-alike letters of
//   other scripts as Latin ones ("рuta" with a Cyrillic "р"), "m" as "rn" and "v" as "u";
// - digits and symbols that stand for letters read as those letters ("F0ll4dor" → "follador");
//   "1", "!" and "|" stand for "i" or "l", so each name is read several ways (READINGS), and also
//   with its camelCase words apart ("MarcPuigGordo" → marc, puig, gordo);
// - one more reading takes masking characters for hidden letters ("p*ta", "p**a": HIDDEN_LETTER,
//   matched as any letter), in a word where they hide no more letters than it shows and it shows
//   two: "Ana *" and "*Ona*" keep their stars as decoration; an underscore inside a short word
//   is one too ("p_ta"), where between the words of a username it parts them ("Marc_10");
// - each reading with a "k" is also read with "c" for it, a spelling rather than a look-alike
//   ("marikon", "sudaka"); entries are not, so "Fukuyama" does not start the stem "fuck";
// - every other character separates words; runs of one-letter words are joined ("p u t a",
//   "f.u.c.k" → "puta", "fuck"), for a name spelled out letter by letter;
// - a run of the same letter counts as one ("puuuta" → "puta"), except "ll" and "rr", which in
//   Spanish and Catalan make another word (polla/Pola, zorra/Zora, perra/Pera).
// Codes (codeReadings) are read apart: every letter kept ("KKK"), digits kept as numbers.

const LETTER_SWAPS: Swaps = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s" };

/**
 * Characters people write for a letter they hide. Not "_", which parts the words of a username
 * ("Marc_10"), nor "·", the Catalan middle dot (marks, letter-skeleton.server.ts).
 */
const MASKS: Swaps = Object.fromEntries(["*", "#", "%", "•", "∗", "⁎", "✱"].map((mask) => [mask, HIDDEN_LETTER]));

/** The reading that takes masking characters for hidden letters. */
const MASKED: Swaps = { ...LETTER_SWAPS, "1": "i", "!": "i", "|": "i", ...MASKS };

/**
 * The ways a name is read; it is refused if any reading holds a blocked word. The first reads
 * digits and symbols as separators ("Puta69", "Puta!"); the others read them as letters.
 */
const READINGS: readonly Swaps[] = [
  {},
  { ...LETTER_SWAPS, "1": "i", "!": "i", "|": "i" },
  { ...LETTER_SWAPS, "1": "l", "!": "l", "|": "l" },
  LETTER_SWAPS, // "1", "!" and "|" as separators, as after "Put4!"
  MASKED,
];

/**
 * An underscore inside a word of letters of at most six characters, as the masked reading takes
 * it: "p_ta", "m_erda", but not "Marc_10", "Jack_5" nor "xX_Marc_Xx".
 */
const underscoreInShortWord = /(?<![\p{L}\p{N}_])(?=[\p{L}_]{3,6}(?![\p{L}\p{N}_]))(\p{L}+)_(?=\p{L})/gu;

/**
 * A number of two digits or more standing apart: an age, a shirt number or a year ("Pol 14"),
 * read as no letters, so that it never joins the word before it ("pol" and "la") when words are
 * read across the spaces between them (word-runs.server.ts). Digits inside a word are still
 * read as letters ("Pol14", "p0lla").
 */
const numberApart = /(?<![\p{L}\p{N}])\p{N}{2,}(?![\p{L}\p{N}])/gu;

/** The text as a reading reads it: numbers apart as separators; in the masked reading, an underscore inside a short word as a mask. */
function asRead(text: string, swaps: Swaps): string {
  if (swaps === READINGS[0]) return text;
  const numbersApart = text.replace(numberApart, " ");
  return swaps === MASKED ? numbersApart.replace(underscoreInShortWord, "$1*") : numbersApart;
}

/** Whether a word of the masked reading shows enough of itself to be read: two letters, no fewer than it hides. */
function showsEnough(word: string): boolean {
  const letters = Array.from(word);
  const hidden = letters.filter((letter) => letter === HIDDEN_LETTER).length;
  return hidden === 0 || (letters.length - hidden >= 2 && hidden <= letters.length - hidden);
}

/** A reading with "k" read as "c", when it has one ("marikon" → "maricon"). */
function withKAsC(words: readonly string[]): string[][] {
  if (!words.some((word) => word.includes("k"))) return [];
  return [words.map((word) => collapse(word.replaceAll("k", "c")))];
}

/** Runs of a letter as one letter; "ll" and "rr" stay double. */
function collapse(word: string): string {
  return word.replace(/(\p{L})\1+/gu, (_, letter: string) =>
    letter === "l" || letter === "r" ? letter + letter : letter,
  );
}

/** A word from its characters' letters; a run of a character read as several letters ("mmm") as one. */
function wordFrom(characters: readonly string[]): string {
  return collapse(
    characters.filter((letters, index) => letters.length === 1 || letters !== characters[index - 1]).join(""),
  );
}

/** Runs of one-letter words joined ("p u t a" → "puta"), for a word spelled out letter by letter. */
function joinSpelledOut(words: readonly string[][]): string[][] {
  const joined: string[][] = [];
  let spelled: string[] = [];
  for (const word of words) {
    if (word.length === 1 && !isDigit(word[0])) {
      spelled.push(...word);
      continue;
    }
    if (spelled.length > 0) joined.push(spelled);
    spelled = [];
    joined.push(word);
  }
  if (spelled.length > 0) joined.push(spelled);
  return joined;
}

/** The words of a text once `swaps` are applied, with runs of one-letter words joined. */
function wordsOf(text: string, swaps: Swaps): string[] {
  const words: string[][] = [];
  let word: string[] = [];
  for (const letters of [...charactersOf(text, swaps), null]) {
    if (letters !== null) word.push(letters);
    else if (word.length > 0) {
      words.push(word);
      word = [];
    }
  }
  return joinSpelledOut(words).map(wordFrom);
}

/** "MarcPuigGordo" → "Marc Puig Gordo", "XMLParser" → "XML Parser". */
function camelCaseApart(text: string): string {
  return text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2");
}

/** The name as typed, and with its camelCase words apart when it has any. */
function variantsOf(name: string): string[] {
  const text = normalizeTypedName(name);
  return [...new Set([text, camelCaseApart(text)])];
}

/** The folded words of a name, once for each reading; the first reading is the plain one. */
export function foldedReadings(name: string): string[][] {
  return variantsOf(name)
    .flatMap((text) => READINGS.map((swaps) => wordsOf(asRead(text, swaps), swaps).filter(showsEnough)))
    .flatMap((words) => [words, ...withKAsC(words)]);
}

/** Folded words run together, as the `anywhere` entries are matched ("Hijo de puta" → "hijodeputa"). */
export function runTogether(words: readonly string[]): string {
  return collapse(words.join(""));
}

/** The words of an entry folded as a name's: one for a word, more for a phrase. */
export function foldedWords(entry: string): string[] {
  return wordsOf(normalizeTypedName(entry), {});
}

/** A list entry folded as a name is: "maricón" → "rnaricon", "faggot" → "fagot", "hijo de puta" → "hijodeputa". */
export function foldEntry(entry: string): string {
  return runTogether(foldedWords(entry));
}

/**
 * A text as codes are matched: its words with every letter kept ("KKK" stays "kkk"; one-letter
 * words joined as elsewhere) and its numbers, where digits parted only by spaces or punctuation
 * read as one ("14/88", "14 88" → "1488"), each between spaces.
 */
function codeReading(text: string): string {
  const tokens: string[][] = [];
  let parted = true;
  for (const letters of charactersOf(text, {}, true)) {
    const last = tokens.at(-1);
    if (letters === null) parted = true;
    else if (last && isDigit(last[0]) === isDigit(letters) && (isDigit(letters) || !parted)) last.push(letters);
    else tokens.push([letters]);
    if (letters !== null) parted = false;
  }
  return ` ${joinSpelledOut(tokens)
    .map((token) => token.join(""))
    .join(" ")} `;
}

/** A name as codes are matched, once as typed and once with its camelCase words apart. */
export function codeReadings(name: string): string[] {
  return variantsOf(name).map(codeReading);
}

/** A code folded as a name is, between spaces: "Combat 18" → " cornbat 18 ". */
export function foldCode(code: string): string {
  return codeReading(normalizeTypedName(code));
}
