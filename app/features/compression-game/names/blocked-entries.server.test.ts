import { blockedNames, hateSymbols, leftOutOfMaintainedLists, namesNearBlockedWords } from "@content/blocked-names";
import { hatefulPhraseWords } from "@content/hateful-phrases";
import maintainedEnglish from "naughty-words/en.json";
import maintainedSpanish from "naughty-words/es.json";
import { describe, expect, it } from "vitest";
import { blockedEntries, maintainedEntries } from "./blocked-entries.server";
import { isBlockedName } from "./name-filter.server";
import { foldEntry, foldedReadings } from "./name-folding.server";

const kinds = ["words", "stems", "inside", "anywhere"] as const;

/** Every entry of the hand-kept lists, the hate codes' and the maintained lists' the filter keeps. */
const entries = [
  ...Object.entries(blockedNames).map(([source, list]) => ({ source, list })),
  { source: "hate", list: hateSymbols },
  { source: "maintained", list: maintainedEntries() },
].flatMap(({ source, list }) => kinds.flatMap((kind) => list[kind].map((entry) => ({ source, kind, entry }))));

describe("the lists of blocked names", () => {
  it("have entries in the three languages, and the maintained Spanish and English ones", () => {
    expect(Object.keys(blockedNames).sort()).toEqual(["ca", "en", "es"]);
    for (const list of Object.values(blockedNames)) expect(list.words.length).toBeGreaterThan(10);
    expect(entries.filter(({ source }) => source === "maintained").length).toBeGreaterThan(300);
  });

  it("hold no entry that would never match: each one, as written and folded, is refused", () => {
    const neverMatched = entries.filter(({ entry }) => !isBlockedName(entry) || !isBlockedName(foldEntry(entry)));
    expect(neverMatched).toEqual([]);
    expect([...hateSymbols.codes, ...hateSymbols.symbols].filter((entry) => !isBlockedName(entry))).toEqual([]);
  });

  it("hold whole words and stems of one word each, and no entry that folds to nothing", () => {
    for (const { kind, entry } of entries) {
      expect(foldEntry(entry).length, entry).toBeGreaterThan(kind === "anywhere" ? 5 : 1);
      if (kind !== "anywhere") expect(foldedReadings(entry)[0], entry).toEqual([foldEntry(entry)]);
    }
  });

  it("hold roots that each refuse a word made of them and an ending", () => {
    const roots = Object.values(blockedNames).flatMap(({ roots }) => roots);
    expect(roots.length).toBeGreaterThan(20);
    expect(roots.map((root) => `${root}ito`).filter((word) => !isBlockedName(word))).toEqual([]);
  });

  it("leave alone the names near a blocked word, which no entry refuses", () => {
    expect(namesNearBlockedWords.filter(isBlockedName)).toEqual([]);
  });

  it("hold groups of people, each refused beside a call to harm it, and calls accepted alone", () => {
    const groups = Object.values(hatefulPhraseWords).flatMap(({ groups }) => groups);
    const calls = Object.values(hatefulPhraseWords).flatMap(({ calls }) => calls);
    expect(calls.filter(isBlockedName)).toEqual([]);
    expect(groups.filter((group) => !isBlockedName(`${group} fuera`) || !isBlockedName(`kill ${group}`))).toEqual([]);
  });

  it("accept a group alone, which names who someone is; only slurs for a group are refused", () => {
    const groups = Object.values(hatefulPhraseWords).flatMap(({ groups }) => groups);
    const slurs = ["bolleras", "charnegos", "maricas", "maricones", "maricons", "moracos", "negratas", "pakis"];
    const moreSlurs = ["sudacas", "sudaques", "trannies", "xarnegos"];
    expect([...new Set(groups.filter(isBlockedName))].sort()).toEqual([...slurs, ...moreSlurs]);
  });

  it("match symbols as typed, none of them empty", () => {
    expect(blockedEntries().symbols).toContain("🖕");
    expect(blockedEntries().symbols.every((symbol) => symbol.length > 0)).toBe(true);
  });
});

describe("the entries left out of the maintained lists", () => {
  const maintained = new Set([...maintainedSpanish, ...maintainedEnglish].map((entry) => entry.toLowerCase()));

  it("are each in a maintained list, as written there", () => {
    expect(leftOutOfMaintainedLists.filter((entry) => !maintained.has(entry))).toEqual([]);
  });

  it("are each accepted, no other entry refusing them", () => {
    expect(leftOutOfMaintainedLists.filter(isBlockedName)).toEqual([]);
  });

  it("stay out of the maintained entries the filter uses, and of the hand-kept lists", () => {
    const kept = new Set(entries.filter(({ kind }) => kind !== "stems").map(({ entry }) => foldEntry(entry)));
    expect(leftOutOfMaintainedLists.filter((entry) => kept.has(foldEntry(entry)))).toEqual([]);
  });
});
