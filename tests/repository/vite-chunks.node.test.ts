import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { routerInIslands, sectionModulePaths } from "../../vite.config";

// The build's chunks are chosen by paths (vite.config.ts): a path that no longer names a file puts
// its modules in no chunk, silently, so each one must exist as what it says it is.

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the page sections' chunk", () => {
  it.each(sectionModulePaths)("names %s, which exists", (path) => {
    expect(existsSync(join(root, path))).toBe(true);
    expect(statSync(join(root, path)).isDirectory()).toBe(path.endsWith("/"));
  });
});

describe("an island's scripts", () => {
  const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>): Rollup.OutputChunk =>
    ({ type: "chunk", fileName, isEntry: false, imports: [], modules: {}, ...fields }) as Rollup.OutputChunk;
  const rendered = (renderedLength: number) => ({ renderedLength }) as Rollup.RenderedModule;
  const bundleOf = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
    Object.fromEntries(chunks.map((output) => [output.fileName, output]));
  const island = chunk("copy-link.island-x.js", {
    isEntry: true,
    facadeModuleId: "/site/app/features/classroom/copy-link.island.tsx",
    imports: ["common-x.js"],
  });

  it("are found carrying the router through a shared chunk", () => {
    const common = chunk("common-x.js", {
      modules: { "/site/node_modules/@remix-run/react/dist/esm/components.js": rendered(120) },
    });
    expect(routerInIslands(bundleOf(island, common))).toEqual(["copy-link: @remix-run/react/dist/esm/components.js"]);
  });

  it("do not count a module the bundler shook out, nor the application's own chunks", () => {
    const common = chunk("common-x.js", { modules: { "/site/node_modules/react-router/dist/index.js": rendered(0) } });
    const shell = chunk("shell-x.js", {
      modules: { "/site/node_modules/@remix-run/router/dist/router.js": rendered(9) },
    });
    const app = chunk("entry.client-x.js", {
      isEntry: true,
      facadeModuleId: "/site/app/entry.client.tsx",
      imports: ["shell-x.js"],
    });
    expect(routerInIslands(bundleOf(island, common, shell, app))).toEqual([]);
  });
});
