import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import remixConfig from "./remix.config.js";
import { edgeRedirect } from "./app/.server/edge-redirects";
import { createLoadContext } from "./app/.server/load-context";
import { adminGate } from "./app/admin/gate.server";
import { isAdminPath } from "./app/admin/admin-routes";

export const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

/** In development, the redirects that server.ts answers in production. */
function edgeRedirectsInDev(): Plugin {
  return {
    name: "edge-redirects-dev",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
        if (url.pathname.startsWith("/@") || url.pathname.startsWith("/node_modules/") || url.pathname.includes(".")) {
          return next();
        }
        const headers = new Headers();
        for (const name of ["cookie", "accept-language"]) {
          const value = req.headers[name];
          if (typeof value === "string") headers.set(name, value);
        }
        const redirect = edgeRedirect(new Request(url, { method: req.method, headers }));
        if (!redirect) return next();
        res.statusCode = redirect.status;
        redirect.headers.forEach((value, name) => res.setHeader(name, value));
        res.end();
      });
    },
  };
}

/**
 * The islands' declarations, which are their browser entries too (app/lib/islands/island.tsx):
 * every `app/**\/<name>.island.tsx`, by name, with its path from the project's root (the key of
 * the client build's manifest).
 */
export const islandFiles: Record<string, string> = Object.fromEntries(
  readdirSync(fileURLToPath(new URL("./app", import.meta.url)), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".island.tsx"))
    .map((file) => [basename(file, ".island.tsx"), `app/${file.replaceAll("\\", "/")}`]),
);

/** The island a module declares, by its file's name (`copy-link` for `…/copy-link.island.tsx`), or null. */
function islandOfFile(path: string): string | null {
  return /([\w-]+)\.island\.tsx$/.exec(path.split("?")[0] ?? "")?.[1] ?? null;
}

/**
 * `virtual:island-name`: the name of the island that imports it, taken from its file, so that the
 * name is written once, as the file's (app/lib/islands/island.tsx). Any other module that imports
 * it fails the build.
 */
export function islandNames(): Plugin {
  const id = "virtual:island-name";
  return {
    name: "island-names",
    resolveId(source, importer) {
      if (source !== id) return undefined;
      const name = importer ? islandOfFile(importer) : null;
      if (!name) throw new Error(`${id} names an island by its file, <name>.island.tsx; ${importer} is none`);
      return `\0${id}:${name}`;
    },
    load(loadId) {
      if (!loadId.startsWith(`\0${id}:`)) return undefined;
      return `export const islandName = ${JSON.stringify(loadId.slice(`\0${id}:`.length))};`;
    },
  };
}

const islandEntries = Object.values(islandFiles).map((path) => fileURLToPath(new URL(`./${path}`, import.meta.url)));

/**
 * `virtual:island-scripts`: for each island, the files its page loads (the entry and, to preload,
 * its static imports), read from the client build's manifest while the server is built. In
 * development it is null, and pages with islands run the whole application instead.
 */
function islandScripts(): Plugin {
  const id = "virtual:island-scripts";
  let productionServer = false;
  return {
    name: "island-scripts",
    configResolved(config) {
      productionServer = config.command === "build" && Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loadId) {
      if (loadId !== `\0${id}`) return undefined;
      if (!productionServer) return "export default null; export const shellStrings = {};";
      const manifestFile = fileURLToPath(new URL("./build/client/.vite/manifest.json", import.meta.url));
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const closure = (key: string, seen = new Set<string>()): string[] => {
        for (const imported of manifest[key]?.imports ?? []) {
          if (!seen.has(imported)) {
            seen.add(imported);
            closure(imported, seen);
          }
        }
        return [...seen].map((chunk) => `/${manifest[chunk]?.file}`);
      };
      const scripts = Object.fromEntries(
        Object.entries(islandFiles).map(([name, path]) => {
          const entry = manifest[path];
          if (!entry) throw new Error(`The client build has no entry for the island ${name}`);
          return [name, { entry: `/${entry.file}`, preload: closure(path) }];
        }),
      );
      // Each language's shared strings, which an island imports before it hydrates
      // (lib/shell-catalog.ts): a page fetches its own with its islands' files.
      const shellStrings = Object.fromEntries(
        Object.entries(manifest).flatMap(([key, chunk]) => {
          const lang = /^app\/locales\/([a-z]{2})\.ts$/.exec(key)?.[1];
          return lang ? [[lang, `/${chunk.file}`]] : [];
        }),
      );
      return `export default ${JSON.stringify(scripts)};\nexport const shellStrings = ${JSON.stringify(shellStrings)};`;
    },
  };
}

/** The router's modules, which only the application needs. */
const routerModules = /\/node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//;

/**
 * The router's modules that an island's scripts would carry, as "island: module" lines: an island
 * page loads React, the islands' shared chunk and its own modules, and a single import of Remix
 * from a module an island uses (a hook such as useMatches) would add the whole router (about 38 kB
 * gzip) to every island page. Modules that the bundler shook out (no bytes rendered) do not count.
 */
