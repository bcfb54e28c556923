import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createLoadContext } from "~/.server/load-context";
import { languages, pages, type Lang } from "~/i18n-routes";
import { loader } from "~/pages/privacy";
import { privacyPolicy as caPolicy } from "./ca/privacy";
import { privacyPolicy as enPolicy } from "./en/privacy";
import { privacyPolicy as esPolicy } from "./es/privacy";
import { privacyPolicyVersion } from "./privacy";

// The privacy page's date line is the version that every contact stores with its consent
// (`privacyPolicyVersion`), written in the page's language: the two cannot differ.

const policies = { ca: caPolicy, es: esPolicy, en: enPolicy } satisfies Record<Lang, unknown>;

const locales: Record<Lang, string> = { ca: "ca-ES", es: "es-ES", en: "en-GB" };

/** The months' names as Intl writes them alone, January first. */
function monthNames(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(locales[lang], { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
}

/**
 * Each language's date line: its day, month's name and year, in that order. Catalan's day takes
 * «de l'» before 1 and 11 and «del» before any other, its month «d'» before a vowel and «de» before
 * a consonant.
 */
const dateLine: Record<Lang, RegExp> = {
  ca: /^Versió (?:del (?!1 |11 )|de l'(?=1 |11 ))(\d{1,2}) (?:de (?![aeiou])|d'(?=[aeiou]))(\p{L}+) de (\d{4})$/u,
  es: /^Versión del (\d{1,2}) de (\p{L}+) de (\d{4})$/u,
  en: /^Version of (\d{1,2}) (\p{L}+) (\d{4})$/u,
};

/** The ISO date that a date line says, or null if it is not one. */
function dateOf(lang: Lang, label: string): string | null {
  const [, day, month, year] = dateLine[lang].exec(label) ?? [];
  const monthIndex = monthNames(lang).indexOf(month ?? "");
  if (!day || !year || monthIndex < 0) return null;
  return `${year}-${String(monthIndex + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

describe("the privacy page's date", () => {
  it.each(languages)("is the stored consent version, in %s", async (lang) => {
    const data = await loader({
      request: new Request(`https://estudioxr.example${pages.privacy[lang]}`),
      params: {},
      context: createLoadContext(env, createExecutionContext()),
    });
    // The <time> element's dateTime, and the words it shows.
    expect(data.version).toBe(privacyPolicyVersion);
    expect(dateOf(lang, data.policy.versionLabel), data.policy.versionLabel).toBe(privacyPolicyVersion);
  });

  it.each([
    ["2026-11-26", "Versió del 26 de novembre de 2026"],
    ["2026-12-01", "Versió de l'1 de desembre de 2026"],
    ["2027-10-11", "Versió de l'11 d'octubre de 2027"],
    ["2027-04-01", "Versió de l'1 d'abril de 2027"],
    ["2027-08-21", "Versió del 21 d'agost de 2027"],
    ["2027-03-08", "Versió del 8 de març de 2027"],
  ])("of %s reads %s in Catalan (the article and preposition elided before a vowel)", (version, label) => {
    expect(caPolicy.versionLabel(version)).toBe(label);
  });

  it.each([
    ["2026-11-26", "Versión del 26 de noviembre de 2026"],
    ["2026-12-01", "Versión del 1 de diciembre de 2026"],
  ])("of %s reads %s in Spanish", (version, label) => {
    expect(esPolicy.versionLabel(version)).toBe(label);
  });

  it.each([
    ["2026-11-26", "Version of 26 November 2026"],
    ["2026-12-01", "Version of 1 December 2026"],
  ])("of %s reads %s in English", (version, label) => {
    expect(enPolicy.versionLabel(version)).toBe(label);
  });

  it.each(languages)("is written for every day of a year, in %s", (lang) => {
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const version = new Date(day).toISOString().slice(0, 10);
      expect(dateOf(lang, policies[lang].versionLabel(version))).toBe(version);
    }
  });

  it.each(["2026-13-01", "2026-00-10", "2026-11-32", "26-11-2026", ""])("refuses %j as a version", (version) => {
    for (const lang of languages) expect(() => policies[lang].versionLabel(version)).toThrow();
  });
});
