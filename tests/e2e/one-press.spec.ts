import { pages } from "../../app/i18n-routes";
import { expect, test, waitForHydration } from "./fixtures";

// One contact is one compression (app/features/compression-game/measures/press-filter.ts), in a real
// browser: hand over hand on a touch screen lands two fingers some 15 ms apart, and a key held
// down repeats. Neither is a second compression.

const INTERVAL_MS = 60_000 / 110;

test.describe("the compression game on a touch screen", () => {
  test("two fingers landing together are one compression, and so is a held key @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch only");
    await page.goto(pages["first-aiducation"].es);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Empieza" }).tap();
    const press = page.getByRole("button", { name: "Presiona" });
    const box = (await press.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    // Hand over hand, as the course teaches: a second finger lands some 15 ms after the first.
    for (let i = 0; i < 3; i += 1) {
      await page.waitForTimeout(INTERVAL_MS);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y, id: 1 }] });
      await page.waitForTimeout(15);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [
          { x, y, id: 1 },
          { x: x + 12, y: y + 12, id: 2 },
        ],
      });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }
    const readout = page.getByLabel("Marcador de la partida").getByRole("definition").first();
    await expect(readout).toHaveText("3");
    // A key held down: its repeats are not compressions.
    await page.waitForTimeout(INTERVAL_MS);
    const space = { key: " ", code: "Space", windowsVirtualKeyCode: 32 };
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...space, text: " " });
    for (let i = 0; i < 5; i += 1) {
      await page.waitForTimeout(40);
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...space, text: " ", autoRepeat: true });
    }
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...space });
    await expect(readout).toHaveText("4");
  });
});

test.describe("the press button's hint", () => {
  test("names the keys on a computer, and not on a touch screen @phone", async ({ page, isMobile }) => {
    await page.goto(pages["first-aiducation"].en);
    const keys = page.getByText("With a keyboard: the space bar or Enter while the button has focus.");
    await expect(page.getByText("Press the button in rhythm, as you would push on the chest.")).toBeVisible();
    if (isMobile) await expect(keys).toBeHidden();
    else await expect(keys).toBeVisible();
  });
});
