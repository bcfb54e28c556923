import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

// wrangler.toml serves build/client as static assets; the tests need no build, but the pool refuses a
// missing assets directory, so an empty one stands in before the first build.
mkdirSync(fileURLToPath(new URL("./build/client", import.meta.url)), { recursive: true });

const componentTests = "app/**/*.dom.test.{ts,tsx}";
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
            miniflare: {
              bindings: {
                SCORE_SIGNING_KEY: "test-score-signing-key",
                HONEYPOT_KEY: "test-honeypot-key",
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
            },
          })),
        ],
        resolve: { alias },
        test: {
          name: "workers",
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: [componentTests, nodeTests],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
          // @remix-run/cloudflare ships CommonJS only; pre-bundling makes it one ESM module for workerd.
          deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
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
