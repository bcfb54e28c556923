import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { edgeRedirect } from "./app/.server/edge-redirects";
import { createLoadContext } from "./app/.server/load-context";

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

export default defineConfig({
  plugins: [
    edgeRedirectsInDev(),
    cloudflareDevProxyVitePlugin({
      getLoadContext: ({ context }) => createLoadContext(context.cloudflare.env as Env, context.cloudflare.ctx),
    }),
    remix(remixConfig),
    tailwindcss(),
  ],
  resolve: { alias },
  build: { sourcemap: false },
});
