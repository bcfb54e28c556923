import { normalizeTypedName } from "~/lib/typed-name";
import { blockedEntries, type FoldedEntries } from "./blocked-entries.server";
import { holdsGroupNearCall } from "./hateful-phrases.server";
import { hasHiddenLetter, holdsEntry, isEntry, startsWithEntry } from "./hidden-letters.server";
import { codeReadings, foldedReadings, runTogether } from "./name-folding.server";
import { isBlockedRun, isBlockedWord, wordRuns } from "./word-runs.server";

// Refuses a name that contains an insult, a slur or a hate code of the lists (blocked-entries.server.ts,
// content/blocked-names.ts), or a hateful phrase (content/hateful-phrases.ts): every name that
// others see, a name on the public board, a pupil's nickname and a class's name.
// Server-only by intent: the schemas of a save, of a join and of a new class use it, the browser's
// checks of a name (player-name.ts, class-rules.ts) do not, so the word lists never ship to
// visitors. How names and entries are folded before they are compared is in name-folding.server.ts,
// how a masked letter ("p*ta") is matched in hidden-letters.server.ts, how words split by
// separators are read together in word-runs.server.ts, phrases in hateful-phrases.server.ts.
// Readings that fold alike (most names have no digit or symbol to read two ways), and the words
// and runs of words they share, are checked once: the filter runs on every save and join.

/** Whether a name holds an insult, a slur or a hate code and must not be shown to others. */
export function isBlockedName(name: string): boolean {
  const entries = blockedEntries();
  const text = normalizeTypedName(name);
  if (entries.symbols.some((symbol) => text.includes(symbol))) return true;
  if (codeReadings(text).some((reading) => entries.codes.some((code) => reading.includes(code)))) return true;
  const readings = [...new Map(foldedReadings(text).map((words) => [words.join(" "), words])).values()];
  const plainWords = new Set(readings.flat().filter((word) => !hasHiddenLetter(word)));
  if ([...plainWords].some((word) => isBlockedWord(word, entries))) return true;
  if ([...new Set(readings.flatMap(wordRuns))].some((run) => isBlockedRun(run, entries))) return true;
  return readings.some((words) => readingIsBlocked(words, entries));
}

/** The words of a reading run together, parted at the names that entries inside them leave alone ("Mariconchi"). */
function joinedWithoutSpared(words: readonly string[], spared: ReadonlySet<string>): string {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (spared.has(word)) parts.push([]);
    else parts.at(-1)?.push(word);
  }
  return parts.map(runTogether).join("|");
}

function readingIsBlocked(words: readonly string[], entries: FoldedEntries): boolean {
  const hiddenWordIsBlocked = (word: string) =>
    [...entries.words].some((entry) => isEntry(word, entry)) ||
    entries.stems.some((stem) => startsWithEntry(word, stem));
  if (words.filter(hasHiddenLetter).some(hiddenWordIsBlocked)) return true;
  const joined = joinedWithoutSpared(words, entries.spared);
  return entries.anywhere.some((entry) => holdsEntry(joined, entry)) || holdsGroupNearCall(words, entries);
}
