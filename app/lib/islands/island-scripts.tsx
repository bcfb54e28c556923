import { useContext } from "react";
import { useRequestInfo } from "~/lib/request-info";
import { RenderedIslands } from "./island";

interface IslandScriptsProps {
  /** The built files of each island (virtual:island-scripts). */
  scripts: Record<string, { entry: string; preload: string[] }>;
}

/**
 * The entries of the islands the page rendered (placed after the page, so that all are known),
 * and their chunks preloaded so that they load side by side. All at low priority: the page is
 * complete as HTML, and what it shows first must not wait for them.
 */
const lowPriority = { fetchpriority: "low" };
export function IslandScripts({ scripts }: IslandScriptsProps) {
  const { nonce } = useRequestInfo();
  const islands = [...(useContext(RenderedIslands) ?? [])].filter((name) => scripts[name]);
  const preload = [...new Set(islands.flatMap((name) => scripts[name]?.preload ?? []))];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} {...lowPriority} />
      ))}
      {islands.map((name) => (
        <script key={name} type="module" src={scripts[name]?.entry} nonce={nonce} {...lowPriority} />
      ))}
    </>
  );
}
