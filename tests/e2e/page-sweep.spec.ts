import { languages, pages } from "../../app/i18n-routes";
import { phoneViewport } from "../../playwright.config";
import type { Page } from "@playwright/test";
import type { PageId } from "../../app/i18n-routes";
import { FIRST_STEP, LAST_STEP } from "../../app/features/course/course-steps";
import { ISLAND_ATTRIBUTE } from "../../app/lib/islands/island-data";
import { brokenWords, expectTargetsAndForcedColours, expectTextKept } from "./a11y-checks";
import { everyPage, expect, expectNoAxeViolations, runsApplication, test, waitForHydration } from "./fixtures";
import {
  collectPageErrors,
  controlsOutsideWidth,
  headingFaults,
  horizontalOverflow,
  imageFaults,
  notFoundPaths,
  rawTranslationKey,
  repeatedIds,
  textSpacingStyle,
  unmarkedFocusStops,
} from "./page-checks";

/** WCAG 1.4.10's reflow width: a 1280 px window at 400 % zoom. */
const narrowViewport = { width: 320, height: 640 };

// One visit per page checks all that every page must be: every page of the route table and every
// step of the course in every language, and the not-found page in one language and (outside /es,
// /en and /ca) in all three. On the desktop: it runs the application only if it needs it, hydrates
// without a script, console or Content-Security-Policy error, shows no translation key, has one h1
// and no skipped heading level, no repeated id, only sized images that exist; at a phone's width,
// nothing is wider than the screen. The languages differ in words only: the analyses whose findings
// are the markup's and the styles' (axe's, and a visible mark on every focus stop) run on each page
// and step in one language on the desktop and in another at a phone's width, the language moving on
// from page to page so that each has its turn; what the words change (their length, a key left
// untranslated) is checked in every language. Last, at 320 px, with and without WCAG's text-spacing
// overrides, the menu closed and open: no sideways scrolling and every control on screen. On the
// desktop and at 320 px, every target is 24 px or more and forced colours keep every mark; under
// text spacing, no text is cut off or overlapped (a11y-checks.ts). (The phone project's own tests,
// tagged @phone, cover what a touch screen does.)

/** Every step of the course after the first (which is the course's plain address), in every language. */
const courseSteps: string[] = languages.flatMap((lang) =>
  Array.from({ length: LAST_STEP - FIRST_STEP }, (_, index) => `${pages.course[lang]}?step=${FIRST_STEP + index + 1}`),
);

const sweptPaths = [...everyPage.map((entry) => entry.path), ...courseSteps, ...notFoundPaths];

/** The pages that run the whole application: none of the public ones (only the operators' console). */
const applicationPages = new Set<PageId>([]);
const applicationPaths = new Set(
  everyPage.filter((entry) => applicationPages.has(entry.pageId)).map((entry) => entry.path),
);

/** The islands the page shows: its containers' names, read from the page itself (each is its file's name). */
function islandsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    (attribute) => [
      ...new Set([...document.querySelectorAll(`[${attribute}]`)].map((el) => el.getAttribute(attribute))),
    ],
    ISLAND_ATTRIBUTE,
  ) as Promise<string[]>;
}

/** The application's own files (Remix, the root route, its manifest), which an island page never loads. */
const applicationScript = /\/assets\/(entry\.client|shell|root|manifest)-[\w-]+\.js$/;

/** Scripts the page runs or loaded: script elements other than data (JSON-LD, speculation rules), and JavaScript files. */
function scriptsOf(page: Page) {
  return page.evaluate(() => [
    ...[...document.scripts]
      .filter((script) => !["application/ld+json", "application/json", "speculationrules"].includes(script.type))
      .map((script) => script.src || `inline ${script.type || "script"}`),
    ...performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.name),
  ]);
}
/** Of paths in every language, grouped by language (`languages`' order), those of one language each in turn. */
function inTurn(paths: readonly string[], shift: number): string[] {
  const perLanguage = paths.length / languages.length;
  return paths.filter((_, index) => (index + shift) % languages.length === Math.floor(index / perLanguage));
}

/**
 * The pages of the route table and the course's steps in one language each, the language moving on
 * from one to the next (`shift` moves it further), and the 404s: the analyses whose findings are
 * the markup's and the styles', which the languages share, run on these.
 */
