import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages, type Lang } from "~/i18n-routes";
import { langOfPath } from "~/lib/paths";
import { RequestInfoProvider } from "~/lib/request-info";
import { loadingCatalog, TranslationCatalogProvider } from "~/lib/translation";
import type { ShellMessages } from "~/locales/es";

// Each language's shared strings are a separate chunk: a page downloads only its own language,
// and another one only if a client-side navigation crosses languages. Feature strings come
// with page data.
const shellStrings: Record<Lang, () => Promise<ShellMessages>> = {
  es: () => import("~/locales/es").then((m) => m.es),
  en: () => import("~/locales/en").then((m) => m.en),
  ca: () => import("~/locales/ca").then((m) => m.ca),
};
const translations = loadingCatalog((lang: Lang) => shellStrings[lang]());

async function hydrate() {
  const { pathname } = window.location;
  // A page outside /es, /en and /ca (the not-found page) speaks every language.
  const pathLang = langOfPath(pathname);
  const needed = pathLang ? [pathLang] : languages;
  await Promise.all(needed.map((lang) => translations.load(lang)));

  const { requestId, formStamp } = document.documentElement.dataset;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RequestInfoProvider value={{ requestId, formStamp }}>
          <TranslationCatalogProvider value={translations}>
            <RemixBrowser />
          </TranslationCatalogProvider>
        </RequestInfoProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
