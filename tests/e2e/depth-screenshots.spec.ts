import type { Locator, Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { phoneViewport } from "../../playwright.config";
import { expect, test, waitForHydration } from "./fixtures";
import { compress, installMotionFeed, rest } from "./motion-feed";

// The depth mode's screenshots in docs/screenshots/ (its README.md says what each shows), in
// Spanish, fed synthetic motion (motion-feed.ts). Not a test: it runs only when asked, with
// Chromium on the desktop project:
//   E2E_SCREENSHOTS=1 npx playwright test tests/e2e/depth-screenshots.spec.ts --project desktop

test.skip(!process.env.E2E_SCREENSHOTS, "takes the documentation's screenshots only when E2E_SCREENSHOTS is set");
test.describe.configure({ mode: "serial", timeout: 120_000 });

const folder = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const shot = (name: string) => ({ path: `${folder}${name}.png` });
const { depth, game: text } = messages.es;
const game = (page: Page) => page.locator(`[data-island="compression-game"]`);

/** A part of the page as a visitor scrolling past it sees it, without the sticky header over it. */
async function shotOf(page: Page, part: Locator, name: string) {
  const box = await part.boundingBox();
  if (!box) throw new Error(`${name}: not on the page`);
  const top = await page.evaluate(() => window.scrollY);
  await page.screenshot({ ...shot(name), fullPage: true, clip: { ...box, y: box.y + top } });
}

/** A game in depth mode on the course's step 2: 30 compressions at 5.4 cm, then some at 4.6 cm. */
async function playInDepth(page: Page, during: () => Promise<void>) {
  await installMotionFeed(page, { sensor: true });
  await page.goto(href("course", "es", { step: "2" }));
  await waitForHydration(page);
  await game(page).getByRole("radio", { name: depth.choice.motion }).check();
  await expect(game(page).getByText(depth.choice.ready)).toBeVisible();
  await game(page).getByRole("button", { name: text.start }).click();
  await compress(page, 54, 110);
  const gauge = page.getByRole("region", { name: depth.gauge.heading });
  await expect(gauge.getByText(depth.gauge.good, { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(12_000);
  await compress(page, 46, 112);
  await expect(gauge.getByText(depth.gauge.shallow, { exact: true })).toBeVisible({ timeout: 10_000 });
  await during();
  await page.waitForTimeout(5_000);
  await rest(page);
  await page.waitForTimeout(1_500);
  await game(page).getByRole("button", { name: text.stop }).click();
  await expect(page.getByText(depth.result.grade)).toBeVisible();
}

test("the gauge during a game and the result, on a phone", async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await playInDepth(page, async () => {
    await page.getByRole("button", { name: text.stop }).evaluate((button) => button.scrollIntoView({ block: "start" }));
    await page.screenshot(shot("depth-gauge-390"));
  });
  await shotOf(page, page.getByRole("region", { name: "La calidad de tus compresiones" }), "depth-result-390");
});

test("the gauge during a game and the result, on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await playInDepth(page, async () => {
    await page
      .getByRole("button", { name: text.stop })
      .evaluate((button) => button.scrollIntoView({ block: "center" }));
    await page.screenshot(shot("depth-gauge-desktop"));
  });
  await shotOf(page, page.getByRole("region", { name: "Tu resultado" }), "depth-result-desktop");
});
