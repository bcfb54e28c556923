#!/usr/bin/env node
// Benchmark of the production build, for comparing changes: server render time of every page, the
// HTML, JS and CSS bytes each page sends, and the Worker upload size. It asserts nothing: it prints
// a Markdown table (progress goes to stderr) and writes bench-results/latest.json.
// Once the app is loaded, console.* belongs to it (captured), so the report is written to stdout directly.
// It times the depth estimator in Chromium on a CPU slowed four times (scripts/bench/depth-timing.mjs)
// and the first tap on the game's Start on a phone (scripts/bench/first-tap.mjs), then runs Lighthouse on every page (scripts/bench/lighthouse.mjs) and lists the budgets that
// are missed (scripts/bench/budgets.mjs).
// Usage: npm run bench [-- --runs N] [-- --lighthouse-runs M] [-- --tap-runs T] [-- --skip-lighthouse] [-- --only REGEX]
//   (N timed renders per page, 200 by default; M Lighthouse runs per page, 3 by default, the median counts;
//   T first taps, 5 by default, the median counts)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { GZIP_LEVEL, createAssetReader, pageAssets } from "./bench/assets.mjs";
import { budgets, missedBudgets, pageKind } from "./bench/budgets.mjs";
import { depthTiming, depthTimingLine } from "./bench/depth-timing.mjs";
import { firstTapLine, firstTapTiming } from "./bench/first-tap.mjs";
import { lighthouseScores } from "./bench/lighthouse.mjs";
import { captureConsole, loadServer, measurePage } from "./bench/render.mjs";
import { workerBundleSize } from "./bench/worker-size.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildFile = join(root, "build/server/index.js");
const clientDir = join(root, "build/client");
const resultsFile = join(root, "bench-results/latest.json");
const WARMUP = 20;
// Measured besides the route table: the not-found page, served for every unknown address.
const NOT_FOUND_PATH = "/es/no-such-page";

/** The positive integer given as `--name N` or `--name=N`, or `fallback`. */
function parseCount(args, name, fallback) {
  const i = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (i === -1) return fallback;
  const count = Number(args[i].includes("=") ? args[i].split("=")[1] : args[i + 1]);
  if (Number.isInteger(count) && count > 0) return count;
  console.error(`Usage: npm run bench [-- ${name} N], N a positive integer`);
  process.exit(1);
}

function ensureBuild() {
  if (existsSync(buildFile) && existsSync(clientDir)) return;
  console.error("No production build: running `npx remix vite:build`.");
  // The build log goes to stderr so that stdout holds only the report.
  const result = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) {
    console.error("The build failed; nothing to measure.");
    process.exit(1);
  }
}

