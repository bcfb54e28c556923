#!/usr/bin/env node
// `npm run load`: a load test on loopback against the production build under `wrangler dev` with a
// fresh local D1 (needs `npm run build` first).
// 1. 500 valid contact submissions at once (500 connections, one each), every one from its own
//    client address so the per-IP rate limit does not apply; then checks that each accepted
//    submission is exactly one row (nothing lost, nothing duplicated) and that none failed.
// 2. Requests per second, p50 and p99 of three pages from each tier, on 10 connections for
//    RATE_SECONDS each, in turns with two static files, with each one's ratio to them: a small file
//    (the icon), and a file of the page's own bytes (written for the test into the assets, so that
//    the ratio measures what the Worker adds to serving those bytes, not the bytes themselves):
//    - rendered (a miss: an address with a query no page reads, which no tier holds);
//    - the data centre's cache (a hit: an address with a query the page reads, which only the edge
//      cache keeps);
//    - the global tier (STATIC: the plain address, served from the page's copy of the build, which
//      the edge cache never holds, so these are the views of a data centre without a copy).
// 3. A Kids Save Lives day at once (load-lesson.mjs): 40 classes of 30 pupils start a round together
//    and save their results at its end; LESSON_CLASSES makes the day smaller.
// Exits 1 when a check fails. Bounded: 500 submissions, 15 × RATE_SECONDS of load, one lesson day
// (its own requests time out, its saves give up a minute after the end), 10 minutes in all.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { href } from "../app/lib/paths";
import { keptAddress } from "../app/lib/route-delivery";
import { lessonDay } from "./load-lesson.mjs";
import { requireBuild, root, startLocalWorker } from "./local-worker.mjs";

const port = process.env.LOAD_PORT ?? "8799";
const origin = `http://127.0.0.1:${port}`;
const SUBMISSIONS = 500;
const RATE_SECONDS = Number(process.env.RATE_SECONDS ?? 8);
const RATE_CONNECTIONS = 10;
const RATE_ROUNDS = 4;
// --- The pages measured, from the route table (`npm run load` runs under vite-node to read it) ---
/**
 * Three pages, each with the first query its delivery keeps (app/lib/route-delivery.ts,
 * keptAddress()): the edge cache keeps it there, and it has no copy.
 */
const ratedPages = [href("home", "es"), href("contact", "en"), href("portfolio-kalyan", "ca")].map((path) => ({
  path,
  keptQuery: keptAddress(path).slice(path.length),
}));
// --- end of the pages measured ---
const marker = `load-${Date.now()}`;
const LESSON_CLASSES = Number(process.env.LESSON_CLASSES ?? 40);

requireBuild();
const deadline = setTimeout(() => fail("the load test took longer than 10 minutes"), 600_000);
deadline.unref();

let worker;
/** The static files with each rated page's bytes (served by the assets, as the icon is). */
const referenceFolder = "_load-reference";
const referenceOf = (i) => `/${referenceFolder}/page-${i}`;
const removeReferences = () => rmSync(`${root}build/client/${referenceFolder}`, { recursive: true, force: true });
function fail(reason) {
  console.error(`FAILED: ${reason}`);
  worker?.stop();
  removeReferences();
  process.exit(1);
}

/**
 * Writes each rated page, as its copy of the build serves it, as a static file of the assets. The
 * assets are read when wrangler starts, so a first Worker serves the pages and is stopped.
 */
async function writeReferences() {
  const first = await startLocalWorker({ state: ".wrangler/load-state", copies: true });
  mkdirSync(`${root}build/client/${referenceFolder}`, { recursive: true });
  try {
    for (const [i, { path }] of ratedPages.entries()) {
      const page = await fetch(`${first.origin}${path}`);
      if (page.headers.get("X-Edge-Cache") !== "STATIC") throw new Error(`${path} is not served from its copy`);
      writeFileSync(`${root}build/client/${referenceFolder}/page-${i}.html`, Buffer.from(await page.arrayBuffer()));
    }
  } finally {
    first.stop();
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** 500 valid submissions at once, with the form's stamp; each has its own number (in the message) and client address. */
async function contactBurst() {
  const page = await (await fetch(`${origin}/es/contacto`)).text();
  const stamp = /data-form-stamp="([^"]+)"/.exec(page)?.[1];
  if (!stamp) fail("the contact page has no form stamp");
  let sent = 0;
  const statuses = new Map();
  const result = await run({
    url: `${origin}/es/contacto`,
    connections: SUBMISSIONS,
    amount: SUBMISSIONS,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          sent += 1;
          const body = new URLSearchParams({
            name: `Carga ${sent}`,
            email: `carga${sent}@example.com`,
            message: `${marker} ${sent}`,
            privacy_consent: "on",
            form_stamp: stamp,
          });
          return {
            ...request,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "CF-Connecting-IP": `198.18.${Math.floor(sent / 250)}.${sent % 250}`,
            },
            body: body.toString(),
          };
        },
        onResponse(status) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  return { result, statuses };
}

/**
 * Load on one address for `seconds`. A rendered page is asked for with a query parameter that no
 * page reads, which the edge cache never keeps (page-cache.ts), each time a new one.
 */
async function rate(path, seconds, rendered = false) {
  let n = 0;
  const requests = rendered
    ? [{ setupRequest: (request) => ({ ...request, path: `${path}?load=${(n += 1)}` }) }]
    : undefined;
  const result = await run({ url: `${origin}${path}`, connections: RATE_CONNECTIONS, duration: seconds, requests });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Each address of a page's tiers and the static file, measured in turns (RATE_ROUNDS rounds of
 * RATE_SECONDS / RATE_ROUNDS each), so that the machine's own drift over the test falls on the page
 * and on the file it is compared with alike: every ratio is to the file's rate in the same rounds.
 */
