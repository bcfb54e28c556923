import { expect, type Locator, type Page } from "@playwright/test";
import { fingerPresses } from "../../app/features/compression-game/measures/human-presses.testing";

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

/** The presses of a game played for the board: enough for a score. */
export const PRESSES = 31;

/**
 * Presses at a finger's rhythm of about 120 a minute (human-presses.testing.ts, seeded anew each
 * game: a script's steady schedule is too even for the board), each scheduled from the first so
 * that delays do not add up.
 */
export async function pressSteadily(page: Page, press: () => Promise<void>) {
  const schedule = fingerPresses(Math.floor(Math.random() * 1_000_000), PRESSES, 120);
  const first = Date.now();
  let last = -Infinity;
  for (let i = 0; i < PRESSES; i += 1) {
    // On time, but never within the 100 ms that make two presses one (press-filter.ts) after a late one.
    const due = first + schedule[i]! - schedule[0]!;
    await page.waitForTimeout(Math.max(0, due - Date.now(), last + 200 - Date.now()));
    await press();
    last = Date.now();
  }
}
