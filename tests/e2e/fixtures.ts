import AxeBuilder from "@axe-core/playwright";
import { test as base, errors, expect, type Page, type Request } from "@playwright/test";
import { languages, pageIds, pages, type Lang, type PageId } from "../../app/i18n-routes";
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from "../../app/lib/islands/island-data";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/use-hydrated";

export { expect };

/** Each page's requests not yet answered, kept so that a wait for a quiet network can name the ones it waited for. */
const pendingRequests = new WeakMap<Page, Set<Request>>();

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
    const pending = new Set<Request>();
    pendingRequests.set(page, pending);
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
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

/**
 * Whether the page runs scripts of its own: module scripts (the application, an island that
 * hydrates at load) or islands that load theirs when needed. Most pages are HTML and CSS alone.
 */
export async function runsApplication(page: Page): Promise<boolean> {
  return (await page.locator(`script[type=module], [${ISLAND_ATTRIBUTE}][${HYDRATE_ATTRIBUTE}]`).count()) > 0;
}

/**
 * Waits until a page that runs scripts is hydrated (the root marks <html> when it is, an island its
 * container), so that scripted behaviour is in place, and until the page's lazy chunks have loaded.
 * An island that waits for the visitor (island-loader.inline.js) is woken first by a focus in it,
 * as a visitor's would. A page without scripts is complete once loaded.
 */
export async function waitForHydration(page: Page) {
  // The loader is an inline script near the end of the body: a focus sent before it has run (a
  // click that navigated returns before the new page is parsed) would wake nothing.
  await page.waitForLoadState("domcontentloaded");
  await page.evaluate(
    ([waiting, hydrated]) => {
      for (const island of document.querySelectorAll(`[${waiting}]:not([${hydrated}])`)) {
        island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      }
    },
    [HYDRATE_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE],
  );
  if (await runsApplication(page)) await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_HYDRATED_ATTRIBUTE}])`)).toHaveCount(0);
  await waitForQuietNetwork(page);
}

/**
 * Waits until the network has been quiet for half a second (the page's lazy chunks have loaded),
 * for at most 20 s, an assertion's wait on a busy server. Once in CI a request the local server
 * (wrangler dev) never answered held this wait until the test's 90 s timeout, though nothing the test
 * then checked needed it: past 20 s the test goes on and says which requests were still out. What
 * the test needs, it asserts on the page, and a missing chunk fails there.
 */
export async function waitForQuietNetwork(page: Page) {
  try {
    await page.waitForLoadState("networkidle", { timeout: 20_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const waiting = [...(pendingRequests.get(page) ?? [])].map((request) => `${request.method()} ${request.url()}`);
    const message = `${page.url()}: the network was not quiet after 20 s; still waiting for ${waiting.join(", ") || "nothing the page reported"}`;
    console.warn(message);
    test.info().annotations.push({ type: "warning", description: message });
  }
}
