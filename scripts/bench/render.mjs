// Server render timing: the production server build run in Node through createRequestHandler, with
// the load context server.ts builds. Edge redirects and security headers (server.ts) are left out:
// they run outside Remix and cost microseconds.
import { register } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const ORIGIN = "https://estudioxr.example";

/**
 * An empty database: a page that reads one (the First Aiducation page's weekly leaderboard) renders
 * what it shows with no rows, as a new site's does, at the cost of building its query; the time D1
 * takes to answer is the network's, not the render's. Nothing a GET renders writes: a write fails.
 */
function emptyDatabase() {
  const statement = {
    bind: () => statement,
    all: async () => ({ results: [], success: true, meta: {} }),
    raw: async () => [],
    first: async () => null,
    run: async () => {
      throw new Error("bench: a page wrote to env.DB while rendering");
    },
  };
  return { prepare: () => statement, batch: async (statements) => statements.map(() => ({ results: [] })) };
}

// Same shape as app/.server/load-context.ts (TypeScript, so replicated rather than imported).
const env = {
  SITE_URL: ORIGIN,
  DB: emptyDatabase(),
  CONTACT_RATE_LIMITER: { limit: async () => ({ success: true }) },
};
const ctx = { waitUntil() {}, passThroughOnException() {} };

function randomToken(bytes) {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" })[c] ?? "");
}

/** What pages embed from configuration (PageConfiguration in app/.server/page-copies.ts), as a local run's. */
const page = { build: "bench", siteUrl: ORIGIN, indexable: false, environment: "production" };

function createLoadContext() {
  return {
    cloudflare: { env, ctx },
    nonce: randomToken(16),
    requestId: randomToken(6),
    page,
    pageFingerprint: "bench",
  };
}

/** Imports the server build the way the Worker sees it and returns its request handler and page paths. */
export async function loadServer(buildFile) {
  // React and Remix choose their production code from NODE_ENV, which the Worker bundle fixes too.
  process.env.NODE_ENV = "production";
  register("./worker-conditions.mjs", import.meta.url);
  // Imported after register() so the build and this file share one copy of each package.
  const build = await import(pathToFileURL(buildFile).href);
  const { createRequestHandler } = await import("@remix-run/cloudflare");
  // Every page with a concrete path: skips the root layout (""), the "*" splat (not-found) and
  // resource routes such as /sitemap.xml, which render no page (their module has no component).
  // The operators' console (route ids "admin…") is not a page of the site: it is left out.
  const paths = Object.values(build.routes)
    .filter((route) => route.module.default !== undefined && !route.id.startsWith("admin"))
    .map((route) => route.path)
    .filter((path) => path && !/[*:]/.test(path));
  return { handler: createRequestHandler(build, "production"), paths };
}

/** One render: the handler call and reading the whole streamed body. */
async function renderOnce(handler, path) {
  const request = new Request(ORIGIN + path);
  const context = createLoadContext();
  const start = performance.now();
  const response = await handler(request, context);
  const html = await response.text();
  return { ms: performance.now() - start, status: response.status, html };
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted, q) {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/** Warms a page up, then times `runs` renders; returns p50/p95 in ms and the first render's HTML. */
export async function measurePage(handler, path, { warmup, runs }) {
  const first = await renderOnce(handler, path);
  for (let i = 1; i < warmup; i++) await renderOnce(handler, path);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await renderOnce(handler, path)).ms);
  times.sort((a, b) => a - b);
  return { status: first.status, html: first.html, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * Swallows the app's console output from here on and counts each distinct message instead: the
 * not-found loader warns on every 404, and printing thousands of lines would flood the report and
 * slow the timed renders. It is never restored because renders leave timers behind (the 5 s render
 * timeout of entry.server.tsx) that may still log once the report is out.
 */
/** The app logs JSON lines (app/.server/log.server.ts): they are counted by level, event and path. */
function eventKey(line) {
  try {
    const { level, event, path, errorMessage } = JSON.parse(line);
    return event ? [level, event, path, errorMessage].filter(Boolean).join(": ") : undefined;
  } catch {
    return undefined;
  }
}

export function captureConsole() {
  const messages = new Map();
  for (const level of ["log", "info", "warn", "error"]) {
    console[level] = (...args) => {
      const text = `${level}: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")}`;
      const key = eventKey(args[0]) ?? text.split("\n")[0].slice(0, 200);
      messages.set(key, (messages.get(key) ?? 0) + 1);
    };
  }
  return messages;
}
