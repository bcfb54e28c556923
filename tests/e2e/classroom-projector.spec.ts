import type { BrowserContext, Page } from "@playwright/test";
import { REFRESH_MS } from "../../app/features/classroom/results/use-live-results";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { newSchool, openClass, strings } from "./classroom-flow";
import { expectProjectorOnly, joinQrCode, projectorViewport, teacherToken } from "./classroom-screens";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { horizontalOverflow, stylesApplied } from "./page-checks";
import { addPupils } from "./stored-class";

// A class's projector link in a browser (docs/decisions/0015-classroom-in-a-real-lesson.md), in
// every language, with JavaScript on (its page has no form; the teacher's JavaScript-off spec opens
// it too): opened from the teacher's screen in a tab of its own, full screen without the site's
// header and footer, with nothing to control the class; its top ten keeps itself up to date, and
// with the code and the whole QR code fits a 1280×720 projector; at 320 px nothing scrolls sideways.

/** Opens a class, then its projector link from the teacher's screen: a new tab of the same browser. */
async function openProjector(page: Page, context: BrowserContext, lang: Lang) {
  const code = await openClass(page, lang, `2n ${lang} projector`, newSchool(), { mode: "typed" });
  const projectorLink = page.getByRole("link", { name: strings[lang].teacher.projector });
  await expect(projectorLink).toHaveAttribute("target", "_blank");
  const [projector] = await Promise.all([context.waitForEvent("page"), projectorLink.click()]);
  await projector.setViewportSize(projectorViewport);
  await waitForHydration(projector);
  return { code, projector, token: teacherToken(page) };
}

/**
 * The live top ten's island shows a "Pause updates" button once hydrated, on the projector as on the
 * teacher's screen (features/classroom/results/class-results.tsx), where the projector should have no
 * control at all: checked apart, in the test below, until it has none.
 */
const frameAndForms = "header, footer, nav, form";

for (const lang of languages) {
  const t = strings[lang].teacher;

  test(`the projector shows the code, the QR code and the live top ten, and nothing else (${lang})`, async ({
    page,
    context,
  }) => {
    const { code, projector, token } = await openProjector(page, context, lang);
    await expectProjectorOnly(projector, lang, code, token, frameAndForms);
    await expect(projector.getByText(t.noScores)).toBeVisible();
    await projector.evaluate(() => document.documentElement.setAttribute("data-e2e-stay", ""));

    // Twelve pupils with a game each: the ten best are projected, best first, without a reload.
    addPupils(code, Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`P${index + 1}`, [44 + index * 4]])));
    const rows = projector.getByRole("rowheader");
    await expect(rows).toHaveCount(10, { timeout: REFRESH_MS * 3 });
    await expect(rows.first()).toHaveText("P12");
    await expect(rows.last()).toHaveText("P3");
    await expect(projector.locator("html[data-e2e-stay]")).toHaveCount(1);

    // On the projector, nothing below the fold: the code, the whole QR code, the short address to
    // type, in letters of 48 px or more, and the ten rows.
    expect(await projector.evaluate(() => window.scrollY)).toBe(0);
    // The site's own host (its configured address), then the short path.
    const shortAddress = projector.getByText(/^[\w.:-]+\/aula$/);
    for (const part of [
      projector.getByText(code, { exact: true }),
      joinQrCode(projector, lang, code),
      shortAddress,
      rows.last(),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await stylesApplied(projector);
    expect(
      await shortAddress.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(48);
    expect(await horizontalOverflow(projector)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(projector);

    await projector.setViewportSize({ width: 320, height: 720 });
    expect(await horizontalOverflow(projector), "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
    await expect(projector.getByText(code, { exact: true })).toBeInViewport();
  });
}

test("the projector has no control of the class, only the room's beat and full screen, once its islands are hydrated", async ({
  page,
  context,
}) => {
  const { code, projector, token } = await openProjector(page, context, "en");
  await expectProjectorOnly(projector, "en", code, token);
  // Full screen, where the browser allows it: no address bar, no tab on the projected image.
  await projector.getByRole("button", { name: strings.en.projector.fullScreen }).click();
  await expect.poll(() => projector.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await projector.getByRole("button", { name: strings.en.projector.leaveFullScreen }).click();
  await expect.poll(() => projector.evaluate(() => document.fullscreenElement !== null)).toBe(false);
});

test("the short address leads to the join card in the browser's language, the code typed after it", async ({
  browser,
}) => {
  for (const [locale, lang] of [
    ["ca-ES", "ca"],
    ["es-ES", "es"],
    ["en-GB", "en"],
  ] as const) {
    const context = await browser.newContext({ locale });
    const pupil = await context.newPage();
    await pupil.goto("/aula?code=K7MPQ2");
    await expect(pupil).toHaveURL(`${pages.classroom[lang]}?code=K7MPQ2`);
    await expect(pupil.getByLabel(strings[lang].code)).toHaveValue("K7MPQ2");
    await context.close();
  }
});

test("the code can be projected alone, without the ranking, and the teacher is told why the screen itself is not projected", async ({
  page,
  context,
}) => {
  const t = strings.ca.teacher;
  const code = await openClass(page, "ca", "2n ca code only", newSchool(), { mode: "typed" });
  await expect(page.getByText(t.projectHint)).toBeVisible();
  addPupils(code, { Laia: [80] });
  const link = page.getByRole("link", { name: t.projectorCodeOnly });
  await expect(link).toHaveAttribute("target", "_blank");
  const [projector] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await projector.setViewportSize(projectorViewport);
  await expect(projector).toHaveURL(/\/p\/[\w-]{43}\?show=code$/);
  await expect(projector.getByText(code, { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(joinQrCode(projector, "ca", code)).toBeInViewport({ ratio: 1 });
  await expect(projector.getByRole("heading", { name: t.topHeading })).toHaveCount(0);
  await expect(projector.getByText("Laia")).toHaveCount(0);
  await expectNoAxeViolations(projector);
});