async function rateInTurns(addresses) {
  const totals = addresses.map(() => ({ requests: 0, seconds: 0, p50: [], p99: [], errors: 0, non2xx: 0 }));
  for (let round = 0; round < RATE_ROUNDS; round++) {
    for (const [i, { path, rendered }] of addresses.entries()) {
      const measured = await rate(path, RATE_SECONDS / RATE_ROUNDS, rendered);
      const total = totals[i];
      total.requests += measured.requests;
      total.seconds += measured.seconds;
      total.p50.push(measured.p50);
      total.p99.push(measured.p99);
      total.errors += measured.errors;
      total.non2xx += measured.non2xx;
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return addresses.map(({ label, path }, i) => ({
    label,
    path,
    rps: totals[i].requests / totals[i].seconds,
    p50: median(totals[i].p50),
    p99: Math.max(...totals[i].p99),
    errors: totals[i].errors,
    non2xx: totals[i].non2xx,
  }));
}

/** Makes sure a reference file is served as a static file, with the same bytes as the page. */
async function expectSameBytes(reference, path) {
  const [file, page] = await Promise.all([reference, path].map(async (at) => fetch(`${origin}${at}`)));
  const [fileBytes, pageBytes] = await Promise.all(
    [file, page].map(async (answer) => (await answer.arrayBuffer()).byteLength),
  );
  if (file.status !== 200 || file.headers.get("X-Edge-Cache") !== null) fail(`${reference} is not a static file`);
  if (fileBytes !== pageBytes) fail(`${reference} has ${fileBytes} bytes, ${path} ${pageBytes}`);
}

/** Makes sure an address is served by the tier to measure (warming the edge cache) before it is measured. */
async function expectTier(path, tier) {
  for (let i = 0; i < 3; i++) await (await fetch(`${origin}${path}`)).arrayBuffer();
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  const status = response.headers.get("X-Edge-Cache");
  if (status !== tier) fail(`${path} is not served by the tier ${tier} (X-Edge-Cache: ${status})`);
}

await writeReferences().catch((error) => fail(error.message));
// Like the end-to-end server: the forms' minimum fill time is off, so one page's stamp serves every submission.
worker = await startLocalWorker({
  state: ".wrangler/load-state",
  port,
  vars: { FORM_MIN_FILL_SECONDS: "0" },
}).catch((error) => fail(error.message));
const started = Date.now();
const { result, statuses } = await contactBurst();
const burstSeconds = (Date.now() - started) / 1000;

const rows = worker.d1(
  `SELECT count(*) AS n, count(DISTINCT message) AS distinct_messages FROM contacts WHERE message LIKE '${marker} %'`,
)[0];
const accepted = statuses.get(302) ?? 0;

const staticFile = "/favicon.svg";
const rates = [];
for (const [i, { path, keptQuery }] of ratedPages.entries()) {
  await expectTier(`${path}${keptQuery}`, "HIT");
  await expectTier(path, "STATIC");
  await expectSameBytes(referenceOf(i), path);
  const [file, sameSize, ...tiers] = await rateInTurns([
    { label: "static file (icon)", path: staticFile },
    { label: "static file (the page's bytes)", path: referenceOf(i) },
    { label: "rendered (miss)", path, rendered: true },
    { label: "edge cache (HIT)", path: `${path}${keptQuery}` },
    { label: "global tier (STATIC)", path },
  ]);
  const ratios = (row) => ({ ...row, ratio: row.rps / file.rps, sameSizeRatio: row.rps / sameSize.rps });
  rates.push(...tiers.map(ratios), ratios(sameSize), ratios(file));
}
removeReferences();
const lesson = await lessonDay(worker, { classes: LESSON_CLASSES }).catch((error) =>
  fail(`the lesson day stopped: ${error.stack ?? error}`),
);
worker.stop();

console.log(
  `Contact burst: ${SUBMISSIONS} submissions over ${SUBMISSIONS} connections in ${burstSeconds.toFixed(1)} s`,
);
console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
console.log(
  `  errors (timeouts, resets): ${result.errors}; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(`  rows: ${rows.n}, distinct: ${rows.distinct_messages}`);
console.log(
  `\nRequests per second over ${RATE_SECONDS} s on ${RATE_CONNECTIONS} connections, in ${RATE_ROUNDS} turns with the static files:\n`,
);
console.log("| address | served | req/s | p50 ms | p99 ms | × icon | × the page's bytes |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const { label, path, rps, p50, p99, ratio, sameSizeRatio } of rates) {
  const cells = [path, label, rps.toFixed(0), p50, p99, ratio.toFixed(2), sameSizeRatio.toFixed(2)];
  console.log(`| ${cells.join(" | ")} |`);
}
console.log(`\n${lesson.lines.join("\n")}`);

const problems = [];
if (result.errors > 0) problems.push(`${result.errors} submissions failed`);
if (accepted !== SUBMISSIONS) problems.push(`${SUBMISSIONS - accepted} submissions were not accepted (302)`);
if (rows.n !== accepted) problems.push(`${accepted} accepted but ${rows.n} rows (lost or duplicated)`);
if (rows.distinct_messages !== rows.n) problems.push("some submission was stored twice");
for (const { label, path, errors, non2xx } of rates) {
  if (errors > 0 || non2xx > 0) problems.push(`${path} ${label}: ${errors} errors, ${non2xx} non-2xx answers`);
}
problems.push(...lesson.problems);
if (problems.length > 0) fail(problems.join("; "));
console.log("Load test passed.");
process.exit(0);
