import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { exportJWK, generateKeyPair } from "jose";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { alias, islandNames } from "./vite.config";

// wrangler.toml serves build/client as static assets; only the tests of the whole Worker need a
// build, but the pool refuses a missing assets directory, so an empty one stands in before the first.
mkdirSync(fileURLToPath(new URL("./build/client", import.meta.url)), { recursive: true });

/** The production server build, which the tests of the whole Worker run (`npm run test:unit` builds it). */
const serverBuild = fileURLToPath(new URL("./build/server/index.js", import.meta.url));

const componentTests = "app/**/*.dom.test.{ts,tsx}";

/**
 * The tests beside the code (app/, content/) that need workerd: those that read its bindings
 * (`cloudflare:test`: the local D1, the Worker's variables) and those of app/.server/, whose modules
 * import the runtime's own (`cloudflare:workers`). The others test pure logic (a grade, a parser, a
 * path), which is the same JavaScript in Node: they run there (project `unit`), without starting
 * workerd and a D1 for each file, which cost about 3 s a file on two cores.
 */
const workerdTestsBesideCode = ["app", "content"].flatMap((dir) =>
  readdirSync(fileURLToPath(new URL(`./${dir}`, import.meta.url)), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.(dom|node)\.test\./.test(file))
    .filter(
      (file) =>
        file.startsWith("app/.server/") ||
        readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), "utf8").includes('"cloudflare:test"'),
    ),
);

/**
 * The ENVIRONMENT that wrangler.toml gives the deployed Worker. A local .dev.vars says
 * "development", which the pool would read too: the tests take wrangler.toml's instead, so that
 * they see what the deployed Worker does (and a wrangler.toml that said "development", which would
 * open the development login in production, fails them).
 */
function deployedEnvironment(): string {
  const { vars } = unstable_readConfig({ config: fileURLToPath(new URL("./wrangler.toml", import.meta.url)) });
  return String(vars.ENVIRONMENT ?? "");
}

/** The bindings of the tests that run in workerd: wrangler.toml's, with test secrets and the migrations. */
async function workerdBindings() {
  return {
    ENVIRONMENT: deployedEnvironment(),
    SCORE_SIGNING_KEY: "test-score-signing-key",
    HONEYPOT_KEY: "test-honeypot-key",
    TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
    ...propertySettings(),
  };
}

/** FC_SEED, FC_PATH and FC_RUNS_SCALE from the shell, for the property tests (tests/properties/). */
function propertySettings(): Record<string, string> {
  const names = ["FC_SEED", "FC_PATH", "FC_RUNS_SCALE"] as const;
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** The Cloudflare Access team of the console's tests; its public keys are served by `accessForTests`. */
const testAccessTeam = "https://estudioxr-tests.cloudflareaccess.com";

/**
 * Cloudflare Access for the console's tests: a key pair made for the run, whose public half the
 * Worker fetches as the team's keys (the only address it may reach), and whose private half (and
 * a stranger's) the tests sign tokens with.
 */
async function accessForTests() {
  const team = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  const keySet = { keys: [{ ...(await exportJWK(team.publicKey)), kid: "tests-1", alg: "RS256", use: "sig" }] };
  return {
    bindings: {
      ACCESS_TEAM_DOMAIN: testAccessTeam,
      ACCESS_AUD: "console-tests-aud",
      TEST_ACCESS_KEY: JSON.stringify(await exportJWK(team.privateKey)),
      TEST_STRANGER_KEY: JSON.stringify(await exportJWK(stranger.privateKey)),
    },
    outboundService: (request: Request) =>
      request.url === `${testAccessTeam}/cdn-cgi/access/certs`
        ? Response.json(keySet)
        : new Response("The tests have no network.", { status: 502 }),
  };
}

/**
 * A test in workerd waits on a local D1 and the Worker's answers: with a file on each core, a test
 * that takes 1 s alone took over 5 s (vitest's default limit) on a loaded 2-core machine. The limit
 * only ends a hung test; no test asserts a time.
 */
const WORKERD_TEST_TIMEOUT_MS = 30_000;

/** @remix-run/cloudflare ships CommonJS only; pre-bundling makes it one ESM module for workerd. */
const remixForWorkerd = { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } };
/** Tests that read the repository's files (e.g. the PDFs under public/), which workerd cannot. */
const nodeTests = "{content,scripts,tests/repository}/**/*.node.test.ts";

/**
 * The tests of the whole Worker that need one started for them alone: they read what a freshly
 * started Worker answers, or what its edge cache holds (a page's first view is its prerendered copy;
 * a page is kept only after their own requests).
 */