function oneLanguageEach(shift: number): Set<string> {
  const pagesByLanguage = languages.flatMap((lang) => everyPage.filter((entry) => entry.lang === lang));
  return new Set([
    ...inTurn(
      pagesByLanguage.map((entry) => entry.path),
      shift,
    ),
    ...inTurn(courseSteps, shift),
    ...notFoundPaths,
  ]);
}
/** The pages analysed by axe and for focus marks on the desktop, and those analysed by axe at a phone's width. */
const desktopAnalysisPaths = oneLanguageEach(1);
const phoneAxePaths = oneLanguageEach(0);

for (const path of sweptPaths) {
  const phoneAxe = phoneAxePaths.has(path);
  const desktopAnalysis = desktopAnalysisPaths.has(path);
  test(`${path} loads without errors, is translated and outlined${desktopAnalysis ? ", keyboard-marked and accessible" : ""}, and fits a phone${phoneAxe ? ", accessibly" : ""}`, async ({
    page,
    request,
  }) => {
    const errors = await collectPageErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    const islands = await islandsOf(page);
    if (applicationPaths.has(path)) expect(await runsApplication(page), "runs the application").toBe(true);
    else if (islands.length > 0) {
      const scripts = await scriptsOf(page);
      for (const island of islands) {
        expect(scripts, `the entry of ${island}`).toContainEqual(expect.stringMatching(`/assets/${island}\\.island-`));
      }
      expect(
        scripts.filter((script) => applicationScript.test(script)),
        "the application's scripts",
      ).toEqual([]);
      expect(await page.evaluate(() => "__remixContext" in window), "Remix's context").toBe(false);
    } else expect(await scriptsOf(page), "scripts of a page that needs none").toEqual([]);

    expect(await rawTranslationKey(page), "a translation key shown as text").toBeNull();
    expect(await headingFaults(page), "heading outline").toEqual([]);
    expect(await repeatedIds(page), "repeated ids").toEqual([]);
    const { unsized, sources } = await imageFaults(page);
    expect(unsized, "images without width and height").toEqual([]);
    // Every image exists (lazy ones included, which the browser may not have fetched yet).
    for (const src of new Set(sources)) expect((await request.get(src)).status(), src).toBe(200);

    if (desktopAnalysis) {
      await expectNoAxeViolations(page);
      expect(await unmarkedFocusStops(page), "focus stops without a visible mark").toEqual([]);
    }
    await expectTargetsAndForcedColours(page, "on the desktop");

    await page.setViewportSize(phoneViewport);
    expect(await horizontalOverflow(page), "horizontal overflow in px at a phone's width").toBeLessThanOrEqual(0);
    if (phoneAxe) await expectNoAxeViolations(page);

    // 320 CSS px (a small phone, or a 1280 px window at 400 % zoom), then with the visitor's own
    // text spacing, the menu closed and open: nothing scrolls sideways, every control is on screen.
    await page.setViewportSize(narrowViewport);
    const menu = page.locator("header details").last();
    await expectTargetsAndForcedColours(page, "at 320 px");
    expect(await brokenWords(page), "words broken mid-word at 320 px").toEqual([]);
    for (const state of ["", "with text spacing, "]) {
      if (state) await page.addStyleTag({ content: textSpacingStyle });
      for (const open of [false, true]) {
        const where = `at 320 px, ${state}the menu ${open ? "open" : "closed"}`;
        if (open !== (await menu.evaluate((details) => (details as HTMLDetailsElement).open))) {
          await menu.locator("summary").click();
        }
        expect(await horizontalOverflow(page), `horizontal overflow in px ${where}`).toBeLessThanOrEqual(0);
        expect(await controlsOutsideWidth(page), `controls off screen ${where}`).toEqual([]);
        // The open menu covers the page's text by design: the texts are compared with it closed.
        if (state && !open) await expectTextKept(page, where);
      }
    }
    expect(errors).toEqual([]);
  });
}

test("the open menus have no axe violations", async ({ page }) => {
  await page.goto("/es");
  await page.getByRole("navigation", { name: "Principal" }).locator("summary").click();
  await expectNoAxeViolations(page);
});

test("the contact form with errors has no axe violations, nor a policy error while it validates", async ({ page }) => {
  const errors = await collectPageErrors(page);
  await page.goto("/en/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
