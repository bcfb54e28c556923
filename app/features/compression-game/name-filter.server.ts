import { blockedNames } from "@content/blocked-names";

// Refuses a leaderboard name that contains an insult or a slur of content/blocked-names.ts.
// Server-only by intent: the schema of a save uses it, the browser's check of a name
// (player-name.ts) does not, so the word list never ships to visitors.
//
// A name and the entries of the list are folded the same way before they are compared:
// - lowercase, accents and other marks removed ("Ñ" → "n", "ç" → "c", "l·l" → "ll"), and
//   compatibility forms made plain (fullwidth "ｐ", mathematical "𝐩" → "p");
// - digits and symbols that stand for letters read as those letters ("F0ll4dor" → "follador");
//   "1", "!" and "|" stand for "i" or "l", so each name is read several ways (READINGS);
// - every other character separates words; runs of one-letter words are joined ("p u t a",
//   "f.u.c.k" → "puta", "fuck"), for a name spelled out letter by letter;
// - a run of the same letter counts as one ("puuuta" → "puta"), except "ll" and "rr", which in
//   Spanish and Catalan make another word (polla/Pola, zorra/Zora, perra/Pera).

const LETTER_SWAPS: Readonly<Record<string, string>> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
};

/**
 * The ways a name is read; it is refused if any reading holds a blocked word. The first reads
 * digits and symbols as separators ("Puta69", "Puta!"); the others read them as letters.
 */
const READINGS: readonly Readonly<Record<string, string>>[] = [
  {},
  { ...LETTER_SWAPS, "1": "i", "!": "i", "|": "i" },
  { ...LETTER_SWAPS, "1": "l", "!": "l", "|": "l" },
  LETTER_SWAPS, // "1", "!" and "|" as separators, as after "Put4!"
];

/** Lowercase, compatibility forms made plain, no accents, no invisible characters or middle dots. */
function plain(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\p{M}\p{Cf}\u00B7\u0387\u2027]/gu, "");
}

/** Runs of a letter as one letter; "ll" and "rr" stay double. */
function collapse(word: string): string {
  return word.replace(/(\p{L})\1+/gu, (_, letter: string) =>
    letter === "l" || letter === "r" ? letter + letter : letter,
  );
}

/** The words of a plain text once `swaps` are applied, with runs of one-letter words joined. */
function wordsOf(text: string, swaps: Readonly<Record<string, string>>): string[] {
  const swapped = Array.from(text, (character) => swaps[character] ?? character).join("");
  const words: string[] = [];
  let letters = ""; // a run of one-letter words, spelled out
  for (const word of swapped.split(/\P{L}+/u)) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = "";
    if (word) words.push(word);
  }
  if (letters) words.push(letters);
  return words.map(collapse);
}

/** The folded words of a name, once for each reading. */
export function foldedReadings(name: string): string[][] {
  const text = plain(name);
  return READINGS.map((swaps) => wordsOf(text, swaps));
}

/** Folded words run together, as the `anywhere` entries are matched ("Hijo de puta" → "hijodeputa"). */
function compact(words: readonly string[]): string {
  return collapse(words.join(""));
}

/** A list entry folded as a name is: "maricón" → "maricon", "faggot" → "fagot", "hijo de puta" → "hijodeputa". */
export function foldEntry(entry: string): string {
  return compact(wordsOf(plain(entry), {}));
}

const lists = Object.values(blockedNames);
const words = new Set(lists.flatMap((list) => list.words.map(foldEntry)));
const stems = [...new Set(lists.flatMap((list) => list.stems.map(foldEntry)))];
const anywhere = [...new Set(lists.flatMap((list) => list.anywhere.map(foldEntry)))];

/** Whether a player name holds an insult or a slur and must not appear on the public leaderboard. */
export function isBlockedName(name: string): boolean {
  return foldedReadings(name).some((reading) => {
    if (reading.some((word) => words.has(word) || stems.some((stem) => word.startsWith(stem)))) return true;
    const runTogether = compact(reading);
    return anywhere.some((entry) => runTogether.includes(entry));
  });
}
