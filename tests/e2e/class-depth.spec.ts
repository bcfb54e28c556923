import type { Browser, Page } from "@playwright/test";
import { TURNED_LIMIT_MS } from "../../app/features/compression-game/depth/turned-watch";
import type { Lang } from "../../app/i18n-routes";
import { messages } from "../../app/locales/messages";
import { phoneViewport } from "../../playwright.config";
import { game, joinAddress, joinAgain, newSchool, openClass, pupilRow, strings } from "./classroom-flow";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { compress, installMotionFeed, rest, turn } from "./motion-feed";

// A class's game and round in depth mode in Chromium (docs/decisions/0021-depth-from-the-phones-motion.md):
// a pupil joins from a phone fed synthetic `devicemotion` events (motion-feed.ts), chooses to
// measure depth, compresses at 5.5 cm, and the result is saved to the class as it ends; the
// teacher's table (and, for a round, its ranking, the lesson's table and the projector) then gives
// the pupil's depth, measured by the server from the depths sent; a round whose phone stays turned
// goes on in taps and says why. It runs once, as a lesson is: the
// teacher's screen a computer's, the pupil's browser a phone's (its viewport, touch).

/** A pupil who joins from a phone with a motion sensor and chooses depth mode on the class's page. */
async function joinInDepthMode(browser: Browser, lang: Lang, code: string, school: Record<string, string>) {
  const nickname = `Aina ${Math.random().toString(36).slice(2, 6)}`;
  const context = await browser.newContext({
    extraHTTPHeaders: school,
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await installMotionFeed(phone, { sensor: true });
  await phone.goto(joinAddress(lang, code));
  await joinAgain(phone, lang, nickname);
  await waitForHydration(phone);
  const lesson = phone.locator(`[data-island="class-lesson"]`);
  const { depth } = messages[lang];
  await lesson.getByRole("radio", { name: depth.choice.motion }).check();
  await expect(lesson.getByText(depth.choice.ready)).toBeVisible();
  await expect(lesson.getByRole("button", { name: game[lang].compress })).toHaveCount(0);
  return { context, phone, lesson, nickname };
}

/** Some 20 s of compressions at 5.5 cm and 110 a minute (about 36, past the 30 a score needs), then rest. */
async function compressTwentySeconds(phone: Page) {
  await compress(phone, 55);
  await phone.waitForTimeout(20_000);
  await rest(phone);
  await phone.waitForTimeout(1_500);
}

test.describe("a class's game in depth mode", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a pupil plays measuring depth, and the teacher's table shows the depth", async ({ page, browser }) => {
    const lang = "es";
    const t = strings[lang];
    const { depth } = messages[lang];
    const school = newSchool();
    const code = await openClass(page, lang, "2n B profunditat", school, { mode: "typed" });
    const { context, phone, lesson, nickname } = await joinInDepthMode(browser, lang, code, school);

    await lesson.getByRole("button", { name: game[lang].start }).click();
    await compress(phone, 55);
    await expect(
      phone.getByRole("region", { name: depth.gauge.heading }).getByText(depth.gauge.good, { exact: true }),
    ).toBeVisible({ timeout: 10_000 });
    await compressTwentySeconds(phone);
    await lesson.getByRole("button", { name: game[lang].stop }).click();
    const result = phone.getByRole("region", { name: game[lang].result.heading });
    await expect(result.getByText(depth.result.grade)).toBeVisible();
    await expect(phone.getByRole("status").filter({ hasText: t.game.saved })).toBeVisible();
    await expectNoAxeViolations(phone);

    await page.getByRole("link", { name: t.teacher.refresh }).click();
    await expect(page.getByRole("columnheader", { name: t.depth.column })).toBeVisible();
    // The mean within the estimate's error of 5.5 cm, in the page's language, and how many results.
    await expect(
      pupilRow(page, nickname)
        .getByRole("cell")
        .filter({ hasText: /cm de media/ }),
    ).toHaveText(/^5,[2-8] cm de media · \d+\s%\sa 5–6 cm \(1 resultado con el móvil\)$/);
    await expect(page.getByText(t.depth.note.split("(")[0]!.trim())).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("a round in depth mode: the phone measures it, the teacher and the projector show its depth", async ({
    page,
    browser,
  }) => {
    const lang = "ca";
    const t = strings[lang];
    const { depth } = messages[lang];
    const school = newSchool();
    const code = await openClass(page, lang, "3r A ronda", school, { mode: "typed" });
    const { context, phone, nickname } = await joinInDepthMode(browser, lang, code, school);

    // The teacher starts a test round; the pupil's choice of depth mode holds for it.
    await page.getByRole("radio", { name: t.round.length30, exact: true }).check();
    await page.getByRole("radio", { name: t.round.test }).check();
    await page.getByRole("button", { name: t.round.start }).click();
    const round = phone.locator("[data-round-phase='running']");
    await expect(round).toBeVisible({ timeout: 20_000 });
    await expect(round.getByRole("heading", { name: depth.gauge.heading })).toBeFocused();
    await expect(round.getByRole("button", { name: game[lang].compress })).toHaveCount(0);
    await compressTwentySeconds(phone);
    await page.getByRole("button", { name: t.round.end }).click();
    await expect(phone.getByRole("heading", { name: t.round.resultHeading })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByRole("status").filter({ hasText: t.round.saved })).toBeVisible({ timeout: 15_000 });
    const quality = phone.getByRole("region", { name: game[lang].quality.heading });
    await expect(quality.getByText(depth.result.grade)).toBeVisible();
    await expect(quality.getByText(depth.result.mean, { exact: true })).toBeVisible();
    await expectNoAxeViolations(phone);

    // The round's ranking on the teacher's screen: the mean depth within the error, the share at 5–6 cm.
    // Its own table, apart from the taps': place, nickname, score, mean depth, share at 5–6 cm.
    const ranked = page
      .getByRole("table", { name: t.round.rankingDepth })
      .getByRole("row")
      .filter({ hasText: nickname });
    await expect(ranked.getByRole("cell").nth(3)).toHaveText(/^5,[2-8] cm$/, { timeout: 15_000 });
    await expect(ranked.getByRole("cell").nth(4)).toHaveText(/^\d+\s%$/);

    // The teacher's table and the lesson's table of each pupil's tests, once the page is loaded again.
    await page.getByRole("link", { name: t.teacher.refresh }).click();
    await expect(
      pupilRow(page, nickname)
        .getByRole("cell")
        .filter({ hasText: /resultat amb el mòbil/ }),
    ).toHaveText(/^5,[2-8] cm de mitjana · \d+\s%\sa 5–6 cm \(1 resultat amb el mòbil\)$/);
    const tests = page.getByRole("table", { name: t.lesson.pupilsCaption });
    await expect(tests.getByRole("columnheader", { name: t.depth.testColumn })).toHaveCount(2);
    await expect(tests.getByRole("row").filter({ hasText: nickname }).getByRole("cell").nth(3)).toHaveText(
      /^5,[2-8] cm de mitjana · \d+\s%\sa 5–6 cm$/,
    );
    await expectNoAxeViolations(page);

    // The projector: the class's figures, the depth's among them, and no name for the room.
    const projector = await (await browser.newContext()).newPage();
    await projector.goto(String(await page.getByRole("link", { name: t.teacher.projector }).getAttribute("href")));
    const figures = projector.locator("[data-projector-outcome]");
    await expect(figures).toContainText(t.projector.depthResults);
    await expect(figures).toContainText(t.projector.depthInBand);
    await expect(projector.getByText(nickname)).toHaveCount(0);
    await projector.context().close();
    await context.close();
  });

  test("a round in depth mode whose phone stays turned goes on in taps, says why, and saves the taps", async ({
    page,
    browser,
  }) => {
    const lang = "en";
    const t = strings[lang];
    const { depth } = messages[lang];
    const reason = depth.fallback.turned.replace("{{seconds}}", String(TURNED_LIMIT_MS / 1000));
    const school = newSchool();
    const code = await openClass(page, lang, "Year 9 turned", school, { mode: "typed" });
    const { context, phone } = await joinInDepthMode(browser, lang, code, school);

    // A practice round, whose gauge shows the compressions' depth until the phone is turned.
    await page.getByRole("radio", { name: t.round.length30, exact: true }).check();
    await page.getByRole("radio", { name: t.round.practice }).check();
    await page.getByRole("button", { name: t.round.start }).click();
    const round = phone.locator("[data-round-phase='running']");
    await expect(round).toBeVisible({ timeout: 20_000 });
    await compress(phone, 55);
    await expect(round.getByText(depth.gauge.good, { exact: true })).toBeVisible({ timeout: 10_000 });
    // A turn is seen against the pose of the compressions counted: some are, before the phone is picked up.
    const counted = round
      .getByText(game[lang].readout.compressions, { exact: true })
      .locator("xpath=following-sibling::dd[1]");
    await expect(counted).not.toHaveText("0", { timeout: 10_000 });
    // Picked up and held turned 45°: past the limit, the press button in the gauge's place, and why.
    await rest(phone);
    await turn(phone, 45);
    const press = round.getByRole("button", { name: game[lang].compress });
    await expect(press).toBeFocused({ timeout: TURNED_LIMIT_MS + 5_000 });
    await expect(round.getByText(reason, { exact: true })).toHaveCount(2);
    await expect(round.getByRole("heading", { name: depth.gauge.heading })).toHaveCount(0);
    await press.click();
    await expectNoAxeViolations(phone);
    await page.getByRole("button", { name: t.round.end }).click();
    await expect(phone.getByRole("status").filter({ hasText: t.round.saved })).toBeVisible({ timeout: 15_000 });
    // Its depth, of part of the round, is of none: the result says the depth was not measured.
    await expect(phone.getByText(depth.result.notMeasured)).toBeVisible();
    await context.close();
  });
});
