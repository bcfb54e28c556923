import { nicknameWords } from "@content/nickname-words";
import { describe, expect, it } from "vitest";
import { isBlockedName } from "~/features/compression-game/names/name-filter.server";
import { languages } from "~/i18n-routes";
import { normalizeTypedName } from "~/lib/typed-name";
import { nicknameError } from "../class-rules";
import { allGeneratedNicknames, generatedNickname } from "./generated-nickname";
import { nicknameKey } from "./nickname-key.server";

/** A seeded source of randomness (mulberry32), so that a run's draws can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nothingTaken = () => false;

describe("generatedNickname", () => {
  it("joins an animal and an adjective that agrees with it, in the page's language", () => {
    const first = () => 0;
    expect(generatedNickname("es", nothingTaken, first)).toBe("Lobo valiente");
    expect(generatedNickname("en", nothingTaken, first)).toBe("Brave otter");
    expect(generatedNickname("ca", nothingTaken, first)).toBe("Llúdriga valenta");
    expect(allGeneratedNicknames("es")).toContain("Tortuga valiente");
    expect(allGeneratedNicknames("es")).toContain("Tortuga rápida");
    expect(allGeneratedNicknames("es")).toContain("Lobo rápido");
    expect(allGeneratedNicknames("ca")).toContain("Llop valent");
    expect(allGeneratedNicknames("ca")).toContain("Guineu curiosa");
    expect(allGeneratedNicknames("en")).toContain("Curious owl");
  });

  it("gives a name that is not taken, spread over the combinations", () => {
    for (const lang of languages) {
      const random = seeded(42);
      const taken = new Set<string>();
      const names: string[] = [];
      for (let pupil = 0; pupil < 300; pupil++) {
        const name = generatedNickname(lang, (candidate) => taken.has(nicknameKey(candidate)), random);
        expect(name).not.toBeNull();
        if (name === null) return;
        expect(taken.has(nicknameKey(name))).toBe(false);
        taken.add(nicknameKey(name));
        names.push(name);
      }
      expect(new Set(names).size).toBe(300);
      const { animals, adjectives } = nicknameWords[lang];
      const animalsUsed = animals.filter(({ name }) => names.some((nickname) => nickname.toLowerCase().includes(name)));
      expect(animalsUsed.length, lang).toBeGreaterThan(animals.length * 0.8);
      const firstWords = new Set(names.map((nickname) => nickname.split(" ")[lang === "en" ? 0 : 1]));
      expect(firstWords.size, lang).toBeGreaterThan(adjectives.length * 0.8);
    }
  });

  it("compares names by their keys, as the class does", () => {
    const taken = new Set([nicknameKey("LOBO VALIENTE")]);
    expect(
      generatedNickname(
        "es",
        (candidate) => taken.has(nicknameKey(candidate)),
        () => 0,
      ),
    ).not.toBe("Lobo valiente");
  });

  it("finds the last free name, and gives none when every one is taken", () => {
    for (const lang of languages) {
      const all = allGeneratedNicknames(lang);
      const free = all[Math.floor(all.length / 2)] ?? "";
      const allButOne = new Set(all.filter((name) => name !== free).map(nicknameKey));
      expect(generatedNickname(lang, (candidate) => allButOne.has(nicknameKey(candidate)), seeded(7))).toBe(free);
      expect(generatedNickname(lang, () => true, seeded(7))).toBeNull();
    }
  });

  it("stays in the combinations whatever the source of randomness returns", () => {
    for (const value of [0, 0.5, 0.999999, 1, -1, Number.NaN]) {
      expect(allGeneratedNicknames("ca")).toContain(generatedNickname("ca", nothingTaken, () => value));
    }
  });
});

describe("the generated nicknames", () => {
  it.each(languages)("in %s: at least 40 animals and 30 adjectives, an agreeing form for each gender", (lang) => {
    const { animals, adjectives } = nicknameWords[lang];
    expect(animals.length).toBeGreaterThanOrEqual(40);
    expect(adjectives.length).toBeGreaterThanOrEqual(30);
    expect(new Set(animals.map(({ name }) => name)).size).toBe(animals.length);
    if (lang !== "en") expect(animals.filter(({ gender }) => gender === undefined)).toEqual([]);
    if (lang === "en") expect(adjectives.filter((adjective) => typeof adjective !== "string")).toEqual([]);
  });

  it.each(languages)("in %s: each one a valid nickname, unique by key, and none refused by the word filter", (lang) => {
    const all = allGeneratedNicknames(lang);
    expect(all.filter((name) => nicknameError(name) !== null || normalizeTypedName(name) !== name)).toEqual([]);
    expect(new Set(all.map(nicknameKey)).size).toBe(all.length);
    expect(all.filter(isBlockedName)).toEqual([]);
  });
});
