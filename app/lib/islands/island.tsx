import { createContext, useContext, type ComponentType } from "react";
import { useRequestInfo } from "~/lib/request-info";
import { useFeatureStrings, useTranslation } from "~/lib/translation";
import type { FeatureGroup, FeatureStrings } from "~/locales/feature-strings";
import { hydrateIslands } from "./hydrate-islands";
import {
  HYDRATE_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  jsonForScript,
  type IslandData,
  type IslandHydration,
} from "./island-data";
import { IslandFrame } from "./island-frame";

// Islands (docs/decisions/0012-html-first.md): interactive components on pages that run no
// application. Each is declared once, in a file `<name>.island.tsx` beside its component, and named
// by that file alone (`islandName`, which vite.config.ts gives the module from its file's name):
//
//   import { islandName } from "virtual:island-name";
//   export const CopyLinkIsland = island(islandName, CopyLink, { strings: ["classroom"], hydrate: "interaction" });
//
// That file is both what a page renders (<CopyLinkIsland link={…} />) and the island's browser
// entry (vite.config.ts makes every `*.island.tsx` an entry): loaded by a page that rendered it,
// it hydrates the page's containers of that name. A page loads the scripts of the islands it
// rendered, no others (root.tsx reads them from RenderedIslands once the page is rendered), each
// when its declaration says (`hydrate`, island-data.ts; island-scripts.tsx).

/** The islands one render of a page has rendered, with when each hydrates (root.tsx gives each render a Map of its own). */
export const RenderedIslands = createContext<Map<string, IslandHydration> | null>(null);

export interface IslandOptions<Props> {
  /** The feature strings the component shows (locales/feature-strings.ts); only these go with it. */
  strings?: readonly FeatureGroup[];
  /** When it hydrates: "load" unless the island says why it can wait (island-data.ts). */
  hydrate?: IslandHydration;
  /**
   * Whether a render of the island must hydrate at load after all: one that carries something to
   * announce as the page opens (a form's outcome in a toast) cannot wait for the visitor's touch.
   */
  hydrateAtLoadWhen?: (props: Props) => boolean;
}

/** Only the groups an island declared, out of the page's feature strings. */
function stringsOf(features: FeatureStrings | undefined, groups: readonly FeatureGroup[]): FeatureStrings {
  return Object.fromEntries(groups.flatMap((group) => (features?.[group] ? [[group, features[group]]] : [])));
}

/** Whether this module runs as an island's entry: in a browser, on a page that does not run the application. */
function hydratesHere(name: string): boolean {
  return (
    typeof document !== "undefined" &&
    !("__remixContext" in window) &&
    document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`) !== null
  );
}

/**
 * Declares the island `name` (its file's: `islandName`) of `Component`: returns the component a page renders (the island's
 * HTML, then its props as JSON for the browser), and, run as its entry in the browser, hydrates it.
 * Its props must be plain data (JSON). It is rendered inside the page's tree, so it must not show
 * ids made by useId (they would differ in its own root).
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  { strings = [], hydrate = "load", hydrateAtLoadWhen }: IslandOptions<Props> = {},
) {
  function DeclaredIsland(props: Props) {
    const when = hydrateAtLoadWhen?.(props) ? "load" : hydrate;
    const waits = when === "load" ? {} : { [HYDRATE_ATTRIBUTE]: when };
    useContext(RenderedIslands)?.set(name, when);
    const { lang } = useTranslation();
    const features = stringsOf(useFeatureStrings(), strings);
    const { formStamp } = useRequestInfo();
    const data: IslandData<Props> = { props, features };
    return (
      <>
        <div {...{ [ISLAND_ATTRIBUTE]: name, ...waits }}>
          <IslandFrame page={{ lang, features, formStamp }}>
            <Component {...props} />
          </IslandFrame>
        </div>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      </>
    );
  }
  DeclaredIsland.displayName = `Island(${name})`;
  if (hydratesHere(name)) void hydrateIslands(name, Component);
  return DeclaredIsland;
}
