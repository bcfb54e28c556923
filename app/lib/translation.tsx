import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { languages, type Lang } from "~/i18n-routes";
import type { ShellMessages } from "~/locales/es";
import type { FeatureStrings } from "~/locales/feature-strings";
import { createTranslator, type Translate } from "./translate";

/**
 * Where each language's shared strings (locales/es.ts, en.ts) come from: on the server both are
 * bundled; in the browser each is a chunk of its own, loaded before hydration or when a
 * client-side navigation reaches a language that is not loaded yet. A page's feature strings
 * come with its data instead (locales/feature-strings.ts).
 */
export interface TranslationCatalog {
  /** A language's shared strings, when they are loaded. */
  strings(lang: Lang): ShellMessages | undefined;
  /** Loads a language's shared strings. */
  load(lang: Lang): Promise<void>;
}

/** A catalog whose strings are all at hand (the server, tests). */
export function staticCatalog(messages: Partial<Record<Lang, ShellMessages>>): TranslationCatalog {
  return { strings: (lang) => messages[lang], load: () => Promise.resolve() };
}

/** A catalog that loads each language's strings on demand, once. */
export function loadingCatalog(loadMessages: (lang: Lang) => Promise<ShellMessages>): TranslationCatalog {
  const loaded = new Map<Lang, ShellMessages>();
  const loads = new Map<Lang, Promise<void>>();
  return {
    strings: (lang) => loaded.get(lang),
    load(lang) {
      let load = loads.get(lang);
      if (!load) {
        load = loadMessages(lang).then((messages) => void loaded.set(lang, messages));
        loads.set(lang, load);
      }
      return load;
    },
  };
}

interface Translation {
  lang: Lang;
  t: Translate;
}

interface TranslationState extends Translation {
  /** The feature strings given to the nearest provider. */
  features?: FeatureStrings;
}

const CatalogContext = createContext<TranslationCatalog | null>(null);
const TranslationContext = createContext<TranslationState | null>(null);

export const TranslationCatalogProvider = CatalogContext.Provider;

function useCatalog(): TranslationCatalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error("No TranslationCatalogProvider above this component");
  return catalog;
}

/** The wanted language if its strings are loaded, otherwise one that is. */
function loadedLang(catalog: TranslationCatalog, wanted: Lang): Lang {
  const lang = [wanted, ...languages].find((candidate) => catalog.strings(candidate));
  if (!lang) throw new Error(`No strings loaded for ${wanted}`);
  return lang;
}

interface TranslationProviderProps {
  lang: Lang;
  /** The page's feature strings, from its data. */
  features?: FeatureStrings;
  children: ReactNode;
}

/** Makes `lang` the language of everything inside. */
export function TranslationProvider({ lang, features, children }: TranslationProviderProps) {
  const catalog = useCatalog();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const loaded = catalog.strings(lang) !== undefined;
  useEffect(() => {
    if (!loaded) void catalog.load(lang).then(rerender);
  }, [catalog, lang, loaded]);
  // Until a newly reached language arrives, the page keeps speaking the one already loaded.
  const shown = loadedLang(catalog, lang);
  const shared = catalog.strings(shown);
  const value = useMemo(
    () => ({ lang: shown, t: createTranslator(shown, shared ?? {}, features ?? {}), features }),
    [shown, shared, features],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * The feature strings of the page (or of the island) around: an island reads them here, not from the
 * route's data, so that its script carries no Remix.
 */
export function useFeatureStrings(): FeatureStrings | undefined {
  return useContext(TranslationContext)?.features;
}

/**
 * The translation function and language of the page, or the shared strings of the language
 * asked for (the not-found page speaks both when its address names none; both are loaded for it).
 */
export function useTranslation(lang?: Lang): Translation {
  const current = useContext(TranslationContext);
  const catalog = useCatalog();
  if (!current) throw new Error("No TranslationProvider above this component");
  if (!lang || lang === current.lang) return current;
  const strings = catalog.strings(lang);
  return strings ? { lang, t: createTranslator(lang, strings) } : current;
}
