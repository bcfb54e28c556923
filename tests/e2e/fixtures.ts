import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { languages, pageIds, pages, type Lang, type PageId } from "../../app/i18n-routes";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/use-hydrated";

export { expect };

/**
 * Every test blocks requests to any origin but the site's: the site must work on its own, and
 * a request to a third party before the visitor asks for it would be a privacy defect.
 */
export const test = base.extend<{ thirdPartyRequests: string[] }>({
  thirdPartyRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const blocked: string[] = [];
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          blocked.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
  // E2E_CPU_THROTTLE=4 runs every page's main thread four times slower (Chromium's own CPU
  // throttling): the proof that the suite's timeouts leave room for a slower machine than this one.
  page: async ({ page }, use) => {
    const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    }
    await use(page);
  },
});

/**
 * Whether a state that looks the same in every language but for its words is checked in `lang`:
 * such a state (a course step, a tab) is analysed in one language, a different one for each
 * `turn`, so that each language has its share; each page's first view is analysed in every
 * language by the page sweep (page-sweep.spec.ts).
 */
export function isTurnOf(lang: Lang, turn: number): boolean {
  return languages.indexOf(lang) === turn % languages.length;
}

/** Each page of the route table in each language, for tests that walk the whole site. */
export const everyPage: { pageId: PageId; lang: Lang; path: string }[] = pageIds.flatMap((pageId) =>
  languages.map((lang) => ({ pageId, lang, path: pages[pageId][lang] })),
);

/** axe-core on the page as it is now; only violations are collected in full (the rest costs a third of the time). */
export async function expectNoAxeViolations(page: Page, { disableRules = [] as string[] } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    // After options(), which would replace the rules' settings.
    .disableRules(disableRules)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Whether the page runs the application (its module scripts); most pages are HTML and CSS alone. */
export async function runsApplication(page: Page): Promise<boolean> {
  return (await page.locator("script[type=module]").count()) > 0;
}

/**
 * Waits until a page that runs the application is hydrated (the root marks <html> when it is), so
 * that scripted behaviour is in place, and until the page's lazy chunks have loaded. A page without
 * the application is complete once loaded.
 */
export async function waitForHydration(page: Page) {
  if (await runsApplication(page)) await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
