import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import { languages } from "~/i18n-routes";
import { langFromPath, pathHasLang } from "~/lib/paths";
import { RequestInfoProvider } from "~/lib/request-info";

// Each language's strings are a separate chunk: a page downloads only its own language, and the
// other one only if a client-side navigation crosses languages (the back button after switching).
const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const load =
      language === "en" ? import("~/locales/en").then((m) => m.en) : import("~/locales/es").then((m) => m.es);
    load.then((strings) => callback(null, strings)).catch((error: Error) => callback(error, false));
  },
};

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      ...i18nConfig,
      lng: langFromPath(window.location.pathname),
      fallbackLng: false,
      // A page outside /es and /en (the not-found page) speaks both languages.
      preload: pathHasLang(window.location.pathname) ? [] : [...languages],
    });

  const requestId = document.documentElement.dataset.requestId;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RequestInfoProvider value={{ requestId }}>
          <I18nextProvider i18n={i18next}>
            <RemixBrowser />
          </I18nextProvider>
        </RequestInfoProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
