import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages, type Lang } from "~/i18n-routes";
import { langFromPath, pathHasLang } from "~/lib/paths";
import { RequestInfoProvider } from "~/lib/request-info";
import { loadingCatalog, TranslationCatalogProvider } from "~/lib/translation";
import type { ShellMessages } from "~/locales/es";

// Each language's shared strings are a separate chunk: a page downloads only its own language,
// and the other one only if a client-side navigation crosses languages. Feature strings come
// with page data.
const translations = loadingCatalog((lang: Lang): Promise<ShellMessages> =>
  lang === "en" ? import("~/locales/en").then((m) => m.en) : import("~/locales/es").then((m) => m.es),
);

async function hydrate() {
  const { pathname } = window.location;
  // A page outside /es and /en (the not-found page) speaks both languages.
  const needed = pathHasLang(pathname) ? [langFromPath(pathname)] : languages;
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
