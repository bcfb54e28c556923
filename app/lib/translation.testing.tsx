import type { ReactNode } from "react";
import type { Lang } from "~/i18n-routes";
import { messages } from "~/locales/messages";
import { staticCatalog, TranslationCatalogProvider, TranslationProvider } from "./translation";

// For component tests: renders in Spanish (or another language), with every string at hand.
const spanish = staticCatalog({ es: messages.es });
const every = staticCatalog(messages);

export function InSpanish({ children }: { children: ReactNode }) {
  return (
    <TranslationCatalogProvider value={spanish}>
      <TranslationProvider lang="es">{children}</TranslationProvider>
    </TranslationCatalogProvider>
  );
}

/** A wrapper that renders in `lang`. */
export function inLanguage(lang: Lang) {
  return function InLanguage({ children }: { children: ReactNode }) {
    return (
      <TranslationCatalogProvider value={every}>
        <TranslationProvider lang={lang}>{children}</TranslationProvider>
      </TranslationCatalogProvider>
    );
  };
}
