// Lighthouse on every page: mobile emulation (Lighthouse's default: a mid-range phone on a slow
// 4G connection, simulated), Debian's Chromium, against `wrangler dev` serving the production
// build with a fresh local D1. SITE_URL is the server's own address and SITE_INDEXING is on, so
// the SEO audits judge pages as they are published (canonical on the same host, no noindex).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalWorker } from "../local-worker.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Scores (0–100) per category and the audits that cost points, for each path. */
export async function lighthouseScores(paths, { port = 8791 } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const worker = await startLocalWorker({
    state: ".wrangler/bench-state",
    port,
    vars: { SITE_URL: origin, SITE_INDEXING: "on" },
  });
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const results = [];
    for (const path of paths) {
      process.stderr.write(`lighthouse ${path}\n`);
      const audit = () =>
        lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
      // A run that fails to load the page (a runtime error, no score) is tried once more.
      let { lhr } = await audit();
      if (lhr.runtimeError) ({ lhr } = await audit());
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      // The audits that cost points, so that a missed score says why.
      const lost = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}:${ref.id}`),
      );
      if (lhr.runtimeError) lost.unshift(`error:${lhr.runtimeError.code}`);
      results.push({
        path,
        ...scores,
        lost,
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      });
    }
    return results;
  } finally {
    await chrome?.kill();
    worker.stop();
  }
}