export function routerInIslands(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
  const found: string[] = [];
  for (const entry of chunks.values()) {
    const island = entry.isEntry ? islandOfFile(entry.facadeModuleId ?? "") : null;
    if (!island) continue;
    const seen = new Set<string>();
    for (const queue = [entry.fileName]; queue.length > 0;) {
      const chunk = chunks.get(queue.pop() ?? "");
      if (!chunk || seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      queue.push(...chunk.imports);
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength > 0 && routerModules.test(id.replaceAll("\\", "/"))) {
          found.push(`${island}: ${id.replace(/^.*\/node_modules\//, "")}`);
        }
      }
    }
  }
  return found;
}

/** Fails the client build when an island's scripts carry the router (routerInIslands). */
function islandsWithoutRouter(isSsrBuild: boolean | undefined): Plugin {
  return {
    name: "islands-without-router",
    generateBundle(_options, bundle) {
      if (isSsrBuild) return;
      const found = routerInIslands(bundle);
      if (found.length > 0) this.error(`An island's scripts carry the router:\n${found.join("\n")}`);
    },
  };
}

/** Modules that every page route imports (its meta export), which would otherwise be a chunk of their own. */
const pageModulesForAll = /app\/lib\/route-meta\.ts$/;

/**
 * React itself: a chunk of its own, shared by the application and the islands, with the bundler's
 * CommonJS helpers that it needs (elsewhere they would make two chunks import each other).
 */
const reactModules = /\/node_modules\/(react|react-dom|scheduler)\/|commonjsHelpers/;

/**
 * The page sections that most pages share (hero, sections, videos), loaded together: files, and
 * folders (ending in "/") whose every file is one (tests/repository/vite-chunks.node.test.ts checks
 * that each exists).
 */
export const sectionModulePaths = [
  "app/components/content-sections.tsx",
  "app/components/content-sections/",
  "app/components/page-hero.tsx",
  "app/components/ui/step-number.tsx",
  "app/components/video-gallery.tsx",
  "app/components/video-player.tsx",
];

function isSectionModule(id: string): boolean {
  const path = id.replaceAll("\\", "/");
  return sectionModulePaths.some((section) => path.includes(`/${section}`));
}

/**
 * How the browser's JavaScript is split, beyond one chunk per route and one entry per island:
 * - "react": React and React DOM, which the application and the islands share.
 * - "common": the rest of what they share (the translator, the route table, the form parts), and
 *   what the islands share with the page sections (a section's heading).
 * - "shell": everything else the root route and the client entry import statically (Remix, the
 *   header and footer, the shared strings' loader…) but no island does, and the meta helper every
 *   page route imports. Every page that runs the application loads all of it anyway; as one file
 *   it compresses better than a dozen small chunks and takes fewer requests.
 * - "sections": the page sections of the home, sections, portfolio and course pages, which would
 *   otherwise be five small chunks on each of them (about 1 kB gzip less on those pages); those
 *   that an island shows as well (the video gallery and player) are "island-sections".
 * Feature code (the contact form, the game, the course) keeps its own chunks.
 */
function clientChunks(): Rollup.GetManualChunk {
  const entries = ["./app/root.tsx", "./app/entry.client.tsx"].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  let shell: Set<string> | undefined;
  let islands: Set<string> | undefined;
  let sections: Set<string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    const reachable = (from: string[]) => {
      const found = new Set<string>();
      const queue = [...from];
      for (let next = queue.pop(); next; next = queue.pop()) {
        if (found.has(next)) continue;
        found.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
      return found;
    };
    shell ??= reachable(entries);
    islands ??= reachable(islandEntries);
    sections ??= reachable([...getModuleIds()].filter(isSectionModule));
    if (reactModules.test(id)) return "react";
    // What an island shares with the application stays out of the shell, in a chunk of its own (a
    // module that no chunk is given goes into the manual chunk that imports it): an island page
    // loads React, these and its own modules, never Remix. What it shares with the page sections
    // (the video gallery, a section's heading) gets a chunk of its own too: left to the sections
    // chunk, it would bring the sections' imports of the shell onto the island's page.
    if (islands.has(id)) {
      if (shell.has(id)) return "common";
      return sections.has(id) ? "island-sections" : undefined;
    }
    if ((shell.has(id) || pageModulesForAll.test(id)) && !entries.includes(id)) return "shell";
    if (isSectionModule(id)) return "sections";
    return undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    edgeRedirectsInDev(),
    cloudflareDevProxyVitePlugin({
      // The console's gate, as server.ts runs it (with the development login of .dev.vars).
      getLoadContext: async ({ request, context }) => {
        const env = context.cloudflare.env as Env;
        const loadContext = createLoadContext(env, context.cloudflare.ctx);
        if (isAdminPath(new URL(request.url).pathname)) {
          const gate = await adminGate(request, env, loadContext.requestId);
          if ("operator" in gate && gate.operator) loadContext.operator = gate.operator;
        }
        return loadContext;
      },
    }),
    remix(remixConfig),
    islandScripts(),
    islandNames(),
    islandsWithoutRouter(isSsrBuild),
    tailwindcss(),
  ],
  resolve: { alias },
  build: {
    sourcemap: false,
    // The islands' entries are added to Remix's own (an array is appended to them).
    rollupOptions: isSsrBuild ? {} : { input: islandEntries, output: { manualChunks: clientChunks() } },
  },
}));
