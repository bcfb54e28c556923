// The site's budgets (issue "speed budgets"), checked against a bench run. A missed budget is
// reported, never hidden; the run still completes so that the whole table can be read.

export const budgets = {
  p95Ms: 5,
  cssGzip: 15_000,
  js: { page: 100_000, form: 115_000, game: 130_000 },
  lighthouse: { performance: 98, performanceHome: 100, accessibility: 100, "best-practices": 100, seo: 100 },
};

// Pages that carry a form or the game (by path, every language): everything else is a plain page.
// Keep in step with the route table when a page gains a form.
const gamePaths = [/\/first-aiducation$/, /\/(resources|recursos)\/NeoSalus$/];
const formPaths = [
  /^\/(es|en|ca)$/,
  /^\/es\/contacto$/,
  /^\/en\/contact$/,
  /^\/ca\/contacte$/,
  /\/first-aiducation\/(resources|recursos)$/,
];

export function pageKind(path) {
  if (gamePaths.some((pattern) => pattern.test(path))) return "game";
  if (formPaths.some((pattern) => pattern.test(path))) return "form";
  return "page";
}

/** Every missed budget of a run, as readable lines. */
export function missedBudgets(pages, scores) {
  const missed = [];
  for (const page of pages) {
    // A page that could not be measured meets no budget.
    if (page.error) {
      missed.push(`${page.path}: not measured (${page.error})`);
      continue;
    }
    if (page.p95 > budgets.p95Ms)
      missed.push(`${page.path}: render p95 ${page.p95.toFixed(2)} ms > ${budgets.p95Ms} ms`);
    const kind = pageKind(page.path);
    if (page.jsGzip > budgets.js[kind]) {
      missed.push(`${page.path}: JS ${page.jsGzip} B gz > ${budgets.js[kind]} B (${kind})`);
    }
    if (page.cssGzip > budgets.cssGzip) missed.push(`${page.path}: CSS ${page.cssGzip} B gz > ${budgets.cssGzip} B`);
  }
  for (const score of scores) {
    const home = /^\/(es|en|ca)$/.test(score.path);
    const wanted = {
      performance: home ? budgets.lighthouse.performanceHome : budgets.lighthouse.performance,
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
