import type { InitOptions } from "i18next";
import { defaultLang, languages } from "./i18n-routes";
import type { Messages } from "./locales/messages";

// i18next options shared by the server (entry.server, loaders) and the browser (entry.client).
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLang,
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
} satisfies InitOptions;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}
