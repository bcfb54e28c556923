import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { defaultLang, languages, type Lang } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { messages } from "~/locales/messages";

// Translations are bundled into the Worker: there is no filesystem to read them from.
export const resources = Object.fromEntries(languages.map((lang) => [lang, { translation: messages[lang] }])) as Record<
  Lang,
  { translation: (typeof messages)[Lang] }
>;

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLang,
    // The language is part of every address; no header or cookie decides it.
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});

type FixedT = Awaited<ReturnType<typeof i18nServer.getFixedT<"translation">>>;
const translators = new Map<Lang, Promise<FixedT>>();

/**
 * The translation function of a language, built once per Worker isolate and reused: building an
 * i18next instance on every request costs a noticeable share of a page's render time, and a fixed
 * translator holds no per-request state.
 */
export function translatorFor(lang: Lang): Promise<FixedT> {
  let translator = translators.get(lang);
  if (!translator) {
    translator = i18nServer.getFixedT(lang);
    translators.set(lang, translator);
  }
  return translator;
}
