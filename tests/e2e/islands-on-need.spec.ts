import type { Page, Route } from "@playwright/test";
import { languages } from "../../app/i18n-routes";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { expect, test } from "./fixtures";
import { collectPageErrors } from "./page-checks";

// Islands hydrate when they are needed (app/lib/islands/island-loader.inline.js): nothing of an
// island is fetched before the page has loaded and been painted, a form or a game waits for the visitor's first
// touch (or, further down the page, for the visitor to scroll to it), and what the visitor did
// meanwhile is kept: the text typed, the press of a button.

/**
 * The island scripts the page fetched, with when each started, and when the page's load event and
 * its first contentful paint came.
 */
function islandFetches(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const firstPaint = performance.getEntriesByName("first-contentful-paint", "paint")[0]?.startTime;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { loadEventStart: navigation.loadEventStart, firstPaint: firstPaint ?? Infinity, scripts };
  });
}

/** Holds the requests for an island's entry until `release` is called: the island cannot hydrate before. */
async function holdEntry(page: Page, island: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${island}.island-*.js`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const container = (page: Page, island: string) => page.locator(`[data-island="${island}"]`);

for (const lang of languages) {
  test(`${lang}: the contact form fetches nothing before the page has loaded, and keeps what is typed and pressed before it hydrates`, async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    const text = messages[lang].contact;
    const release = await holdEntry(page, "contact-form");
    await page.goto(href("contact", lang));
    // The form is in view: its chunks are fetched once the page has loaded (its entry is held).
    await expect.poll(async () => (await islandFetches(page)).scripts.length).toBeGreaterThan(0);
    const fetched = await islandFetches(page);
    for (const script of fetched.scripts) {
      expect(script.startTime, `${script.path} after the load event`).toBeGreaterThanOrEqual(fetched.loadEventStart);
      // A short page can be loaded before it is painted: its text comes first all the same.
      expect(script.startTime, `${script.path} after the first paint`).toBeGreaterThanOrEqual(fetched.firstPaint);
    }
    await expect(container(page, "contact-form")).not.toHaveAttribute("data-hydrated");

    // Typed and sent before the island runs (its entry is held): nothing is posted, nothing lost.
    const form = container(page, "contact-form");
    // A mark on this document: gone if the form were posted as a page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await form.getByRole("textbox", { name: text.name }).fill("Laia Puig");
    await form.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL(href("contact", lang));
    await expect(container(page, "contact-form")).not.toHaveAttribute("data-hydrated");

    release();
    await expect(container(page, "contact-form")).toHaveAttribute("data-hydrated", "");
    // The held press reached the island: it checked the form in place, the name kept.
    await expect(form.getByText(text.errors.emailInvalid)).toBeVisible();
    await expect(form.getByText(text.errors.nameRequired)).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: text.name })).toHaveValue("Laia Puig");
    expect(await page.evaluate(() => "sameDocument" in window), "the same document, not a post").toBe(true);
    expect(errors).toEqual([]);
  });
}

test("the home page's form, far below, is fetched once the page has loaded and the browser is idle, and run once the visitor scrolls to it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href("home", "en"));
  // Far from the viewport, fetched all the same when the browser has nothing else to do: a visitor
  // who scrolls down to it and touches it waits for no download.
  await expect
    .poll(async () => (await islandFetches(page)).scripts.map((script) => script.path))
    .toContainEqual(expect.stringMatching(/\/assets\/contact-form\.island-/));
  const fetched = await islandFetches(page);
  for (const script of fetched.scripts) {
    expect(script.startTime, `${script.path} after the load event`).toBeGreaterThanOrEqual(fetched.loadEventStart);
    expect(script.startTime, `${script.path} after the first paint`).toBeGreaterThanOrEqual(fetched.firstPaint);
  }
  // Fetched, not run, while the visitor reads the top of the page...
  await expect(container(page, "contact-form")).not.toHaveAttribute("data-hydrated");
  // ...and hydrated as they scroll down to it, untouched: their first tap in it finds it ready.
  await page.mouse.wheel(0, await container(page, "contact-form").evaluate((form) => form.getBoundingClientRect().top));
  await expect(container(page, "contact-form")).toHaveAttribute("data-hydrated", "");
});

test("the game's Start, pressed before the game has hydrated, starts the game once it has", async ({ page }) => {
  const text = messages.en.game;
  const release = await holdEntry(page, "compression-game");
  await page.goto(href("first-aiducation", "en"));
  const game = container(page, "compression-game");
  await game.getByRole("button", { name: text.start }).click();
  await expect(game.getByRole("button", { name: text.stop })).toHaveCount(0);
  release();
  await expect(game.getByRole("button", { name: text.stop })).toBeVisible();
});

test("the game's Start is a keyboard's too: Tab to it and Enter, before the game has hydrated", async ({ page }) => {
  const text = messages.es.game;
  const release = await holdEntry(page, "compression-game");
  await page.goto(href("first-aiducation", "es"));
  const start = container(page, "compression-game").getByRole("button", { name: text.start });
  await expect(start).toBeEnabled();
  await start.focus();
  await page.keyboard.press("Enter");
  release();
  await expect(container(page, "compression-game").getByRole("button", { name: text.stop })).toBeVisible();
});

test("a form whose island cannot load posts as a page: the press is not lost", async ({ page }) => {
  const text = messages.ca.contact;
  await page.route("**/assets/contact-form.island-*.js", (route) => route.abort());
  await page.goto(href("contact", "ca"));
  const form = container(page, "contact-form");
  await form.getByRole("textbox", { name: text.name }).fill("Pau Serra");
  await form.getByRole("button", { name: text.submit }).click();
  // The server answered the post: the page comes back with the errors and the name kept.
  await expect(page.getByText(text.errors.emailInvalid)).toBeVisible();
  await expect(page.getByRole("textbox", { name: text.name })).toHaveValue("Pau Serra");
});
