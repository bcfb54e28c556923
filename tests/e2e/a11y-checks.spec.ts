import type { Page } from "@playwright/test";
import { pages } from "../../app/i18n-routes";
import { brokenWords, clippedText, forcedColourFaults, overlappingText, smallTargets } from "./a11y-checks";
import { expect, test, waitForHydration } from "./fixtures";
import { textSpacingStyle } from "./page-checks";

// Each accessibility check of a11y-checks.ts passes on a page as it is and fails when its fault
// is injected: a check that could not fail would prove nothing.

const narrow = { width: 320, height: 640 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("text spacing at 320 px: a heading cut off by its box is caught", async ({ page }) => {
  await page.setViewportSize(narrow);
  await open(page, pages.home.es);
  await page.addStyleTag({ content: textSpacingStyle });
  expect(await clippedText(page)).toEqual([]);
  await page.addStyleTag({ content: "h1 { max-height: 1.5em; overflow: hidden; }" });
  expect(await clippedText(page)).toContainEqual(expect.stringMatching(/^h1 .* cuts off/));
});

test("text spacing at 320 px: a heading moved over the text below it is caught", async ({ page }) => {
  await page.setViewportSize(narrow);
  await open(page, pages.home.en);
  await page.addStyleTag({ content: textSpacingStyle });
  expect(await overlappingText(page)).toEqual([]);
  await page.addStyleTag({ content: "h1 + p { margin-top: -3em !important; }" });
  expect(await overlappingText(page)).not.toEqual([]);
});

test("at 320 px, a word split mid-word by a box too narrow for it is caught, a break after a dash is not", async ({
  page,
}) => {
  await page.setViewportSize(narrow);
  await open(page, pages["first-aiducation"].es);
  expect(await brokenWords(page)).toEqual([]);
  await page.addStyleTag({ content: "h1 { width: 6rem; }" });
  await page.locator("h1").evaluate((heading) => {
    heading.textContent = "Compresiones 100–120";
  });
  expect(await brokenWords(page)).toEqual([expect.stringMatching(/^"Compresiones" broken in h1/)]);
});

test("a 20 px checkbox beside another control is caught, one with room around it is the standard's exception", async ({
  page,
}) => {
  await open(page, pages.contact.ca);
  expect(await smallTargets(page)).toEqual([]);
  const send = page.locator("form button[type=submit]");
  const place = (gap: number) =>
    send.evaluate((button, gapPx) => {
      document.getElementById("injected")?.remove();
      const box = document.createElement("input");
      box.type = "checkbox";
      box.id = "injected";
      box.setAttribute("aria-label", "Injected");
      box.style.cssText = `width: 20px; height: 20px; margin: 0 ${gapPx}px 0 0; vertical-align: middle;`;
      button.parentElement?.insertBefore(box, button);
    }, gap);
  await place(0);
  expect(await smallTargets(page)).toContainEqual(expect.stringMatching(/^input#injected .*20 × 20 px$/));
  await place(40);
  expect(await smallTargets(page)).toEqual([]);
});

test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
  });

  test("a focus mark that forced colours remove is caught", async ({ page }) => {
    await open(page, pages.contact.es);
    expect(await forcedColourFaults(page)).toEqual([]);
    await page.addStyleTag({ content: ":focus, :focus-visible { outline: none !important; }" });
    expect(await forcedColourFaults(page)).toContainEqual(expect.stringMatching(/^the focus on .* has no outline$/));
  });

  test("a button whose edge was only its fill is caught", async ({ page }) => {
    await open(page, pages.contact.en);
    await page.addStyleTag({ content: "button { border-style: none !important; }" });
    expect(await forcedColourFaults(page)).toContainEqual(expect.stringMatching(/^button .* has no edge$/));
  });

  test("a chosen tab drawn like the others is caught", async ({ page }) => {
    await open(page, `${pages.resources.es}?tab=devices`);
    expect(await forcedColourFaults(page)).toEqual([]);
    const same =
      "border: 1px solid CanvasText !important; font-weight: 400 !important; text-decoration: none !important;" +
      " background: Canvas !important; color: CanvasText !important; outline: none !important;";
    await page.addStyleTag({ content: `[role=tab], [role=tab] * { ${same} }` });
    expect(await forcedColourFaults(page)).toContainEqual(expect.stringMatching(/ looks like /));
  });
});
