import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import remixConfig from "./remix.config.js";
import { edgeRedirect } from "./app/.server/edge-redirects";
import { createLoadContext } from "./app/.server/load-context";
import { adminGate } from "./app/.server/admin/gate.server";
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

/** Modules that every page route imports (its meta export), which would otherwise be a chunk of their own. */
const pageModulesForAll = /app\/lib\/route-meta\.ts$/;

/** The page sections that most pages share (hero, sections, videos), loaded together. */
const sectionModules = /app\/components\/(content-sections|page-hero|step-number|video-gallery|video-player)\.tsx$/;

/**
 * How the browser's JavaScript is split, beyond one chunk per route:
 * - "shell": everything the root route and the client entry import statically (React, Remix, the
 *   header and footer, the shared strings' loader…), and the meta helper every page imports. Every page loads all of it anyway; as one file
 *   it compresses better than a dozen small chunks (about 2.5 kB gzip less per page) and takes
 *   fewer requests.
 * - "sections": the page sections of the home, sections, portfolio and course pages, which would
 *   otherwise be five small chunks on each of them (about 1 kB gzip less on those pages).
 * Feature code (the contact form, the game, the course) keeps its own chunks.
 */
function clientChunks(): Rollup.GetManualChunk {
  const entries = ["./app/root.tsx", "./app/entry.client.tsx"].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...entries];
      for (let next = queue.pop(); next; next = queue.pop()) {
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if ((shell.has(id) || pageModulesForAll.test(id)) && !entries.includes(id)) return "shell";
    if (sectionModules.test(id)) return "sections";
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
    tailwindcss(),
  ],
  resolve: { alias },
  build: {
    sourcemap: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
}));
