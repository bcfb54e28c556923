import type { IslandName } from "~/lib/islands/island-names";
import { useRequestInfo } from "~/lib/request-info";

interface IslandScriptsProps {
  islands: readonly IslandName[];
  scripts: Record<IslandName, { entry: string; preload: string[] }>;
}

/**
 * The entries of the page's islands, and their chunks preloaded so that they load side by side. All
 * at low priority: the page is complete as HTML, and what it shows first must not wait for them.
 */
const lowPriority = { fetchpriority: "low" };
export function IslandScripts({ islands, scripts }: IslandScriptsProps) {
  const { nonce } = useRequestInfo();
  const preload = [...new Set(islands.flatMap((name) => scripts[name].preload))];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} {...lowPriority} />
      ))}
      {islands.map((name) => (
        <script key={name} type="module" src={scripts[name].entry} nonce={nonce} {...lowPriority} />
      ))}
    </>
  );
}
