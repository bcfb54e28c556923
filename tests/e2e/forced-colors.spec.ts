import type { Page } from "@playwright/test";
import { pages } from "../../app/i18n-routes";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { unmarkedFocusStops } from "./page-checks";

// Forced-colours mode (Windows high contrast): the browser drops fills and paints text and borders
// in the system's colours. The pages with custom controls, analysed by axe in that mode; every focus
// stop keeps a visible mark (a ring drawn as a shadow would vanish); and each state drawn by colour
// (the chosen tab, the chosen video, the current step, the slider's handle) stays apart from its
// neighbours.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/** The colours that forced-colours mode gives an element's border and fill. */
function paint(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderBottomColor, fill: style.backgroundColor, text: style.color };
    });
}

const cases = [
  { path: pages.home.es, name: "home" },
  { path: pages.contact.en, name: "the contact form" },
  { path: `${pages.resources.ca}?tab=devices`, name: "the resources' tabs and video thumbnails" },
  { path: `${pages.course.es}?step=3`, name: "the course's progress and slide control" },
  { path: pages["first-aiducation"].en, name: "the game" },
];

for (const { path, name } of cases) {
  test(`${name} (${path}) has no axe violations and a visible mark on every focus stop`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
    // Contrast is the system's palette in this mode, which the visitor chose; axe measures it from
    // the page's own colours, partly dropped here, and reports pairs that are never painted.
    await expectNoAxeViolations(page, { disableRules: ["color-contrast"] });
    expect(await unmarkedFocusStops(page), "focus stops without a visible mark").toEqual([]);
  });
}

test("the chosen tab and the chosen video stand apart from the others", async ({ page }) => {
  await page.goto(`${pages.resources.es}?tab=devices`);
  await waitForHydration(page);
  const chosenTab = await paint(page, '[role="tab"][aria-selected="true"]');
  const otherTab = await paint(page, '[role="tab"][aria-selected="false"]');
  expect(chosenTab.border).not.toBe(otherTab.border);
  expect(chosenTab.text).not.toBe(otherTab.text);
  const chosenVideo = await paint(page, '[role="tabpanel"]:not([hidden]) [aria-pressed="true"]');
  const otherVideo = await paint(page, '[role="tabpanel"]:not([hidden]) [aria-pressed="false"]');
  expect(chosenVideo.border).not.toBe(otherVideo.border);
});

test("the current step and the slider's handle are filled with the system's highlight", async ({ page }) => {
  await page.goto(`${pages.course.en}?step=3`);
  await waitForHydration(page);
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const current = await paint(page, '[aria-current="step"] > span');
  const ahead = await paint(page, `nav a[href="?step=5"] > span`);
  expect(current.fill).not.toBe(canvas);
  expect(current.fill).not.toBe(ahead.fill);
  const handle = await paint(page, '[role="slider"]');
  expect(handle.fill).not.toBe(canvas);
  // Moved, the handle is still drawn (its position is the slider's value).
  await page.getByRole("slider").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("slider")).toHaveAttribute("aria-valuenow", "10");
  expect((await paint(page, '[role="slider"]')).fill).toBe(handle.fill);
});
