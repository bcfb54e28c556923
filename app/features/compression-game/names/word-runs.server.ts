import type { FoldedEntries } from "./blocked-entries.server";
import { hasHiddenLetter } from "./hidden-letters.server";
import { isGroupBesideCall } from "./hateful-phrases.server";
import { runTogether } from "./name-folding.server";

// Words read across the separators that split them (name-filter.server.ts): a word of the lists
// written in pieces ("mari con", "su-daca", "pu.ta", "hijo de p") is a run of the name's words
// taken together, and is matched as a word is. A run starts where a word of the name starts and
// ends where one ends, so that two real names side by side are read together but never cut:
// "Pau Tarrés" reads "pau", "tarres" and "pautarres", never "puta"; "Marc Gordillo" never
// "gordo". Within a run, a root of the lists with an ending ("marikita", "sudakilla") and a group
// beside a call to harm it ("morosfuera": hateful-phrases.server.ts) are refused too; within one
// word, an entry inside it ("elsudaca") and two entries run together ("putamierda", "moromierda").

/** The most words read as one: "h i j o d e p" is one word already, "hijo de la p" four. */
const LONGEST_RUN = 5;

/** The shortest part of a word that counts as an entry when it is run together with another. */
const SHORTEST_PART = 3;

/**
 * Every run of consecutive words of a reading, with runs of a letter collapsed where the words
 * meet ("pu", "ta" → "pu", "puta", "ta"). A word with a hidden letter ("p*ta") is matched alone
 * (name-filter.server.ts) and parts the runs. A letter alone is an initial or a decoration: it
 * starts or ends a run of three words or more ("hijo de p", "h de p"), never one of two ("xX_Marc_Xx
 * Ona" is no "xona", "Yao i" no "yaoi"); a word spelled out letter by letter is one word already.
 */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start; end < Math.min(words.length, start + LONGEST_RUN); end++) {
      const word = words[end];
      if (word === undefined || hasHiddenLetter(word)) break;
      const pair = end === start + 1;
      if (end === start) runs.push(word);
      else if (!pair || (word.length > 1 && words[start]?.length !== 1))
        runs.push(runTogether(words.slice(start, end + 1)));
    }
  }
  return runs;
}

/** Whether a run is a root of the lists with one of its endings ("rnaric" + "ita"). */
function isRootWithEnding(run: string, { roots, rootEndings }: FoldedEntries): boolean {
  for (let at = SHORTEST_PART; at < run.length; at++) {
    if (roots.has(run.slice(0, at)) && rootEndings.has(run.slice(at))) return true;
  }
  return false;
}

/** An insult of the lists: a word, or a root with an ending that is no name ("Putin"). */
function isInsult(part: string, entries: FoldedEntries): boolean {
  return entries.words.has(part) || (!entries.spared.has(part) && isRootWithEnding(part, entries));
}

/**
 * Whether a run is two parts run together that are each an entry, or a group of people and an
 * insult ("putamierda", "moromierda", "putomoro"), "de" or "of" between them allowed.
 */
function isCompound(run: string, entries: FoldedEntries): boolean {
  const groups = entries.compoundGroups;
  for (let at = SHORTEST_PART; at <= run.length - SHORTEST_PART; at++) {
    const head = run.slice(0, at);
    const headIsInsult = isInsult(head, entries);
    if (!headIsInsult && !groups.has(head)) continue;
    const tail = run.slice(at);
    const tails = /^(de|of)./.test(tail) ? [tail, tail.slice(2)] : [tail];
    if (tails.some((part) => isInsult(part, entries) || (headIsInsult && groups.has(part)))) return true;
  }
  return false;
}

/** Whether a run of words is an entry of the lists: a word, a stem's start, a root with an ending, a hateful phrase. */
export function isBlockedRun(run: string, entries: FoldedEntries): boolean {
  if (entries.words.has(run) || entries.stems.some((stem) => run.startsWith(stem))) return true;
  if (entries.spared.has(run)) return false;
  return isRootWithEnding(run, entries) || isGroupBesideCall(run, entries);
}

/**
 * Whether one word of a name holds an entry inside it, or is two entries run together. Only
 * within a word: split at a space, each part is a word of its own, and across a space two real
 * names may hold one ("Mari Concha", "Pu Tafat").
 */
export function isBlockedWord(word: string, entries: FoldedEntries): boolean {
  if (entries.spared.has(word)) return false;
  return entries.inside.some((entry) => word.includes(entry)) || isCompound(word, entries);
}
