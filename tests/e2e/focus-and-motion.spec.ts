import type { Page } from "@playwright/test";
import { everyPage, expect, test, waitForHydration } from "./fixtures";

// Keyboard users see where they are on every page, headings form an outline, and a visitor who
// asks for reduced motion gets no animation.

/** Tabs through the whole page; returns the elements whose focus is not visibly marked. */
async function unmarkedFocusStops(page: Page): Promise<string[]> {
  const unmarked: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 250; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const ring = style.boxShadow !== "none";
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      // The position tells one stop from another when two have the same name.
      const { x, y } = element.getBoundingClientRect();
      return {
        key: `${name}@${Math.round(x + window.scrollX)},${Math.round(y + window.scrollY)}`,
        name,
        marked: outline || ring,
      };
    });
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    if (!stop.marked) unmarked.push(stop.name);
  }
  expect(seen.size, "the page has focus stops").toBeGreaterThan(5);
  return unmarked;
}

test.describe("focus", () => {
  for (const { path } of everyPage) {
    test(`every focus stop of ${path} is visibly marked`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await unmarkedFocusStops(page)).toEqual([]);
    });
  }
});

test.describe("headings", () => {
  for (const { path } of everyPage) {
    test(`${path} has one h1 and no skipped heading level`, async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
      );
      expect(skips).toEqual([]);
    });
  }
});

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
