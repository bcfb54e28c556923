import { expect, type Locator, type Page } from "@playwright/test";

/** A page's address that the edge cache does not keep (a query no page reads): it shows scores written straight into D1. */
export function uncachedBoard(path: string): string {
  return `${path}?board=${Date.now()}`;
}

/**
 * Opens `address`, again until `ready` holds. A board is read once per visit, and a loaded machine
 * can keep that read past its deadline (the page then says the board is unavailable), so one
 * visit is no proof that a score is missing.
 */
export async function openBoardUntil(page: Page, address: () => string, ready: (page: Page) => Locator) {
  await expect(async () => {
    const url = address();
    await page.goto(url);
    await expect(ready(page), url).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
