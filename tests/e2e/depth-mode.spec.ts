import type { Page } from "@playwright/test";
import { DEPTH_ESTIMATE_ERROR_MM } from "../../app/features/compression-game/depth/depth-zone";
import { TURNED_LIMIT_MS } from "../../app/features/compression-game/depth/turned-watch";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { compress, installMotionFeed, rest, trueCompressions, turn } from "./motion-feed";

// The free game's depth mode in Chromium, fed synthetic `devicemotion` events (motion-feed.ts):
// the gauge follows the compressions, the result gives the fed depth within the error the page
// states, and each reason to fall back to taps is said: no sensor (a computer), the permission
// refused, the phone kept turned during the game. The keyboard reaches the choice, Start and Stop. Real time: the estimator needs it. The
// phone's scenarios (tagged @phone) run on the phone project too, at a phone's size and with touch.

const game = (page: Page) => page.locator(`[data-island="compression-game"]`);
const gauge = (page: Page, lang: "es" | "en" | "ca") =>
  page.getByRole("region", { name: messages[lang].depth.gauge.heading });

test.describe("the game's depth mode", () => {
  test.describe.configure({ timeout: 90_000 });

  test("measures depth from the phone's motion: a live gauge, then the result within the stated error @phone", async ({
    page,
    isMobile,
  }) => {
    // A phone's motion, measured in real time: once, on the phone project, not again on a computer's screen.
    test.skip(!isMobile, "a phone's scenario");
    const { depth, game: text } = messages.es;
    await installMotionFeed(page, { sensor: true });
    await page.goto(href("first-aiducation", "es"));
    await waitForHydration(page);
    await game(page).getByRole("radio", { name: depth.choice.motion }).check();
    await expect(game(page).getByText(depth.choice.ready)).toBeVisible();
    await expect(game(page).getByRole("button", { name: text.compress })).toHaveCount(0);
    await expect(game(page).getByText(depth.howTo.never)).toBeVisible();

    await game(page).getByRole("button", { name: text.start }).click();
    await expect(gauge(page, "es").getByText(depth.gauge.waiting)).toBeVisible();
    await compress(page, 55);
    // Good at 5.5 cm; then shallower, and the gauge follows.
    const value = gauge(page, "es").locator("[data-depth-value]");
    await expect(gauge(page, "es").getByText(depth.gauge.good, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(value).toHaveText(/^5,\d cm$/);
    await expect(gauge(page, "es").locator("[data-depth-marker]")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.waitForTimeout(9_000);
    await compress(page, 43);
    await expect(gauge(page, "es").getByText(depth.gauge.shallow, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(value).toHaveText(/^4,\d cm$/);
    await page.waitForTimeout(6_000);
    await rest(page);
    await page.waitForTimeout(1_500);
    await game(page).getByRole("button", { name: text.stop }).click();

    const truth = await trueCompressions(page);
    const trueMean = truth.reduce((sum, one) => sum + one.depthMm, 0) / truth.length;
    const result = page.getByRole("region", { name: text.result.heading });
    const figure = async (label: string) =>
      (await result.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
    const mean = Number((await figure(depth.result.mean)).replace(/\s*cm$/, "").replace(",", "."));
    expect(Math.abs(mean * 10 - trueMean), `mean ${mean} cm against ${trueMean.toFixed(1)} mm`).toBeLessThanOrEqual(3);
    const counted = Number(await figure(text.result.compressions));
    expect(Math.abs(counted - truth.length), `${counted} counted of ${truth.length}`).toBeLessThanOrEqual(2);
    const shallow = Number((await figure(depth.result.shallow)).replace(/\D/g, ""));
    const good = Number((await figure(depth.result.inBand)).replace(/\D/g, ""));
    const trueShallow = (truth.filter((one) => one.depthMm < 49.5).length / truth.length) * 100;
    expect(Math.abs(shallow - trueShallow), `${shallow} % shallow against ${trueShallow.toFixed(0)} %`).toBeLessThan(
      15,
    );
    expect(good + shallow).toBeGreaterThan(90);
    await expect(result.getByText(depth.result.grade)).toBeVisible();
    await expect(
      result.getByText(`con un margen de unos ± ${DEPTH_ESTIMATE_ERROR_MM} mm`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("goes back to taps on a computer, where no motion comes, and says why", async ({ page }) => {
    const { depth, game: text } = messages.en;
    await installMotionFeed(page, { sensor: false });
    await page.goto(href("first-aiducation", "en"));
    await waitForHydration(page);
    await game(page).getByRole("radio", { name: depth.choice.motion }).click();
    await expect(game(page).getByText(depth.choice.checking)).toBeVisible();
    await expect(game(page).getByText(depth.fallback.noSensor)).toBeVisible();
    await expect(game(page).getByRole("radio", { name: depth.choice.tap })).toBeChecked();
    await expect(game(page).getByRole("button", { name: text.compress })).toBeVisible();
    await expect(game(page).getByRole("button", { name: text.start })).toBeEnabled();
  });

  test("goes back to taps when Safari's motion permission is refused, and says why @phone", async ({ page }) => {
    const { depth, game: text } = messages.ca;
    await installMotionFeed(page, { sensor: true, permission: "denied" });
    await page.goto(href("first-aiducation", "ca"));
    await waitForHydration(page);
    // Clicked, not checked: the refusal comes at once, and the choice is back on taps as soon.
    await game(page).getByRole("radio", { name: depth.choice.motion }).click();
    await expect(game(page).getByText(depth.fallback.denied)).toBeVisible();
    await expect(game(page).getByRole("radio", { name: depth.choice.tap })).toBeChecked();
    await expect(game(page).getByRole("button", { name: text.compress })).toBeVisible();
  });

  test("goes on in taps when the phone stays turned during the game, and says why", async ({ page }) => {
    const { depth, game: text } = messages.en;
    const reason = depth.fallback.turned.replace("{{seconds}}", String(TURNED_LIMIT_MS / 1000));
    await installMotionFeed(page, { sensor: true });
    await page.goto(href("first-aiducation", "en"));
    await waitForHydration(page);
    await game(page).getByRole("radio", { name: depth.choice.motion }).check();
    await expect(game(page).getByText(depth.choice.ready)).toBeVisible();
    await game(page).getByRole("button", { name: text.start }).click();
    await compress(page, 55);
    await expect(gauge(page, "en").getByText(depth.gauge.good, { exact: true })).toBeVisible({ timeout: 10_000 });
    // Picked up mid-game and held turned 45°: turned at once, then past the limit, taps.
    await rest(page);
    await turn(page, 45);
    await expect(gauge(page, "en").getByText(depth.gauge.turned)).toBeVisible({ timeout: 5_000 });
    const press = game(page).getByRole("button", { name: text.compress });
    await expect(press).toBeFocused({ timeout: TURNED_LIMIT_MS + 5_000 });
    await expect(game(page).getByText(reason)).toHaveCount(2);
    await expect(game(page).getByRole("radio", { name: depth.choice.tap })).toBeChecked();
    await expect(gauge(page, "en")).toHaveCount(0);
    const counted = game(page)
      .getByText(text.readout.compressions, { exact: true })
      .locator("xpath=following-sibling::dd[1]");
    const before = Number(await counted.textContent());
    expect(before).toBeGreaterThan(0);
    await press.click();
    await expect(counted).toHaveText(String(before + 1));
    await expectNoAxeViolations(page);
    await game(page).getByRole("button", { name: text.stop }).click();
    await expect(page.getByRole("heading", { name: text.result.heading })).toBeFocused();
  });

  test("the keyboard chooses depth, starts and stops the game", async ({ page }) => {
    const { depth, game: text } = messages.ca;
    await installMotionFeed(page, { sensor: true, permission: "granted" });
    await page.goto(href("course", "ca", { step: "2" }));
    await waitForHydration(page);
    const tap = game(page).getByRole("radio", { name: depth.choice.tap });
    // Tab from before the game reaches the checked choice first; an arrow key chooses the other.
    await tap.focus();
    await page.keyboard.press("ArrowDown");
    await expect(game(page).getByRole("radio", { name: depth.choice.motion })).toBeChecked();
    await expect(game(page).getByText(depth.choice.ready)).toBeVisible();
    await page.keyboard.press("Tab"); // the rhythm
    await page.keyboard.press("Tab"); // the metronome
    await page.keyboard.press("Tab"); // Start
    await expect(game(page).getByRole("button", { name: text.start })).toBeFocused();
    await page.keyboard.press("Enter");
    const heading = gauge(page, "ca").getByRole("heading", { name: depth.gauge.heading });
    await expect(heading).toBeFocused();
    await compress(page, 58, 105);
    await expect(gauge(page, "ca").getByText(depth.gauge.good, { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press("Shift+Tab"); // Restart
    await page.keyboard.press("Shift+Tab"); // Stop
    await expect(game(page).getByRole("button", { name: text.stop })).toBeFocused();
    await page.keyboard.press("Enter");
    // Fewer than 30 compressions: no score, and the result's heading has the focus.
    await expect(page.getByRole("heading", { name: text.result.heading })).toBeFocused();
    await expect(game(page).getByText(/Has fet \d+ compressi/)).toBeVisible();
  });
});

test.describe("the game's depth mode without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a choice the page shows, disabled, beside the note that the game needs JavaScript @phone", async ({
    page,
  }) => {
    const { depth, game: text } = messages.es;
    await page.goto(href("first-aiducation", "es"));
    await expect(game(page).getByText(text.needsJavaScript)).toBeVisible();
    await expect(game(page).getByRole("radio", { name: depth.choice.tap })).toBeChecked();
    await expect(game(page).getByRole("radio", { name: depth.choice.motion })).toBeDisabled();
  });
});
