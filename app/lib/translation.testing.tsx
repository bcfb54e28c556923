import type { ReactNode } from "react";
import { messages } from "~/locales/messages";
import { staticCatalog, TranslationCatalogProvider, TranslationProvider } from "./translation";

// For component tests: renders in Spanish, with every string at hand.
const spanish = staticCatalog({ es: messages.es });

export function InSpanish({ children }: { children: ReactNode }) {
  return (
    <TranslationCatalogProvider value={spanish}>
      <TranslationProvider lang="es">{children}</TranslationProvider>
    </TranslationCatalogProvider>
  );
}
