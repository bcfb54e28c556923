import { StrictMode, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages, type Lang } from "~/i18n-routes";
import { browserCatalog } from "~/lib/shell-catalog";
import { TranslationCatalogProvider } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { IslandFrame } from "./island-frame";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT, type IslandData } from "./island-data";

function pageLang(): Lang {
  const lang = document.documentElement.lang;
  return (languages as readonly string[]).includes(lang) ? (lang as Lang) : "es";
}

/**
 * Marks its container once the island is hydrated, and tells the inline loader, which then gives
 * the island the presses it held (island-loader.inline.js). Not at hydration's own commit, where
 * the components still render as the server did (a Start button disabled until hydrated), but at
 * the commit of the render that follows it, once every component sees useHydrated() true. It
 * renders nothing, so the server's markup is unchanged.
 */
function ContainerMark({ container }: { container: HTMLElement }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    container.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "");
    container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  }, [container, hydrated]);
  return null;
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
          <ContainerMark container={container} />
        </TranslationCatalogProvider>
      </StrictMode>,
    );
  }
}
