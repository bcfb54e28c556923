import { normalizeTypedName } from "~/lib/typed-name";
import { blockedEntries, type FoldedEntries } from "./blocked-entries.server";
import { hasHiddenLetter, holdsEntry, isEntry, startsWithEntry } from "./hidden-letters.server";
import { codeReadings, foldedReadings, runTogether } from "./name-folding.server";

// Refuses a name that contains an insult, a slur or a hate code of the lists (blocked-entries.server.ts,
// content/blocked-names.ts): every name that others see, a name on the public board, a pupil's
// nickname and a class's name.
// Server-only by intent: the schemas of a save, of a join and of a new class use it, the browser's
// checks of a name (player-name.ts, class-rules.ts) do not, so the word lists never ship to
// visitors. How names and entries are folded before they are compared is in name-folding.server.ts,
// how a masked letter ("p*ta") is matched in hidden-letters.server.ts.

/** Whether a name holds an insult, a slur or a hate code and must not be shown to others. */
export function isBlockedName(name: string): boolean {
  const entries = blockedEntries();
  const text = normalizeTypedName(name);
  if (entries.symbols.some((symbol) => text.includes(symbol))) return true;
  if (codeReadings(text).some((reading) => entries.codes.some((code) => reading.includes(code)))) return true;
  return foldedReadings(text).some((reading) => readingIsBlocked(reading, entries));
}

function readingIsBlocked(reading: readonly string[], { words, stems, anywhere }: FoldedEntries): boolean {
  const isBlockedWord = (word: string) =>
    (hasHiddenLetter(word) ? [...words].some((entry) => isEntry(word, entry)) : words.has(word)) ||
    stems.some((stem) => startsWithEntry(word, stem));
  if (reading.some(isBlockedWord)) return true;
  const joined = runTogether(reading);
  return anywhere.some((entry) => holdsEntry(joined, entry));
}
