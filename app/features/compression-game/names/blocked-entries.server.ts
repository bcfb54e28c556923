import { blockedNames, hateSymbols, leftOutOfMaintainedLists } from "@content/blocked-names";
import { namesNearBlockedWords, rootEndings, type BlockedNameList } from "@content/blocked-names";
import { callsOnlyAsWords, groupsAlsoColours, hatefulPhraseFillers } from "@content/hateful-phrases";
import { hatefulPhraseWords } from "@content/hateful-phrases";
import maintainedEnglish from "naughty-words/en.json";
import maintainedSpanish from "naughty-words/es.json";
import { normalizeTypedName } from "~/lib/typed-name";
import { foldCode, foldEntry, foldedWords } from "./name-folding.server";

// The entries the name filter matches: the maintained Spanish and English lists (only those two
// files of the package are imported, so its other languages stay out of the Worker), less the
// entries content/blocked-names.ts leaves out, with the hand-kept lists and the hate codes of that
// file, and the words of hateful phrases (content/hateful-phrases.ts). Server-only, as the lists are.

/** Entries as they are written, case and accents aside: the left-out list matches them so. */
function asWritten(entry: string): string {
  return normalizeTypedName(entry).toLowerCase();
}

const leftOut = new Set(leftOutOfMaintainedLists.map(asWritten));

/**
 * The maintained lists' entries the filter uses, in its kinds: a word as `words`, a phrase as
 * `anywhere`, and one with no letter or digit (an emoji) as `symbols`.
 */
export function maintainedEntries(): BlockedNameList & { readonly symbols: readonly string[] } {
  const kept = [...maintainedSpanish, ...maintainedEnglish].filter((entry) => !leftOut.has(asWritten(entry)));
  const symbols = kept.filter((entry) => !/[\p{L}\p{N}]/u.test(entry));
  const lettered = kept.filter((entry) => !symbols.includes(entry));
  return {
    words: lettered.filter((entry) => foldedWords(entry).length === 1),
    stems: [],
    roots: [],
    inside: [],
    anywhere: lettered.filter((entry) => foldedWords(entry).length > 1),
    symbols,
  };
}

/** Every entry the filter matches, folded as names are, by kind. */
export interface FoldedEntries {
  readonly words: ReadonlySet<string>;
  readonly stems: readonly string[];
  readonly roots: ReadonlySet<string>;
  readonly rootEndings: ReadonlySet<string>;
  /** Names that roots, compounds and `anywhere` entries leave alone ("Putin", "Mariconchi"). */
  readonly spared: ReadonlySet<string>;
  readonly inside: readonly string[];
  readonly anywhere: readonly string[];
  readonly codes: readonly string[];
  readonly symbols: readonly string[];
  /** Words of hateful phrases: groups of people, calls to harm them, fillers between. */
  readonly groups: ReadonlySet<string>;
  /** Groups run together with an insult in one word: the groups and those that are also colours. */
  readonly compoundGroups: ReadonlySet<string>;
  readonly calls: ReadonlySet<string>;
  /** Calls matched next to a group with the name run together; not those that end real names ("Matamoros"). */
  readonly callsRunTogether: ReadonlySet<string>;
  readonly fillers: readonly string[];
  /** The fillers of one word, which may stand between a group and a call written as words. */
  readonly fillerWords: ReadonlySet<string>;
}

let folded: FoldedEntries | undefined;

/**
 * Every entry, folded on the first check of a name rather than when the Worker starts, which
 * would make every request that starts one wait for it.
 */
export function blockedEntries(): FoldedEntries {
  folded ??= foldedEntries();
  return folded;
}

function foldedEntries(): FoldedEntries {
  const maintained = maintainedEntries();
  const lists: readonly BlockedNameList[] = [...Object.values(blockedNames), hateSymbols, maintained];
  const ofKind = (kind: keyof BlockedNameList) => [...new Set(lists.flatMap((list) => list[kind].map(foldEntry)))];
  const phrases = Object.values(hatefulPhraseWords);
  const calls = new Set(phrases.flatMap(({ calls }) => calls.map(foldEntry)));
  const onlyAsWords = new Set(callsOnlyAsWords.map(foldEntry));
  const groups = phrases.flatMap(({ groups }) => groups.map(foldEntry));
  return {
    words: new Set(ofKind("words")),
    stems: ofKind("stems"),
    roots: new Set(ofKind("roots")),
    rootEndings: new Set(rootEndings.map(foldEntry)),
    spared: new Set(namesNearBlockedWords.map(foldEntry)),
    inside: ofKind("inside"),
    anywhere: ofKind("anywhere"),
    codes: hateSymbols.codes.map(foldCode),
    symbols: [...hateSymbols.symbols, ...maintained.symbols].map(normalizeTypedName),
    groups: new Set(groups),
    compoundGroups: new Set([...groups, ...groupsAlsoColours.map(foldEntry)]),
    calls,
    callsRunTogether: new Set([...calls].filter((call) => !onlyAsWords.has(call))),
    fillers: ["", ...new Set(hatefulPhraseFillers.map(foldEntry))],
    fillerWords: new Set(hatefulPhraseFillers.filter((filler) => foldedWords(filler).length === 1).map(foldEntry)),
  };
}
