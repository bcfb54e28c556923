import type { FoldedEntries } from "./blocked-entries.server";
import { runTogether } from "./name-folding.server";

// Hateful phrases of harmless words (content/hateful-phrases.ts): a group of people and a call to
// harm them, in one reading of a name (name-filter.server.ts). As words, in either order, side by
// side or with only fillers between ("moros fuera", "fuera los moros de aquí", "odio a los
// moros", "kill all jews"); run together, as one run of whole words (word-runs.server.ts) made of
// a group and a call side by side, or of a call, a filler and a group ("morosfuera",
// "fueralosmoros"). A group's letters inside a longer word, a call's at the end of a name before a
// group ("Zhang Moro", "Blackout Moro"), and a group and a call far apart in a name of several
// names ("Javier Moro, Kill Bill") say nothing. A group alone, or beside any other word, is accepted.

/** The longest phrase of words read as one group or one call ("a su país", "todos los"). */
const LONGEST_PART = 3;

/** Where each group and each call of a reading's words starts and ends, as word indices. */
function partsOf(words: readonly string[], { groups, calls }: FoldedEntries) {
  const found: { kind: "group" | "call"; start: number; end: number }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start; end < Math.min(words.length, start + LONGEST_PART); end++) {
      const run = end === start ? (words[start] ?? "") : runTogether(words.slice(start, end + 1));
      if (groups.has(run)) found.push({ kind: "group", start, end });
      if (calls.has(run)) found.push({ kind: "call", start, end });
    }
  }
  return found;
}

/** Whether every word between two parts is a filler: an article, "all", or a word of one or two letters. */
function onlyFillersBetween(words: readonly string[], from: number, to: number, fillers: ReadonlySet<string>) {
  return words.slice(from, to).every((word) => word.length <= 2 || fillers.has(word));
}

/** Whether a reading's words hold a group and a call with nothing but fillers between them. */
export function holdsGroupNearCall(words: readonly string[], entries: FoldedEntries): boolean {
  const parts = partsOf(words, entries);
  const groups = parts.filter(({ kind }) => kind === "group");
  const calls = parts.filter(({ kind }) => kind === "call");
  return groups.some((group) =>
    calls.some((call) =>
      call.end < group.start
        ? onlyFillersBetween(words, call.end + 1, group.start, entries.fillerWords)
        : group.end < call.start && onlyFillersBetween(words, group.end + 1, call.start, entries.fillerWords),
    ),
  );
}

/** Whether a text is a call that may be run together, alone or with a filler after it ("fueralos"). */
function isCallBeforeGroup(text: string, { callsRunTogether, fillers }: FoldedEntries): boolean {
  return fillers.some(
    (filler) => text.endsWith(filler) && callsRunTogether.has(text.slice(0, text.length - filler.length)),
  );
}

/** Whether a run of words is a group and a call run together, in either order ("morosfuera", "killalljews"). */
export function isGroupBesideCall(run: string, entries: FoldedEntries): boolean {
  for (let at = 1; at < run.length; at++) {
    const [head, tail] = [run.slice(0, at), run.slice(at)];
    if (entries.groups.has(head) && entries.callsRunTogether.has(tail)) return true;
    if (entries.groups.has(tail) && isCallBeforeGroup(head, entries)) return true;
  }
  return false;
}
