import { HIDDEN_LETTER } from "./letter-skeleton.server";

// How the name filter (name-filter.server.ts) matches an entry against a folded word or a name run
// together, where the word may hold hidden letters: masking characters that stand for a letter
// someone did not write ("p*ta", "p**a", "f#ck"), read so in one reading of a name
// (name-folding.server.ts). A hidden letter matches any one letter of the entry; a word without
// one is matched as it always was, by plain comparison.

/** Whether a folded word or run holds a hidden letter. */
export function hasHiddenLetter(text: string): boolean {
  return text.includes(HIDDEN_LETTER);
}

/** Whether `entry` reads in `text` from `at`, each hidden letter of the text standing for any one letter. */
function readsAt(text: readonly string[], entry: readonly string[], at: number): boolean {
  if (at < 0 || at + entry.length > text.length) return false;
  return entry.every((letter, index) => text[at + index] === letter || text[at + index] === HIDDEN_LETTER);
}

/** Whether the word is the entry. */
export function isEntry(word: string, entry: string): boolean {
  if (!hasHiddenLetter(word)) return word === entry;
  const letters = Array.from(word);
  const entryLetters = Array.from(entry);
  return letters.length === entryLetters.length && readsAt(letters, entryLetters, 0);
}

/** Whether the word starts with the entry (a stem). */
export function startsWithEntry(word: string, entry: string): boolean {
  if (!hasHiddenLetter(word)) return word.startsWith(entry);
  return readsAt(Array.from(word), Array.from(entry), 0);
}

/** Whether the text holds the entry anywhere. */
export function holdsEntry(text: string, entry: string): boolean {
  if (!hasHiddenLetter(text)) return text.includes(entry);
  const letters = Array.from(text);
  const entryLetters = Array.from(entry);
  return letters.some((_, at) => readsAt(letters, entryLetters, at));
}
