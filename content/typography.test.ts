import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { messages } from "~/locales/messages";
import { fixedWording } from "./fixed-wording";

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

/** The texts that break a rule, each with where it is; the texts the site shows word for word are not ours to change. */
function breaking(lang: Lang, rule: RegExp): string[] {
  const fixed = fixedWording.filter((entry) => entry.lang === lang).map((entry) => entry.text);
  return textsOf(lang)
    .filter(([, text]) => rule.test(text) && !fixed.some((quoted) => text.includes(quoted)))
    .map(([path, text]) => `${path}: ${text}`);
}

/**
 * A capital letter after a colon inside a sentence (Spanish and Catalan write lower case there;
 * names keep their capital).
 */
const capitalAfterColon =
  /\p{Ll}[^.!?:]*: (?!(?:First|Estudio|Kalyan|Unity|NeoSalus|Gaussian|ERC|RCP|RGPD|DEA)\b)\p{Lu}\p{Ll}/u;

/**
 * A number from one to ten in figures in running text (four words or more): in words instead.
 * Figures stay with a unit (5 cm, 10 s, 85 %), in a measure (2 × 2), a countdown (3, 2, 1), a
 * date, and beside a larger figure of the same kind (30 compressions and 2 breaths).
 */
const smallNumberInFigures =
  /(?<![\d.,:×–-] ?)\b(?:[1-9]|10) (?![×%]|cm\b|s\b|min\b|kB\b|de (?:\p{Ll}+)\b|\d)(?!(?:compressions|breaths|ventilaciones|ventilacions)\b)\p{Ll}{3,}/u;

/** A text of running words (a label of a few words, such as "2 minutos", is not). */
const running = (text: string) => text.split(/\s+/).length >= 4;

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

  it.each(["es", "ca"] as const)("writes no capital after a colon inside a sentence in %s", (lang) => {
    expect(breaking(lang, capitalAfterColon)).toEqual([]);
  });

  it.each(languages)("writes numbers up to ten in words in the running text of %s", (lang) => {
    expect(
      breaking(lang, smallNumberInFigures).filter((line) => running(line.split(": ").slice(1).join(": "))),
    ).toEqual([]);
  });

  it("catches a capital after a colon and a small number in figures, and lets the exceptions be", () => {
    expect(capitalAfterColon.test("Llisca per confirmar: He completat la fase virtual")).toBe(true);
    expect(capitalAfterColon.test("Llisca per confirmar: he completat la fase virtual")).toBe(false);
    expect(capitalAfterColon.test("Programa: First Aiducation, en realitat virtual")).toBe(false);
    for (const text of ["una caja con 4 gafas de realidad virtual", "use it for 7 days at school"]) {
      expect(smallNumberInFigures.test(text), text).toBe(true);
    }
    for (const text of [
      "comprime de 5 a 6 cm en el centro",
      "en una proporción de 30 compresiones y 2 ventilaciones",
      "cuenta 3, 2, 1 y arranca",
      "una zona de 2 × 2 metros",
      "el 7 de diciembre de 2026",
      "no más de 10 s seguidos",
    ]) {
      expect(smallNumberInFigures.test(text), text).toBe(false);
    }
  });

  it("quotes with «» in Catalan and Spanish, never with straight quotes", () => {
    for (const lang of ["ca", "es"] as const) expect(breaking(lang, /"/)).toEqual([]);
  });
});
