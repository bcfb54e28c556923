import type { Lang } from "~/i18n-routes";
import type { Messages } from "~/locales/messages";

// The translation function that renders the interface, on the server and in the browser.
//
// It does the three things the locales use: dotted keys, `{{name}}` interpolation and plural
// forms chosen by `count` (`key_one`, `key_other`, … as in i18next). The i18next runtime (with
// react-i18next) would add about 17 kB gzip to every page for features the site does not use;
// remix-i18next and i18next still translate loaders and meta on the server, and
// translate.test.ts checks that both give the same text for every key of both languages.

type PluralSuffix = Intl.LDMLPluralRule;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

type WithoutPluralSuffix<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of the locales, with plural forms named by their base key. */
export type TranslationKey = WithoutPluralSuffix<Paths<Messages>>;

export type TranslationValues = Record<string, string | number>;

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

function flatten(node: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else if (typeof value === "object" && value !== null) flatten(value, path, into);
  }
  return into;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: TranslationValues): string {
  // A value that is not given stays as written, as in i18next, so that a mistake shows.
  return text.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The translation function of one language, for the strings given (later sources win). */
export function createTranslator(lang: Lang, ...sources: object[]): Translate {
  const strings = new Map<string, string>();
  for (const source of sources) flatten(source, "", strings);
  const plurals = new Intl.PluralRules(lang);
  return (key, values) => {
    let text: string | undefined;
    if (typeof values?.count === "number") {
      text = strings.get(`${key}_${plurals.select(values.count)}`) ?? strings.get(`${key}_other`);
    }
    text ??= strings.get(key);
    // A missing key shows itself (as in i18next); the type checker keeps this from happening.
    if (text === undefined) return key;
    return values ? interpolate(text, values) : text;
  };
}
