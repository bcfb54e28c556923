import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { expect, test, waitForHydration } from "./fixtures";
import { collectPageErrors, rawTranslationKey } from "./page-checks";

// The browser renders every page again when it hydrates (each page's hydration is checked by the
// page sweep, page-sweep.spec.ts), with the shared strings it loads and the feature strings that
// come with the page's data (app/locales/feature-strings.ts): a client-side navigation must bring
// the next page's.

test("a client-side navigation brings the next page's feature strings", async ({ page }) => {
  const errors = await collectPageErrors(page);
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
  expect(await rawTranslationKey(page)).toBeNull();
  expect(errors).toEqual([]);
});
