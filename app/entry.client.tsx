import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages } from "~/i18n-routes";
import { langOfPath } from "~/lib/paths";
import { RequestInfoProvider } from "~/lib/request-info";
import { browserCatalog as translations } from "~/lib/shell-catalog";
import { TranslationCatalogProvider } from "~/lib/translation";

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
