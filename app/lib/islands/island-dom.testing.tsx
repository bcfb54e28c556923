import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import { staticCatalog, TranslationCatalogProvider } from "~/lib/translation";
import { es } from "~/locales/es";
import { ISLAND_ATTRIBUTE, jsonForScript, type IslandHydration } from "./island-data";
import { IslandFrame, type IslandPage } from "./island-frame";

/**
 * Writes an island into the document as a page does: its server markup in its container (with
 * when it hydrates, if it waits), then its data.
 */
export function writeIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  islandProps: Props,
  islandPage: IslandPage,
  hydrate: IslandHydration = "load",
) {
  const html = renderToString(
    <TranslationCatalogProvider value={staticCatalog({ es })}>
      <IslandFrame page={islandPage}>
        <Component {...islandProps} />
      </IslandFrame>
    </TranslationCatalogProvider>,
  );
  const data = jsonForScript({ props: islandProps, features: islandPage.features });
  const waits = hydrate === "load" ? "" : ` data-hydrate="${hydrate}"`;
  document.documentElement.lang = "es";
  if (islandPage.formStamp) document.documentElement.dataset.formStamp = islandPage.formStamp;
  else delete document.documentElement.dataset.formStamp;
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="${name}"${waits}>${html}</div><script type="application/json">${data}</script>`;
}
