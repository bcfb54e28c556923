import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

// wrangler.toml serves build/client as static assets; only the tests of the whole Worker need a
// build, but the pool refuses a missing assets directory, so an empty one stands in before the first.
mkdirSync(fileURLToPath(new URL("./build/client", import.meta.url)), { recursive: true });

/** The production server build, which the tests of the whole Worker run (`npm run test:unit` builds it). */
const serverBuild = fileURLToPath(new URL("./build/server/index.js", import.meta.url));

const componentTests = "app/**/*.dom.test.{ts,tsx}";

/** The bindings of the tests that run in workerd: wrangler.toml's, with test secrets and the migrations. */
async function workerdBindings() {
  return {
    SCORE_SIGNING_KEY: "test-score-signing-key",
    HONEYPOT_KEY: "test-honeypot-key",
    TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
  };
}

/** @remix-run/cloudflare ships CommonJS only; pre-bundling makes it one ESM module for workerd. */
const remixForWorkerd = { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } };
/** Tests that read the repository's files (e.g. the PDFs under public/), which workerd cannot. */
const nodeTests = "{content,scripts}/**/*.node.test.ts";

export default defineConfig({
  test: {
    projects: [
      // Unit and integration tests run inside workerd, the runtime of production, with the bindings
      // of wrangler.toml: D1 tests use a real local D1 with the real migrations.
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./tests/integration/worker.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: await workerdBindings() },
          })),
        ],
        resolve: { alias },
        test: {
          name: "workers",
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: [componentTests, nodeTests],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
          deps: remixForWorkerd,
        },
      },
      // The whole Worker (server.ts and the production build of `npm run build`), called through
      // SELF.fetch as a visitor's request arrives: the HTTP boundary, the edge redirects, Remix and
      // the security headers are all on the way, with the same real local D1.
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./server.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: await workerdBindings() },
          })),
        ],
        resolve: { alias: { ...alias, "remix-server-build": serverBuild } },
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          globalSetup: ["./tests/worker/require-build.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
          deps: remixForWorkerd,
        },
      },
      // Client components' behaviour (clicks, state) in a simulated DOM.
      {
        resolve: { alias },
        test: { name: "components", include: [componentTests], environment: "happy-dom" },
      },
      { resolve: { alias }, test: { name: "node", include: [nodeTests], environment: "node" } },
    ],
  },
});
