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

// Every counted string, in every language, read with the counts whose forms differ: 0, 1, 2 and 5,
// and a million, which Spanish and Catalan put in a "many" category that falls back to "other".
describe("counted strings", () => {
  const expected = {
    es: {
      "game.status.tooFew": [
        "Has hecho 0 compresiones",
        "Has hecho 1 compresión:",
        "Has hecho 2 compresiones",
        "Has hecho 5 compresiones",
      ],
      "sections.minutes": ["0 minutos", "1 minuto", "2 minutos", "5 minutos"],
      "rating.label": ["de 0 estrellas", "de 1 estrella", "de 2 estrellas", "de 5 estrellas"],
      "resources.manualPages": ["0 páginas", "1 página", "2 páginas", "5 páginas"],
      "depth.fallback.tooSlow": ["envía 0 lecturas", "envía 1 lectura por", "envía 2 lecturas", "envía 5 lecturas"],
      "classroom.depth.count": ["(0 resultados", "(1 resultado con", "(2 resultados", "(5 resultados"],
    },
    en: {
      "game.status.tooFew": [
        "made 0 compressions",
        "made 1 compression:",
        "made 2 compressions",
        "made 5 compressions",
      ],
      "sections.minutes": ["0 minutes", "1 minute", "2 minutes", "5 minutes"],
      "rating.label": ["of 0 stars", "of 1 star", "of 2 stars", "of 5 stars"],
      "resources.manualPages": ["0 pages", "1 page", "2 pages", "5 pages"],
      "depth.fallback.tooSlow": ["sends 0 readings", "sends 1 reading a", "sends 2 readings", "sends 5 readings"],
      "classroom.depth.count": ["(0 results", "(1 result with", "(2 results", "(5 results"],
    },
    ca: {
      "game.status.tooFew": [
        "Has fet 0 compressions",
        "Has fet 1 compressió:",
        "Has fet 2 compressions",
        "Has fet 5 compressions",
      ],
      "sections.minutes": ["0 minuts", "1 minut", "2 minuts", "5 minuts"],
      "rating.label": ["de 0 estrelles", "de 1 estrella", "de 2 estrelles", "de 5 estrelles"],
      "resources.manualPages": ["0 pàgines", "1 pàgina", "2 pàgines", "5 pàgines"],
      "depth.fallback.tooSlow": ["envia 0 lectures", "envia 1 lectura per", "envia 2 lectures", "envia 5 lectures"],
      "classroom.depth.count": ["(0 resultats", "(1 resultat amb", "(2 resultats", "(5 resultats"],
    },
  } satisfies Record<(typeof languages)[number], Record<string, string[]>>;
  const millions = { es: "1000000 compresiones", en: "1000000 compressions", ca: "1000000 compressions" };

  it.each(languages)("gives each count its plural form in %s", (lang) => {
    const t = createTranslator(lang, messages[lang]);
    for (const [key, forms] of Object.entries(expected[lang])) {
      [0, 1, 2, 5].forEach((count, index) => {
        expect(t(key as "game.status.tooFew", { count, rating: count }), `${key} ${count}`).toContain(forms[index]);
      });
    }
    expect(t("game.status.tooFew", { count: 1_000_000 })).toContain(millions[lang]);
  });

  it.each(languages)("lists every counted string of %s above, each with its 'one' and 'other' forms", (lang) => {
    const paths = leaves(messages[lang]).map(([path]) => path);
    const bases = [...new Set(paths.filter((path) => pluralSuffix.test(path)).map((p) => p.replace(pluralSuffix, "")))];
    expect(bases.sort()).toEqual(Object.keys(expected[lang]).sort());
    for (const base of bases) {
      expect(paths, base).toContain(`${base}_one`);
      expect(paths, base).toContain(`${base}_other`);
      expect(paths, base).not.toContain(base);
    }
  });

  it.each(languages)("writes {{count}} only in plural forms, and no other number to count in %s", (lang) => {
    for (const [path, text] of leaves(messages[lang])) {
      if (text.includes("{{count}}")) expect(path, path).toMatch(pluralSuffix);
      // A placeholder followed by a counted noun must be a plural key: "{{n}} minuts" is not allowed.
      const counted = /\{\{(\w+)\}\} (?:compressi|compresi|minut|pàgin|págin|page|estrell|star|lectur|reading)/;
      if (counted.test(text)) expect(path, `${path}: ${text}`).toMatch(pluralSuffix);
    }
  });
});
