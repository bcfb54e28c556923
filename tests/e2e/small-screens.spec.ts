import { pages } from "../../app/i18n-routes";
import { expect, test } from "./fixtures";
import { controlsOutsideWidth, horizontalOverflow, textSpacingStyle } from "./page-checks";

// The page sweep checks every page at 320 px with its scripts (page-sweep.spec.ts). The pages whose
// scripts change what they show (the forms, the tabs, the slide control, the game) are checked here
// again without JavaScript, as the server renders them, and with the visitor's own text spacing.

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

const paths = [
  pages.home.ca,
  pages.contact.es,
  `${pages.resources.en}?tab=manuals&feedback=improve`,
  `${pages.course.es}?step=3`,
  `${pages.course.ca}?step=5&feedback=improve`,
  pages["first-aiducation"].es,
];

for (const path of paths) {
  test(`${path} fits 320 px without JavaScript, with and without text spacing`, async ({ page }) => {
    await page.goto(path);
    for (const spaced of [false, true]) {
      // Added by hand: Playwright's addStyleTag waits on the page's own scripts, which are off.
      if (spaced) {
        await page.evaluate(
          (css) => document.head.appendChild(Object.assign(document.createElement("style"), { textContent: css })),
          textSpacingStyle,
        );
        expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).not.toBe("normal");
      }
      const where = spaced ? "with text spacing" : "as served";
      expect(await horizontalOverflow(page), `horizontal overflow in px ${where}`).toBeLessThanOrEqual(0);
      expect(await controlsOutsideWidth(page), `controls off screen ${where}`).toEqual([]);
    }
  });
}
