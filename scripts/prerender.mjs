#!/usr/bin/env node
// Renders each page that is the same for every visitor (app/.server/page-copies.ts) once for this
// build, into build/client/_pages/<fingerprint>/<lang>/<page>.html: the global tier, served by the
// Worker from Workers Static Assets. It runs the built Worker itself under `wrangler dev` (its own
// port and state) and asks it for each page's template, which it answers only to the token given
// it here; the Worker names the fingerprint of its build and configuration, under which the copies go.
//
// Configuration: by default the deployed one, wrangler.toml's [vars] alone (`npm run build`, so
// `npm run deploy` and the tests of the whole Worker); with `--local`, a local run's (.dev.vars over
// wrangler.toml, as `npm start`, the end-to-end server and the benchmarks serve). Exits 1 when a
// page cannot be rendered or the Worker does not start: the build fails and nothing is deployed.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { unstable_readConfig } from "wrangler";
import { freePort, root, startLocalWorker } from "./local-worker.mjs";

const local = process.argv.includes("--local");
const state = `.wrangler/prerender-state-${process.pid}`;
const token = randomBytes(32).toString("base64url");
const started = Date.now();

if (!existsSync(`${root}build/server/index.js`)) {
  console.error("No production build: run `remix vite:build` first.");
  process.exit(1);
}

/**
 * The deployed configuration: every [vars] value of wrangler.toml, over whatever .dev.vars says,
 * and stand-ins for the secrets (a production Worker refuses to serve without them; no page's
 * template contains anything they sign: the form stamp is a placeholder).
 */
function deployedVars() {
  const { vars } = unstable_readConfig({ config: `${root}wrangler.toml` });
  const stand = randomBytes(24).toString("base64url");
  return { ...vars, SCORE_SIGNING_KEY: stand, HONEYPOT_KEY: stand };
}

const vars = { ...(local ? {} : deployedVars()), PAGE_TEMPLATE_TOKEN: token };
// Wrangler's warnings are the same as `npm start` shows; they are printed only if the prerender fails.
let serverErrors = "";
let worker;

function stop() {
  worker?.stop();
  rmSync(`${root}${state}`, { recursive: true, force: true });
}

function fail(reason) {
  console.error(`${serverErrors}\nprerender: ${reason}`);
  stop();
  process.exit(1);
}
setTimeout(() => fail("took longer than 2 minutes"), 120_000).unref();

const template = (origin, path) =>
  fetch(`${origin}${path}`, { headers: { "X-Page-Template": token, "User-Agent": "prerender" }, redirect: "manual" });

// An empty local D1 of its own: no page that has a copy reads the database (the leaderboards render).
worker = await startLocalWorker({
  state,
  vars,
  migrate: false,
  inspectorPort: await freePort(),
  onStderr: (chunk) => (serverErrors = `${serverErrors}${chunk}`.slice(-20_000)),
  ready: async (origin) => (await template(origin, "/_pages")).status === 200,
}).catch((error) => fail(error.message));
const { origin } = worker;

/** The pages to render, as the Worker lists them. */
async function pageList() {
  const answer = await template(origin, "/_pages");
  return answer.status === 200 ? answer.json() : fail(`the list answered ${answer.status}`);
}

const pages = await pageList();
if (!Array.isArray(pages) || pages.length === 0) fail("the Worker listed no pages");
const fingerprints = new Set();
const copies = [];
// A few at a time: the renders share the machine with whatever else runs on it.
for (let index = 0; index < pages.length; index += 4) {
  const batch = pages.slice(index, index + 4);
  const answers = await Promise.all(
    batch.map(async ({ path, file }) => {
      const answer = await template(origin, path);
      const html = await answer.text();
      const fingerprint = answer.headers.get("X-Page-Fingerprint");
      if (answer.status !== 200 || !fingerprint) fail(`${path} answered ${answer.status}: ${html.slice(0, 200)}`);
      if (!html.includes("edge-cache-nonce")) fail(`${path} has no nonce placeholder`);
      return { file, html, fingerprint };
    }),
  );
  for (const answer of answers) {
    fingerprints.add(answer.fingerprint);
    copies.push(answer);
  }
}
if (fingerprints.size !== 1) fail(`the Worker named ${fingerprints.size} fingerprints`);
const [fingerprint] = fingerprints;
const folder = `${root}build/client/_pages/${fingerprint}`;
rmSync(folder, { recursive: true, force: true });
for (const { file, html } of copies) {
  mkdirSync(dirname(`${folder}/${file}`), { recursive: true });
  writeFileSync(`${folder}/${file}`, html);
}
stop();
console.log(
  `prerender: ${copies.length} pages (${local ? "local" : "deployed"} configuration) in build/client/_pages/${fingerprint}/, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(0);
