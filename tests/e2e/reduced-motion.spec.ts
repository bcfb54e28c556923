import { expect, test, waitForHydration } from "./fixtures";

// A visitor who asks for reduced motion gets no animation. (Focus marks and the heading outline of
// every page are checked by the page sweep, page-sweep.spec.ts.)

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of ["/es", "/en/first-aiducation", "/es/resources/NeoSalus?step=3", "/en/portfolio"]) {
    test(`${path} has no animation or transition longer than 0.01 ms`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const moving = await page.evaluate(() =>
        [...document.querySelectorAll("*")].flatMap((element) => {
          const style = getComputedStyle(element);
          const longest = (value: string) =>
            Math.max(...value.split(",").map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)));
          const animated = style.animationName !== "none" && longest(style.animationDuration) > 0.01;
          const transitioned = longest(style.transitionDuration) > 0.01;
          return animated || transitioned ? [element.tagName.toLowerCase() + "." + element.className] : [];
        }),
      );
      expect(moving).toEqual([]);
    });
  }
});
