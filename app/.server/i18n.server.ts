import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { defaultLang, languages } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { en } from "~/locales/en";
import { es } from "~/locales/es";

// Translations are bundled into the Worker: there is no filesystem to read them from.
export const resources = { es: { translation: es }, en: { translation: en } };

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLang,
    // The language is part of every address; no header or cookie decides it.
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});
