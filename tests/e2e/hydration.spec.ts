import type { CDPSession, Page } from "@playwright/test";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { expect, runsApplication, test, waitForHydration } from "./fixtures";
import { collectPageErrors, rawTranslationKey } from "./page-checks";

// The site does not route on the client: every link loads a document, which runs the scripts its
// own page asks for (none on most pages), and the browser prerenders the next page when the visitor
// shows intent (Speculation Rules). `speculation.ready` lists the pages fetched ahead.

/** The address of the document the tab shows (a client-side navigation would leave it unchanged). */
function documentAddress(page: Page) {
  return page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]?.name ?? "").pathname);
}

test("a link loads the next page as a document, with its own scripts and strings", async ({ page }) => {
  const errors = await collectPageErrors(page);
  await page.goto(href("portfolio", "es"));
  expect(await runsApplication(page)).toBe(false);
  const nav = page.getByRole("navigation", { name: messages.es.nav.label });
  await nav.getByRole("link", { name: messages.es.nav.contact }).click();
  await expect(page).toHaveURL(href("contact", "es"));
  expect(await runsApplication(page)).toBe(true);
  await waitForHydration(page);
  await page.getByRole("button", { name: messages.es.contact.submit }).click();
  await expect(page.getByText(messages.es.contact.errors.nameRequired)).toBeVisible();
  expect(await rawTranslationKey(page)).toBeNull();

  // From a hydrated page too, a link is a document load, not client-side routing.
  await nav.getByRole("link", { name: messages.es.nav.portfolio }).click();
  await expect(page).toHaveURL(href("portfolio", "es"));
  expect(await documentAddress(page)).toBe(href("portfolio", "es"));
  expect(await runsApplication(page)).toBe(false);
  expect(errors).toEqual([]);
});

/** Speculation events of the page's target (Chromium's Preload domain). */
async function watchSpeculation(cdp: CDPSession) {
  const ruleErrors: string[] = [];
  const ready: string[] = [];
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ""}`);
  });
  // Under automation Chromium does not prerender ("disabled by DevTools"), but it still fetches
  // the page as the first step of a prerender: that fetch is what the tests can see.
  cdp.on("Preload.prefetchStatusUpdated", ({ key, status }) => {
    if (status === "Ready") ready.push(new URL(key.url).pathname);
  });
  await cdp.send("Preload.enable");
  return { ruleErrors, ready };
}

test("the browser accepts the speculation rules and fetches ahead a page link the pointer rests on", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const speculation = await watchSpeculation(cdp);
  await page.goto(href("home", "es"));
  await waitForHydration(page);
  const portfolio = page
    .getByRole("navigation", { name: messages.es.nav.label })
    .getByRole("link", { name: messages.es.nav.portfolio });
  await portfolio.hover();
  await expect.poll(() => speculation.ready, { timeout: 15_000 }).toContain(href("portfolio", "es"));
  expect(speculation.ruleErrors).toEqual([]);
  await portfolio.click();
  await expect(page).toHaveURL(href("portfolio", "es"));
  // The document shown is the one fetched ahead, not one asked for on the click.
  const deliveryType = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});

test("the language switcher is never speculated: hovering it records no language choice", async ({ page, context }) => {
  const cdp = await page.context().newCDPSession(page);
  const speculation = await watchSpeculation(cdp);
  await page.goto(href("portfolio", "es"));
  await page.getByRole("link", { name: /^EN\b/ }).hover();
  await page.getByRole("contentinfo").getByRole("link", { name: messages.es.footer.sitemap }).hover();
  await expect.poll(() => speculation.ready, { timeout: 15_000 }).toContain(href("sitemap", "es"));
  expect(speculation.ready).not.toContain(href("portfolio", "en"));
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")).toBeUndefined();
});
