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

type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;

/** Every key of the locales, with plural forms named by their base key. */
export type TranslationKey = WithoutPluralSuffix<Paths<Messages>>;

/** The keys written in plural forms: they are called with a `count`. */
export type PluralKey = PluralBase<Paths<Messages>>;

// A plural key must have at least the "one" and "other" forms: a missing one is a type error here.
type MissingPluralForm = {
  [Base in PluralKey]: `${Base}_one` | `${Base}_other` extends Paths<Messages> ? never : Base;
}[PluralKey];
const everyPluralKeyHasOneAndOther: [MissingPluralForm] extends [never] ? true : MissingPluralForm = true;
void everyPluralKeyHasOneAndOther;

export type TranslationValues = Record<string, string | number>;

/** Translates a key; a plural key needs its `count`, so a counted string cannot lose its number. */
export type Translate = <K extends TranslationKey>(
  key: K,
  ...values: K extends PluralKey ? [values: TranslationValues & { count: number }] : [values?: TranslationValues]
) => string;

function flatten(node: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else if (typeof value === "object" && value !== null) flatten(value, path, into);
  }
  return into;
}

// Each source of strings is flattened once: the server builds a translator for every request
// from the same shared strings, and the browser one for every page.
const flattened = new WeakMap<object, Map<string, string>>();

function stringsOf(source: object): Map<string, string> {
  let strings = flattened.get(source);
  if (!strings) {
    strings = flatten(source, "", new Map());
    flattened.set(source, strings);
  }
  return strings;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralRulesOf(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: TranslationValues): string {
  // A value that is not given stays as written, as in i18next, so that a mistake shows.
  return text.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The translation function of one language, for the strings given (later sources win). */
export function createTranslator(lang: Lang, ...sources: object[]): Translate {
  const maps = sources.map(stringsOf).reverse();
  const lookUp = (key: string) => {
    for (const strings of maps) {
      const text = strings.get(key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const translate = (key: string, values?: TranslationValues): string => {
    let text: string | undefined;
    if (typeof values?.count === "number") {
      text = lookUp(`${key}_${pluralRulesOf(lang).select(values.count)}`) ?? lookUp(`${key}_other`);
    }
    text ??= lookUp(key);
    // A missing key shows itself (as in i18next); the type checker keeps this from happening.
    if (text === undefined) return key;
    return values ? interpolate(text, values) : text;
  };
  return translate as Translate;
}
