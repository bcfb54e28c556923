import type { Page } from "@playwright/test";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { everyPage, expect, test, waitForHydration } from "./fixtures";

// The browser renders every page again when it hydrates, with the shared strings it loads and the
// feature strings that come with the page's data (app/locales/feature-strings.ts). A string missing
// on either side shows as its key, and a difference from the server's HTML is a hydration error.

/** A translation key shown instead of its text, like `contact.errors.nameRequired`. */
const rawKey = new RegExp(`\\b(?:${Object.keys(messages.es).join("|")})\\.[a-zA-Z-]+(?:\\.[a-zA-Z]+)*\\b`);

const notFoundPaths = ["/es/no-such-page", "/ca/no-existeix", "/nowhere/at-all"];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The browser reports a not-found page's own 404 status; that is the page working.
    const url = new URL(message.location().url || "about:blank");
    const ownStatus = notFoundPaths.includes(url.pathname) && message.text().includes("404");
    if (message.type() === "error" && !ownStatus) errors.push(message.text());
  });
  return errors;
}

async function expectTranslated(page: Page) {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  expect(text.match(rawKey)?.[0] ?? null).toBeNull();
}

test.describe("hydration", () => {
  // The not-found page, in one language and (outside /es, /en and /ca) in all three.
  for (const path of [...everyPage.map((entry) => entry.path), ...notFoundPaths]) {
    test(`${path} hydrates without errors and shows no translation key`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectTranslated(page);
      expect(errors).toEqual([]);
    });
  }

  test("a client-side navigation brings the next page's feature strings", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(href("portfolio", "es"));
    await waitForHydration(page);
    // The portfolio page has no feature strings; the contact page has the form's.
    await page
      .getByRole("navigation", { name: messages.es.nav.label })
      .getByRole("link", { name: messages.es.nav.contact })
      .click();
    await expect(page).toHaveURL(href("contact", "es"));
    await expect(page.getByLabel(messages.es.contact.name)).toBeVisible();
    await page.getByRole("button", { name: messages.es.contact.submit }).click();
    await expect(page.getByText(messages.es.contact.errors.nameRequired)).toBeVisible();
    await expectTranslated(page);
    expect(errors).toEqual([]);
  });
});
