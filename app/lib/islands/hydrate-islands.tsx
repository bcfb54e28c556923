import { StrictMode, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { languages, type Lang } from "~/i18n-routes";
import { browserCatalog } from "~/lib/shell-catalog";
import { TranslationCatalogProvider } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { IslandFrame } from "./island-frame";
import { keepChanges } from "./keep-changes";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT, type IslandData } from "./island-data";

function pageLang(): Lang {
  const lang = document.documentElement.lang;
  return (languages as readonly string[]).includes(lang) ? (lang as Lang) : "es";
}

/**
 * Gives the island the choices the visitor made before it hydrated (keep-changes.ts), then marks
 * its container and tells the inline loader, which gives it the presses it held
 * (island-loader.inline.js): a choice, then Start, in the visitor's order. Not at hydration's own
 * commit, where the components still render as the server did (a Start button disabled until
 * hydrated), but at the commit of the render that follows it, once every component sees
 * useHydrated() true. The mark waits a task after a choice given, so that the press meets the
 * island's state with the choice in it. It renders nothing, so the server's markup is unchanged.
 */
function ContainerMark({ container, giveChanges }: { container: HTMLElement; giveChanges: () => boolean }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const mark = () => {
      container.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "");
      container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
    };
    if (giveChanges()) setTimeout(mark, 0);
    else mark();
  }, [container, hydrated, giveChanges]);
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
    // Read now, the last moment before React takes the controls over.
    const giveChanges = keepChanges(container);
    hydrateRoot(
      container,
      <StrictMode>
        <TranslationCatalogProvider value={browserCatalog}>
          <IslandFrame page={{ lang, features: data.features, formStamp }}>
            <Component {...data.props} />
          </IslandFrame>
          <ContainerMark container={container} giveChanges={giveChanges} />
        </TranslationCatalogProvider>
      </StrictMode>,
    );
  }
}
