// Lighthouse on every page: mobile emulation (Lighthouse's default: a mid-range phone on a slow
// 4G connection, simulated), Debian's Chromium, against `wrangler dev` serving the production
// build with a fresh local D1. SITE_URL is the server's own address and SITE_INDEXING is on, so
// the SEO audits judge pages as they are published (canonical on the same host, no noindex).
// Each page is measured `runs` times (the median is what counts, the worst run is kept too), and
// each page with scripts also as its script-free copy (script-free-proxy.mjs), performance only,
// for the LCP its scripts cost.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalWorker } from "../local-worker.mjs";
import { SCRIPT_FREE_PREFIX, startScriptFreeProxy } from "./script-free-proxy.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One Lighthouse run of `url`: scores, the audits that cost points, LCP, TBT and the JavaScript fetched. */
async function audit(url, port, categories) {
  const run = () => lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
  // A run that fails to load the page (a runtime error, no score) is tried once more.
  let { lhr } = await run();
  if (lhr.runtimeError) ({ lhr } = await run());
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const lost = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  if (lhr.runtimeError) lost.unshift(`error:${lhr.runtimeError.code}`);
  // Lighthouse never touches the page: what it fetched is what a visitor fetches before the first interaction.
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    ...scores,
    lost,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    jsBytes,
  };
}

/** The runs of one page together: each category's median, LCP and TBT medians, the worst TBT. */
function summarize(path, runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    path,
    ...Object.fromEntries(CATEGORIES.filter((id) => id in runs[0]).map((id) => [id, pick(id)])),
    lost: [...new Set(runs.flatMap((run) => run.lost))],
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    tbtMaxMs: Math.max(...runs.map((run) => run.tbtMs)),
    jsBytes: pick("jsBytes"),
    runs: runs.map(({ lcpMs, tbtMs, jsBytes }) => ({ lcpMs, tbtMs, jsBytes })),
  };
}

/**
 * Scores per page (medians of `runs`), and for each of `withScripts` the LCP of its script-free
 * copy measured in the same run (`scriptFreeLcpMs`).
 */
export async function lighthouseScores(paths, { port = 8791, runs = 3, withScripts = [] } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const worker = await startLocalWorker({
    state: ".wrangler/bench-state",
    port,
    vars: { SITE_URL: origin, SITE_INDEXING: "on" },
  });
  const proxy = await startScriptFreeProxy(origin);
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const results = [];
    for (const path of paths) {
      const measured = [];
      const copies = [];
      // The page and its copy alternate, so that both see the machine in the same state.
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`lighthouse ${path} (run ${run} of ${runs})\n`);
        measured.push(await audit(`${origin}${path}`, chrome.port, CATEGORIES));
        if (withScripts.includes(path)) {
          copies.push(await audit(`${proxy.origin}${SCRIPT_FREE_PREFIX}${path}`, chrome.port, ["performance"]));
        }
      }
      const summary = summarize(path, measured);
      if (copies.length > 0) summary.scriptFreeLcpMs = median(copies.map((copy) => copy.lcpMs));
      results.push(summary);
    }
    return results;
  } finally {
    await chrome?.kill();
    proxy.stop();
    worker.stop();
  }
}
