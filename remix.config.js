// The Remix options in one place; vite.config.ts passes them to the Remix Vite plugin.
// The routes are not file-based: app/routes.ts expands the route table (v3_routeConfig).

/** @type {import('@remix-run/dev').VitePluginConfig} */
const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};

export default remixConfig;
