import type { BrowserContext, Page } from "@playwright/test";
import { IDLE_MS } from "../../app/features/classroom/rounds/use-round-live";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { filled, newSchool, openClass, strings } from "./classroom-flow";
import { expectProjectorOnly, joinQrCode, projectorViewport, teacherToken } from "./classroom-screens";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { horizontalOverflow, stylesApplied } from "./page-checks";
import { addEndedRound, addPupils, type StoredResult } from "./stored-class";

// A class's projector link in a browser (docs/decisions/0015-classroom-in-a-real-lesson.md), in
// every language, with JavaScript on (its page has no form; the teacher's JavaScript-off spec opens
// it too): opened from the teacher's screen in a tab of its own, full screen without the site's
// header and footer, with nothing to control the class; the class's figures of a round come without
// a reload and with no name, and with the code and the whole QR code fit a 1280×720 projector, as
// do the top few of a round's two rankings at the teacher's choice; at 320 px nothing scrolls sideways.

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

/** What the projector never shows: the site's frame, and any form or control of the teacher's. */
const frameAndForms = "header, footer, nav, form";

for (const lang of languages) {
  test(`the projector shows the code, the QR code and the class's figures with no name, and nothing else (${lang})`, async ({
    page,
    context,
  }) => {
    const { code, projector, token } = await openProjector(page, context, lang);
    await expectProjectorOnly(projector, lang, code, token, frameAndForms);
    await expect(projector.getByText(filled(strings[lang].projector.waiting, { pupils: 0 }))).toBeVisible();
    await projector.evaluate(() => document.documentElement.setAttribute("data-e2e-stay", ""));

    // Free games are each pupil's own: no "nobody has saved a game" beside the rounds, no name.
    addPupils(code, { Practising: [90] });
    // A round ends with twelve results: the class's figures come without a reload, with no name.
    addEndedRound(
      code,
      Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`P${index + 1}`, { grade: 40 + index * 5 }])),
    );
    const outcome = projector.locator("[data-projector-outcome]");
    await expect(outcome).toBeVisible({ timeout: IDLE_MS * 3 });
    await expect(outcome).toContainText(filled(strings[lang].projector.partOf, { part: 12, all: 12 }));
    await expect(projector.locator("html[data-e2e-stay]")).toHaveCount(1);
    await expect(projector.getByText(/^P\d+$/)).toHaveCount(0);
    await expect(projector.getByText("Practising")).toHaveCount(0);
    await expect(projector.getByRole("table")).toHaveCount(0);

    // On the projector, nothing below the fold: the code, the whole QR code, the short address to
    // type, in letters of 48 px or more, and the class's figures.
    expect(await projector.evaluate(() => window.scrollY)).toBe(0);
    // The site's own host (its configured address), then the short path.
    const shortAddress = projector.getByText(/^[\w.:-]+\/aula$/);
    for (const part of [
      projector.getByText(code, { exact: true }),
      joinQrCode(projector, lang, code),
      shortAddress,
      outcome,
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

test("the round's top few, at the teacher's choice, fit a 1280×720 projector: two tables, headers whole, ten rows", async ({
  page,
  context,
}) => {
  const lang = "ca";
  const code = await openClass(page, lang, "2n ca top few", newSchool(), { mode: "typed" });
  // Twelve results of taps and twelve measured by the phone: the top five of each (never half).
  const results: Record<string, StoredResult> = {};
  for (let index = 0; index < 12; index += 1) {
    results[`Tocs ${index + 1}`] = { grade: 96 - index * 3 };
    results[`Fondària ${index + 1}`] = { grade: 93 - index * 3, depthMm: 55 };
  }
  addEndedRound(code, results);
  await page.reload();
  await page.setViewportSize(projectorViewport);
  await page.locator('table[data-ranking="depth"]').screenshot({ path: "/tmp/projector-teacher-depth-ranking.png" });
  const link = page.getByRole("link", { name: filled(strings[lang].projector.openTop, { few: 5 }) });
  await expect(link).toHaveAttribute("target", "_blank");
  const [projector] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await projector.setViewportSize(projectorViewport);
  await expect(projector).toHaveURL(/\/p\/[\w-]{43}\?show=top$/);
  await waitForHydration(projector);
  await stylesApplied(projector);
  await projector.screenshot({ path: "/tmp/projector-top-few.png" });

  const words = strings[lang].projector;
  const tables = [words.topTaps, words.topDepth].map((name) => projector.getByRole("table", { name }));
  const rows = projector.locator("table tbody tr");
  await expect(rows).toHaveCount(10);
  for (const [table, first] of [
    [tables[0]!, "Tocs 1"],
    [tables[1]!, "Fondària 1"],
  ] as const) {
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(table.locator("tbody tr").first()).toContainText(first);
    // No table wider than the screen, and every header whole: wrapped if need be, never cut.
    const box = await table.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(projectorViewport.width);
    const cut = await table
      .locator("th")
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
    expect(cut).toEqual([]);
  }
  // The sixth of each is not on the screen, nor anyone below.
  await expect(projector.getByText("Tocs 6", { exact: true })).toHaveCount(0);
  await expect(projector.getByText("Fondària 12", { exact: true })).toHaveCount(0);
  // The ten rows in the projector's one screen, with nothing scrolling sideways.
  expect(await projector.evaluate(() => window.scrollY)).toBe(0);
  for (const row of await rows.all()) await expect(row).toBeInViewport({ ratio: 1 });
  expect(await horizontalOverflow(projector)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(projector);

  // By default the same round shows the class's figures, and no name.
  const figures = await context.newPage();
  await figures.setViewportSize(projectorViewport);
  await figures.goto(projector.url().replace("?show=top", ""));
  await waitForHydration(figures);
  await expect(figures.locator("[data-projector-outcome]")).toBeInViewport({ ratio: 1 });
  await expect(figures.getByRole("table")).toHaveCount(0);
  await expect(figures.getByText(/^(Tocs|Fondària) \d+$/)).toHaveCount(0);
  await figures.screenshot({ path: "/tmp/projector-figures.png" });
});

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
  await expect(projector.getByText("Laia")).toHaveCount(0);
  await expectNoAxeViolations(projector);
});
