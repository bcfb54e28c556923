// The site's budgets (issue "speed budgets"), checked against a bench run. A missed budget is
// reported, never hidden; the run still completes so that the whole table can be read.

// "page": a page that runs no script (HTML first: none at all, or only the inline video player);
// "islands": a page that shows islands (pageKind). Their JavaScript was first held under what every
// page loaded before HTML first (102–111 kB gzip); once the islands stopped carrying the router
// (vite.config.ts routerInIslands) they weigh 62–71 kB, and the budget keeps that gain.
export const budgets = {
  p95Ms: 5,
  cssGzip: 15_000,
  js: { page: 0, islands: 75_000 },
  /** Lighthouse's Total Blocking Time, in ms, of its simulated mid-range phone: the median of the runs… */
  tbtMs: { page: 50, islands: 50 },
  /** …and the worst single run, on any page. */
  tbtMaxMs: 100,
  /** A page with scripts: its LCP over its script-free copy's, measured in the same run. */
  lcpOverScriptFree: 1.1,
  /**
   * The first tap on the game's Start to its running state painted, on a phone (first-tap.mjs),
   * median, after a finger's swipe to it: a "good" interaction to next paint, though the game
   * hydrates on need.
   */
  firstTapMs: 200,
  lighthouse: {
    performance: { page: 100, islands: 98 },
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
};

/**
 * A page's kind, read from its own HTML: "islands" when it shows any island (its containers, which
 * app/lib/islands/island.tsx writes), "page" when it shows none. Nothing lists the pages by hand: a
 * page that gains an island is held to the islands' budgets at once.
 */
export function pageKind(html) {
  return /<div data-island="[\w-]+"/.test(html) ? "islands" : "page";
}

/** Every missed budget of a run, as readable lines (`firstTap`: first-tap.mjs's timing, if measured). */
export function missedBudgets(pages, scores, firstTap) {
  const missed = [];
  if (firstTap && firstTap.medianMs > budgets.firstTapMs) {
    missed.push(
      `${firstTap.path}: first tap to running game ${firstTap.medianMs} ms > ${budgets.firstTapMs} ms (median)`,
    );
  }
  const kindOf = new Map(pages.map((page) => [page.path, page.kind ?? "page"]));
  for (const page of pages) {
    // A page that could not be measured meets no budget.
    if (page.error) {
      missed.push(`${page.path}: not measured (${page.error})`);
      continue;
    }
    if (page.p95 > budgets.p95Ms)
      missed.push(`${page.path}: render p95 ${page.p95.toFixed(2)} ms > ${budgets.p95Ms} ms`);
    const kind = page.kind;
    if (page.jsGzip > budgets.js[kind]) {
      missed.push(`${page.path}: JS ${page.jsGzip} B gz > ${budgets.js[kind]} B (${kind})`);
    }
    if (page.cssGzip > budgets.cssGzip) missed.push(`${page.path}: CSS ${page.cssGzip} B gz > ${budgets.cssGzip} B`);
  }
  for (const score of scores) {
    const kind = kindOf.get(score.path) ?? "page";
    if (score.tbtMs > budgets.tbtMs[kind]) {
      missed.push(`${score.path}: Total Blocking Time ${score.tbtMs} ms > ${budgets.tbtMs[kind]} ms (${kind}, median)`);
    }
    if (score.tbtMaxMs > budgets.tbtMaxMs) {
      missed.push(`${score.path}: Total Blocking Time ${score.tbtMaxMs} ms > ${budgets.tbtMaxMs} ms in one run`);
    }
    if (score.scriptFreeLcpMs && score.lcpMs > score.scriptFreeLcpMs * budgets.lcpOverScriptFree) {
      missed.push(
        `${score.path}: LCP ${score.lcpMs} ms > ${budgets.lcpOverScriptFree} × ${score.scriptFreeLcpMs} ms of its script-free copy`,
      );
    }
    const wanted = {
      performance: budgets.lighthouse.performance[kind],
      accessibility: budgets.lighthouse.accessibility,
      "best-practices": budgets.lighthouse["best-practices"],
      seo: budgets.lighthouse.seo,
    };
    for (const [category, minimum] of Object.entries(wanted)) {
      if (score[category] < minimum) {
        missed.push(`${score.path}: Lighthouse ${category} ${score[category]} < ${minimum} (${score.lost.join(", ")})`);
      }
    }
  }
  return missed;
}
