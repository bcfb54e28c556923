import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages, type Lang } from "~/i18n-routes";
import { browserCatalog } from "~/lib/shell-catalog";
import { TranslationCatalogProvider } from "~/lib/translation";
import { IslandFrame } from "./island-frame";
import { ISLAND_ATTRIBUTE, type IslandData } from "./island-data";

function pageLang(): Lang {
  const lang = document.documentElement.lang;
  return (languages as readonly string[]).includes(lang) ? (lang as Lang) : "es";
}

/**
 * Hydrates every island `name` of the page with `Component`: each is a React root of its own,
 * rendered from the props the server wrote after its container, in the page's language, with the
 * form stamp of the document (which the edge cache fills in per response).
 */
export async function hydrateIslands<Props extends object>(name: string, Component: ComponentType<Props>) {
  const lang = pageLang();
  await browserCatalog.load(lang);
  const { formStamp } = document.documentElement.dataset;
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    const data = JSON.parse(container.nextElementSibling?.textContent ?? "{}") as IslandData<Props>;
    hydrateRoot(
      container,
      <StrictMode>
        <TranslationCatalogProvider value={browserCatalog}>
          <IslandFrame page={{ lang, features: data.features, formStamp }}>
            <Component {...data.props} />
          </IslandFrame>
        </TranslationCatalogProvider>
      </StrictMode>,
    );
  }
}