/** Times one page and sizes what it sends; a page that throws is returned with its error. */
async function benchPage(handler, path, runs, readAsset) {
  process.stderr.write(`rendering ${path}\n`);
  const expectedStatus = path === NOT_FOUND_PATH ? 404 : 200;
  try {
    const { html, ...timing } = await measurePage(handler, path, { warmup: WARMUP, runs });
    const htmlBytes = Buffer.byteLength(html);
    const htmlGzip = gzipSync(html, { level: GZIP_LEVEL }).length;
    return {
      path,
      expectedStatus,
      kind: pageKind(html),
      ...timing,
      htmlBytes,
      htmlGzip,
      ...pageAssets(html, path, readAsset),
    };
  } catch (error) {
    return { path, expectedStatus, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A Markdown table whose numeric columns (all but the first) are right-aligned. */
function table(header, rows) {
  // Padded so that the table also reads well in a terminal.
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => row[col].length)));
  const line = (cells) =>
    `| ${cells.map((cell, col) => (col ? cell.padStart : cell.padEnd).call(cell, widths[col])).join(" | ")} |`;
  const rule = `| ${widths.map((width, col) => (col ? `${"-".repeat(width - 1)}:` : "-".repeat(width))).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function lighthouseTable(scores, kindOf) {
  const header = ["page", "kind", "Perf", "A11y", "BP", "SEO", "LCP ms", "no-JS LCP", "TBT ms", "TBT max", "JS B"];
  const rows = scores.map((s) =>
    [
      s.path,
      kindOf.get(s.path) ?? "",
      s.performance,
      s.accessibility,
      s["best-practices"],
      s.seo,
      s.lcpMs,
      s.scriptFreeLcpMs ?? "",
      s.tbtMs,
      s.tbtMaxMs,
      s.jsBytes,
    ].map(String),
  );
  return table(header, rows);
}

function markdownTable(pages) {
  const header = ["page", "p50 ms", "p95 ms", "HTML B", "HTML gz B", "JS gz B", "CSS gz B"];
  const rows = pages.map((p) =>
    p.error
      ? [p.path, "FAILED", "", "", "", "", ""]
      : [p.path, p.p50.toFixed(2), p.p95.toFixed(2), p.htmlBytes, p.htmlGzip, p.jsGzip, p.cssGzip].map(String),
  );
  return table(header, rows);
}

/** Lines under the table: what was measured, where, and anything that went wrong. */
function notes({ pages, worker, machine, runs, consoleMessages, readAsset }) {
  const workerLine = worker.error
    ? `Worker bundle: wrangler deploy --dry-run failed: ${worker.error}`
    : `Worker bundle (wrangler deploy --dry-run): Total Upload ${worker.totalKiB} KiB / gzip ${worker.gzipKiB} KiB`;
  const lazy = [...new Set(pages.flatMap((p) => p.lazyJs ?? []))];
  const lines = [
    "",
    workerLine,
    `Machine: ${machine.cpu} × ${machine.cores}, ${machine.platform}, Node ${machine.node}`,
    `Render: p50/p95 of ${runs} renders per page after ${WARMUP} warm-up ones (handler call + reading the whole body),`,
    "  in Node with the Worker's export conditions and NODE_ENV=production; no edge redirects or security headers.",
    `Bytes: gzip level ${GZIP_LEVEL}. JS = modulepreloads + inline module script imports + their static imports`,
    "  + the interface strings of the page's language (imported before hydration) + inline classic scripts;",
    `  other lazy import() chunks are not counted: ${lazy.map((path) => `${path} (${readAsset(path).gzip} B gz)`).join(", ") || "none"}.`,
  ];
  for (const p of pages) {
    if (p.error) lines.push(`FAILED ${p.path}: ${p.error}`);
    else if (p.status !== p.expectedStatus)
      lines.push(`Unexpected status ${p.status} (expected ${p.expectedStatus}) for ${p.path}`);
  }
  for (const [message, count] of consoleMessages) lines.push(`Console during renders (silenced) ×${count}: ${message}`);
  return lines.join("\n");
}

function writeResults(results) {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

async function main() {
  const runs = parseCount(process.argv.slice(2), "--runs", 200);
  const lighthouseRuns = parseCount(process.argv.slice(2), "--lighthouse-runs", 3);
  const tapRuns = parseCount(process.argv.slice(2), "--tap-runs", 5);
  ensureBuild();
  const { handler, paths: allPaths } = await loadServer(buildFile);
  // `--only <regex>`: the pages whose path matches, for a quicker comparison of a few.
  const only = process.argv.indexOf("--only");
  const paths = only === -1 ? allPaths : allPaths.filter((path) => new RegExp(process.argv[only + 1]).test(path));
  const readAsset = createAssetReader(clientDir);

  const consoleMessages = captureConsole();
  const pages = [];
  for (const path of [...paths, NOT_FOUND_PATH]) pages.push(await benchPage(handler, path, runs, readAsset));
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  process.stderr.write("measuring the Worker bundle\n");
  const worker = workerBundleSize(root);
  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model ?? "unknown CPU",
    cores: cpus.length,
    platform: `${os.platform()} ${os.arch()}`,
    node: process.version,
  };

  const report = `${markdownTable(pages)}\n${notes({ pages, worker, machine, runs, consoleMessages, readAsset })}`;
  process.stdout.write(`${report}\n`);
  process.stderr.write("timing the depth estimator\n");
  const depth = await depthTiming();
  process.stdout.write(`${depthTimingLine(depth)}\n`);
  process.stderr.write("timing the first tap on the game\n");
  const firstTap = await firstTapTiming({ runs: tapRuns });
  process.stdout.write(`${firstTapLine(firstTap)}\n`);

  // Lighthouse on every page of the route table (the not-found page is a 404, which SEO audits refuse).
  // Each page with scripts is measured beside its script-free copy too (its LCP without them).
  const kindOf = new Map(pages.map((page) => [page.path, page.kind]));
  const withScripts = paths.filter((path) => kindOf.get(path) === "islands");
  const scores = process.argv.includes("--skip-lighthouse")
    ? []
    : await lighthouseScores(paths, { runs: lighthouseRuns, withScripts });
  if (scores.length > 0) {
    process.stdout.write(
      `\nLighthouse (mobile emulation, simulated slow 4G), median of ${lighthouseRuns} runs; TBT max: the worst run;` +
        "\nno-JS LCP: the page's script-free copy; JS B: JavaScript fetched before any interaction:" +
        `\n${lighthouseTable(scores, kindOf)}\n`,
    );
  }
  const missed = missedBudgets(pages, scores, firstTap);
  process.stdout.write(
    missed.length === 0
      ? "\nBudgets: all met.\n"
      : `\nBudgets missed (${missed.length}):\n${missed.map((line) => `- ${line}`).join("\n")}\n`,
  );
  writeResults({
    date: new Date().toISOString(),
    runs,
    warmup: WARMUP,
    gzipLevel: GZIP_LEVEL,
    machine,
    worker,
    pages,
    depth,
    firstTap,
    lighthouseRuns,
    lighthouse: scores,
    budgets,
    missedBudgets: missed,
    consoleMessages: Object.fromEntries(consoleMessages),
  });
  process.stdout.write(`\nWrote bench-results/latest.json\n`);
  // A page that could not render at all makes the run fail; slow or large pages never do.
  if (pages.some((p) => p.error)) process.exitCode = 1;
}

await main();