const freshWorkerTests = ["tests/worker/page-copies.test.ts", "tests/worker/page-cache.test.ts"];

/** Where a workerd project's tests are, which Worker they run, and whether each file gets a workerd of its own. */
interface WorkerdFiles {
  /** The Worker that SELF calls: server.ts (with the production build) or the tests' own. */
  main: "./server.ts" | "./tests/integration/worker.ts";
  include: string[];
  exclude?: string[];
  isolate: boolean;
}

/** A project of tests in workerd, with wrangler.toml's bindings, test secrets and the real migrations. */
function workerdProject(name: string, { main, ...files }: WorkerdFiles) {
  const wholeWorker = main === "./server.ts";
  return {
    plugins: [
      islandNames(),
      cloudflareTest(async () => ({
        main,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: await workerdBindings() },
      })),
    ],
    resolve: { alias: wholeWorker ? { ...alias, "remix-server-build": serverBuild } : alias },
    test: {
      name,
      testTimeout: WORKERD_TEST_TIMEOUT_MS,
      ...files,
      globalSetup: wholeWorker ? ["./tests/worker/require-build.ts"] : [],
      setupFiles: [
        "./tests/integration/apply-migrations.ts",
        "./tests/properties/fast-check-setup.ts",
        "./tests/integration/limiter-window.ts",
      ],
      deps: remixForWorkerd,
    },
  };
}

export default defineConfig({
  test: {
    // One test file per core, where vitest's default leaves one core idle: a test in workerd spends
    // much of its time waiting on it and on the local D1, so the second core's file runs in that time
    // (on 2 cores, 14 of the Worker's files took 118 s instead of 174 s).
    maxWorkers: availableParallelism(),
    projects: [
      // Unit and integration tests run inside workerd, the runtime of production, with the bindings
      // of wrangler.toml: D1 tests use a real local D1 with the real migrations. Like the whole
      // Worker's (below), the files share one workerd per core, one after another.
      workerdProject("workers", {
        main: "./tests/integration/worker.ts",
        include: [...workerdTestsBesideCode, "tests/integration/**/*.test.ts"],
        isolate: false,
      }),
      // The whole Worker (server.ts and the production build of `npm run build`), called through
      // SELF.fetch as a visitor's request arrives: the HTTP boundary, the edge redirects, Remix and
      // the security headers are all on the way, with the same real local D1. The files share one
      // workerd per core, one after another (starting one for each file cost about 6 s a file, 4 of
      // the project's 5 minutes): each test sets up the rows it reads, under addresses and codes of
      // its own. The few that read a Worker's first answers get one of their own (worker-fresh).
      workerdProject("worker", {
        main: "./server.ts",
        include: ["tests/worker/**/*.test.ts"],
        exclude: freshWorkerTests,
        isolate: false,
      }),
      workerdProject("worker-fresh", { main: "./server.ts", include: freshWorkerTests, isolate: true }),
      // The operators' console through the whole Worker, with Cloudflare Access configured.
      {
        plugins: [
          islandNames(),
          cloudflareTest(async () => {
            const access = await accessForTests();
            return {
              main: "./server.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { ...(await workerdBindings()), ...access.bindings },
                outboundService: access.outboundService,
              },
            };
          }),
        ],
        resolve: { alias: { ...alias, "remix-server-build": serverBuild } },
        test: {
          name: "console",
          testTimeout: WORKERD_TEST_TIMEOUT_MS,
          include: ["tests/console/**/*.test.ts"],
          globalSetup: ["./tests/worker/require-build.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts", "./tests/properties/fast-check-setup.ts"],
          deps: remixForWorkerd,
        },
      },
      // Client components' behaviour (clicks, state) in a simulated DOM.
      {
        plugins: [islandNames()],
        resolve: { alias },
        test: { name: "components", include: [componentTests], environment: "happy-dom" },
      },
      // Pure logic beside the code, in Node (workerdTestsBesideCode says which files need workerd).
      {
        plugins: [islandNames()],
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          // Property tests draw thousands of cases; on a loaded machine one can pass vitest's 5 s.
          testTimeout: WORKERD_TEST_TIMEOUT_MS,
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts"],
          exclude: [componentTests, nodeTests, ...workerdTestsBesideCode],
          setupFiles: ["./tests/properties/fast-check-node-setup.ts"],
        },
      },
      { resolve: { alias }, test: { name: "node", include: [nodeTests], environment: "node" } },
    ],
  },
});
