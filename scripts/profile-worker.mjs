#!/usr/bin/env node
// `npm run profile`: where the Worker spends its CPU time rendering pages, measured in workerd (the
// runtime of production, not Node). Serves the production build with `wrangler dev` and a fresh
// local D1, records a CPU profile through the DevTools inspector while rendered pages (addresses
// the edge cache does not keep) are requested for PROFILE_SECONDS, and prints the functions with
// the most time: their own (self) and with what they call (total). PROFILE_TIER chooses the tier
// the pages come from instead: `static` (their copies of the build), `hit` (the edge cache).
// Needs `npm run build` first.
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import { href } from "../app/lib/paths";
import { keptAddress } from "../app/lib/route-delivery";
import { requireBuild, root, startLocalWorker } from "./local-worker.mjs";

const port = process.env.PROFILE_PORT ?? "8797";
const inspectorPort = process.env.PROFILE_INSPECTOR_PORT ?? "9237";
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
// --- The pages profiled, from the route table (`npm run profile` runs under vite-node to read it) ---
const defaultPages = [href("home", "es"), href("contact", "en"), href("portfolio-kalyan", "ca")];
const pages = process.env.PROFILE_PAGES?.split(",") ?? defaultPages;
/** The first query each page's delivery keeps (app/lib/route-delivery.ts): the edge cache keeps the page at it. */
const keptQuery = (path) => keptAddress(path).slice(path.length);
// --- end of the pages profiled ---
// PROFILE_TIER: "miss" (rendered, the default), "hit" (the edge cache; PROFILE_CACHED=1 says the
// same), "static" (the pages' copies of the build, at their plain addresses).
const tier = process.env.PROFILE_TIER ?? (process.env.PROFILE_CACHED === "1" ? "hit" : "miss");
/** The address that the tier serves a page at: a query no page reads is rendered, one the page reads is kept. */
const addressOf = (path, n) => ({ miss: `${path}?profile=${n}`, hit: `${path}${keptQuery(path)}`, static: path })[tier];
if (!["miss", "hit", "static"].includes(tier)) {
  console.error(`PROFILE_TIER is miss, hit or static, not ${tier}.`);
  process.exit(1);
}

if (typeof WebSocket === "undefined") {
  console.error("Run with `node --experimental-websocket` (npm run profile does).");
  process.exit(1);
}
requireBuild();
const worker = await startLocalWorker({ state: ".wrangler/profile-state", port, inspectorPort, copies: true });
const stop = (code) => {
  worker.stop();
  process.exit(code);
};
setTimeout(() => {
  console.error("The profile took longer than 3 minutes.");
  stop(1);
}, 180_000).unref();

async function until(check) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error("The inspector did not answer");
  return stop(1);
}

const targets = await until(async () => (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json());
// The inspector of wrangler dev answers only connections that name an origin.
const socket = new WebSocket(targets[0].webSocketDebuggerUrl, {
  headers: { Origin: `http://127.0.0.1:${inspectorPort}` },
});
await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));

let nextId = 0;
const pending = new Map();
socket.addEventListener("message", (event) => {
  const message = JSON.parse(String(event.data));
  pending.get(message.id)?.(message.result);
  pending.delete(message.id);
});
function send(method, params = {}) {
  const id = (nextId += 1);
  socket.send(JSON.stringify({ id, method, params }));
  return new Promise((resolve) => pending.set(id, resolve));
}

// Warm up the isolate (module evaluation, first renders) and the edge cache before recording.
for (const path of pages) {
  for (let i = 0; i < 5; i++) await (await fetch(`${origin}${path}?warm=${i}`)).arrayBuffer();
  await (await fetch(`${origin}${addressOf(path, 0)}`)).arrayBuffer();
  const served = (await fetch(`${origin}${addressOf(path, 0)}`)).headers.get("X-Edge-Cache");
  const expected = { miss: null, hit: "HIT", static: "STATIC" }[tier];
  if (served !== expected) {
    console.error(`${addressOf(path, 0)} answered X-Edge-Cache: ${served}, not ${expected}.`);
    stop(1);
  }
}

await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 100 });
await send("Profiler.start");
let n = 0;
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: origin,
      connections: 4,
      duration: seconds,
      requests: [
        {
          setupRequest(request) {
            const path = pages[(n += 1) % pages.length];
            return { ...request, path: addressOf(path, n) };
          },
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
});
const { profile } = await send("Profiler.stop");
writeFileSync(`${root}.wrangler/worker.cpuprofile`, JSON.stringify(profile));

// Self and total time per function (name and place), from the samples.
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const place = ({ callFrame: { functionName, url, lineNumber } }) =>
  `${functionName || "(anonymous)"} ${url.replace(/^.*\/(node_modules|\.wrangler\/tmp\/[^/]+)\//, "")}:${lineNumber + 1}`;
const self = new Map();
const total = new Map();
let sampled = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  sampled += micros;
  const node = nodes.get(id);
  self.set(place(node), (self.get(place(node)) ?? 0) + micros);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const key = place(nodes.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + micros);
  }
});
const idle = ["(idle)", "(program)", "(garbage collector)"].map((name) =>
  [...self].filter(([key]) => key.startsWith(name)).reduce((sum, [, micros]) => sum + micros, 0),
);
const busy = sampled - idle[0];
const requests = result.requests.total;
const row = ([key, micros]) =>
  `| ${((micros / busy) * 100).toFixed(1)}% | ${(micros / requests / 1000).toFixed(2)} | ${key.replace(/\|/g, "\\|")} |`;

console.log(
  `${requests} pages from tier ${tier} (X-Edge-Cache ${{ miss: "absent: rendered", hit: "HIT", static: "STATIC" }[tier]}) ( ${pages.join(", ")}) in ${seconds} s on 4 connections: ${result.requests.average.toFixed(0)} per second`,
);
console.log(
  `CPU busy ${(busy / 1000).toFixed(0)} ms of ${(sampled / 1000).toFixed(0)} ms sampled: ${(busy / requests / 1000).toFixed(2)} ms per page, of which garbage collection ${((idle[2] / busy) * 100).toFixed(1)}%`,
);
/** The `count` functions with the most time in `times`, as a Markdown table under `title`. */
function printTop(title, times, count, skip) {
  console.log(`\n${title}\n\n| share | ms/page | function |\n| ---: | ---: | --- |`);
  const top = [...times].filter(([key]) => !key.startsWith(skip)).sort((a, b) => b[1] - a[1]);
  for (const entry of top.slice(0, count)) console.log(row(entry));
}
printTop("Self time (the function's own code):", self, 25, "(idle)");
printTop("Total time (with what it calls):", total, 40, "(");
console.log("\nThe whole profile: .wrangler/worker.cpuprofile (open it in Chrome DevTools, Performance).");
socket.close();
stop(0);
