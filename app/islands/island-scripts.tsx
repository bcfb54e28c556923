import type { IslandName } from "~/islands/island-names";
import { useRequestInfo } from "~/lib/request-info";

interface IslandScriptsProps {
  islands: readonly IslandName[];
  scripts: Record<IslandName, { entry: string; preload: string[] }>;
}

/** The entries of the page's islands, and their chunks preloaded so that they load side by side. */
export function IslandScripts({ islands, scripts }: IslandScriptsProps) {
  const { nonce } = useRequestInfo();
  const preload = [...new Set(islands.flatMap((name) => scripts[name].preload))];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      {islands.map((name) => (
        <script key={name} type="module" src={scripts[name].entry} nonce={nonce} />
      ))}
    </>
  );
}
