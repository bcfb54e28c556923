import { useContext } from "react";
import { useRequestInfo } from "~/lib/request-info";
import { useTranslation } from "~/lib/translation";
import { shellStrings } from "virtual:island-scripts";
import { RenderedIslands } from "./island";
import { ISLAND_PLAN_ID, jsonForScript } from "./island-data";
// The text of the loader, as written: it runs in the browser as is, with no build step of its own.
import islandLoaderSource from "./island-loader.inline.js?raw";

interface IslandScriptsProps {
  /** The built files of each island (virtual:island-scripts). */
  scripts: Record<string, { entry: string; preload: string[] }>;
}

/** All at low priority: the page is complete as HTML, and what it shows first must not wait for them. */
const lowPriority = { fetchpriority: "low" };

/**
 * The scripts of the islands the page rendered (placed after the page, so that all are known):
 * - an island that hydrates on "load": its entry, and its chunks preloaded so that they load side
 *   by side;
 * - the islands that wait ("visible", "interaction"): nothing fetched, but the list of their files
 *   and the inline loader that fetches them when they are needed (island-loader.inline.js). Inline,
 *   because it is about a kilobyte: a request of its own would cost a phone more than it saves.
 */
export function IslandScripts({ scripts }: IslandScriptsProps) {
  const { nonce } = useRequestInfo();
  const { lang } = useTranslation();
  const rendered = [...(useContext(RenderedIslands) ?? new Map())].filter(([name]) => scripts[name]);
  const atLoad = rendered.filter(([, when]) => when === "load").map(([name]) => name);
  const waiting = rendered.filter(([, when]) => when !== "load").map(([name]) => name);
  // The page's language's strings too: an island imports them before it hydrates, and fetched
  // only then they would cost its first touch a round trip more.
  const strings = shellStrings[lang] ? [shellStrings[lang]] : [];
  const withStrings = (name: string) => [...(scripts[name]?.preload ?? []), ...strings];
  const preload = [...new Set(atLoad.flatMap(withStrings))];
  const plan = Object.fromEntries(
    waiting.flatMap((name) => (scripts[name] ? [[name, { ...scripts[name], preload: withStrings(name) }]] : [])),
  );
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} {...lowPriority} />
      ))}
      {atLoad.map((name) => (
        <script key={name} type="module" src={scripts[name]?.entry} nonce={nonce} {...lowPriority} />
      ))}
      {waiting.length > 0 ? (
        <>
          <script
            id={ISLAND_PLAN_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(plan) }}
          />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: islandLoaderSource }} />
        </>
      ) : null}
    </>
  );
}
