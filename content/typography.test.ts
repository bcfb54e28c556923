import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { messages } from "~/locales/messages";

// What a dictionary cannot see (`npm run spell` checks the words): the typography of each language.

const content: Record<Lang, Record<string, unknown>> = {
  es: import.meta.glob("./es/**/*.ts", { eager: true }),
  en: import.meta.glob("./en/**/*.ts", { eager: true }),
  ca: import.meta.glob("./ca/**/*.ts", { eager: true }),
};

/** Every string of a value, with where it is. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
}

function textsOf(lang: Lang): [string, string][] {
  return [...texts(messages[lang], `locales/${lang}`), ...texts(content[lang], "content")];
}

/** The texts that break a rule, each with where it is. */
function breaking(lang: Lang, rule: RegExp): string[] {
  return textsOf(lang)
    .filter(([, text]) => rule.test(text))
    .map(([path, text]) => `${path}: ${text}`);
}

describe("the copy's typography", () => {
  it.each(languages)("reads every string of %s", (lang) => {
    expect(textsOf(lang).length).toBeGreaterThan(900);
  });

  it.each(["es", "ca"] as const)("puts a space before the percent sign in %s (85 %)", (lang) => {
    expect(breaking(lang, /[\d}]%/)).toEqual([]);
  });

  it("writes no space before the percent sign in English (85%)", () => {
    expect(breaking("en", /\d %|\}\} %/)).toEqual([]);
  });

  it.each(languages)("writes an ellipsis as one character in %s (…, not ...)", (lang) => {
    expect(breaking(lang, /\.\.\./)).toEqual([]);
  });

  it("says realitat virtual or RV in Catalan, never VR", () => {
    // Names keep their letters (a slug, an address); running text does not.
    expect(breaking("ca", /(?<![\w/-])VR(?![\w/-])/)).toEqual([]);
  });

  it("writes a thousands separator as Catalan and Spanish do (1.000, not 1000x)", () => {
    expect(breaking("ca", /\b\d{4,}x\b/)).toEqual([]);
  });

  it("quotes with «» in Catalan and Spanish, never with straight quotes", () => {
    for (const lang of ["ca", "es"] as const) expect(breaking(lang, /"/)).toEqual([]);
  });
});
