import type { Lang } from "~/i18n-routes";
import type { ShellMessages } from "~/locales/es";
import { loadingCatalog } from "./translation";

// In the browser, each language's shared strings are a chunk of their own: a page downloads only
// its own language (and another only if a client-side navigation crosses languages). Feature
// strings come with page data.
const shellStrings: Record<Lang, () => Promise<ShellMessages>> = {
  es: () => import("~/locales/es").then((m) => m.es),
  en: () => import("~/locales/en").then((m) => m.en),
  ca: () => import("~/locales/ca").then((m) => m.ca),
};

/** The browser's catalog of shared strings, loaded language by language. */
export const browserCatalog = loadingCatalog((lang: Lang) => shellStrings[lang]());
