import { blockedNames, hateSymbols, leftOutOfMaintainedLists } from "@content/blocked-names";
import type { BlockedNameList } from "@content/blocked-names";
import maintainedEnglish from "naughty-words/en.json";
import maintainedSpanish from "naughty-words/es.json";
import { normalizeTypedName } from "~/lib/typed-name";
import { foldCode, foldEntry, foldedWords } from "./name-folding.server";

// The entries the name filter matches: the maintained Spanish and English lists (only those two
// files of the package are imported, so its other languages stay out of the Worker), less the
// entries content/blocked-names.ts leaves out, with the hand-kept lists and the hate codes of that
// file. Server-only, as the lists are.

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
    anywhere: lettered.filter((entry) => foldedWords(entry).length > 1),
    symbols,
  };
}

/** Every entry the filter matches, folded as names are, by kind. */
export interface FoldedEntries {
  readonly words: ReadonlySet<string>;
  readonly stems: readonly string[];
  readonly anywhere: readonly string[];
  readonly codes: readonly string[];
  readonly symbols: readonly string[];
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
  return {
    words: new Set(ofKind("words")),
    stems: ofKind("stems"),
    anywhere: ofKind("anywhere"),
    codes: hateSymbols.codes.map(foldCode),
    symbols: [...hateSymbols.symbols, ...maintained.symbols].map(normalizeTypedName),
  };
}
