import { describe, expect, it } from "vitest";
import { translatorFor } from "~/.server/i18n.server";
import { languages } from "~/i18n-routes";
import { messages } from "~/locales/messages";
import { createTranslator, type TranslationKey } from "./translate";

const { es, en } = messages;

function leaves(node: object, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value]] : leaves(value as object, path);
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

describe("createTranslator", () => {
  const t = createTranslator("es", es);

  it("reads dotted keys and fills in {{placeholders}}", () => {
    expect(t("brand.tagline")).toBe("REALIDAD EXTENDIDA");
    expect(t("course.stepOf", { number: 2, total: 6 })).toBe("Paso 2 de 6");
  });

  it("chooses the plural form from count, in each language", () => {
    expect(t("resources.manualPages", { count: 1 })).toBe("PDF · 1 página");
    expect(t("resources.manualPages", { count: 4 })).toBe("PDF · 4 páginas");
    const english = createTranslator("en", en);
    expect(english("resources.manualPages", { count: 1 })).toBe(en.resources.manualPages_one.replace("{{count}}", "1"));
    expect(english("resources.manualPages", { count: 4 })).toBe(
      en.resources.manualPages_other.replace("{{count}}", "4"),
    );
  });

  it("falls back to the 'other' form for a plural category the locale does not write", () => {
    // Spanish has a "many" category (1,000,000), which the locales do not need to spell out.
    expect(new Intl.PluralRules("es").select(1_000_000)).toBe("many");
    expect(t("resources.manualPages", { count: 1_000_000 })).toBe("PDF · 1000000 páginas");
  });

  it("leaves a placeholder without a value as written, and shows a missing key", () => {
    expect(t("course.stepOf", { number: 2 })).toBe("Paso 2 de {{total}}");
    expect(t("no.such.key" as TranslationKey)).toBe("no.such.key");
  });

  // The server's loaders and meta translate with i18next (remix-i18next); the interface with
  // createTranslator. Both must give the same text for every key, with and without values, and
  // for every count whose plural form the locale writes (i18next has no fallback to "other").
  it.each(languages)("gives the same text as i18next for every key in %s", async (lang) => {
    const ours = createTranslator(lang, messages[lang]);
    const theirs = await translatorFor(lang);
    const keys = new Set(leaves(messages[lang]).map(([key]) => key.replace(pluralSuffix, "")));
    expect(keys.size).toBeGreaterThan(200);
    for (const key of keys as Set<TranslationKey>) {
      const raw = leaves(messages[lang]).filter(([path]) => path.replace(pluralSuffix, "") === key);
      const names = [...new Set(raw.flatMap(([, text]) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])))];
      const written = (count: number) =>
        raw.some(([path]) => path.endsWith(`_${new Intl.PluralRules(lang).select(count)}`));
      const counts = [0, 1, 2, 5, 21, 1_000_000].filter(written);
      for (const count of names.includes("count") ? counts : [undefined]) {
        const values = Object.fromEntries(names.map((name) => [name, name === "count" ? count! : `<${name} & "x">`]));
        expect(ours(key, values), key).toBe(theirs(key as never, values));
      }
      expect(ours(key), key).toBe(theirs(key as never));
    }
  });
});
