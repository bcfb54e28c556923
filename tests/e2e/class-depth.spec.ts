import { messages } from "../../app/locales/messages";
import { game, joinAddress, joinAgain, newSchool, openClass, pupilRow, strings } from "./classroom-flow";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { compress, installMotionFeed, rest } from "./motion-feed";

// A class's game in depth mode in Chromium (docs/decisions/0021-depth-from-the-phones-motion.md):
// a pupil joins from a phone fed synthetic `devicemotion` events (motion-feed.ts), chooses to
// measure depth, compresses at 5.5 cm, and the game is saved to the class as it ends; the
// teacher's table then gives the pupil's depth, measured by the server from the depths sent.

test.describe("a class's game in depth mode", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a pupil plays measuring depth, and the teacher's table shows the depth", async ({ page, browser }) => {
    const lang = "es";
    const t = strings[lang];
    const { depth } = messages[lang];
    const school = newSchool();
    const code = await openClass(page, lang, "2n B profunditat", school, { mode: "typed" });
    const nickname = `Aina ${Math.random().toString(36).slice(2, 6)}`;

    const context = await browser.newContext({ extraHTTPHeaders: school });
    const phone = await context.newPage();
    await installMotionFeed(phone, { sensor: true });
    await phone.goto(joinAddress(lang, code));
    await joinAgain(phone, lang, nickname);
    await waitForHydration(phone);
    const lesson = phone.locator(`[data-island="class-lesson"]`);
    await lesson.getByRole("radio", { name: depth.choice.motion }).check();
    await expect(lesson.getByText(depth.choice.ready)).toBeVisible();
    await expect(lesson.getByRole("button", { name: game[lang].compress })).toHaveCount(0);

    await lesson.getByRole("button", { name: game[lang].start }).click();
    await compress(phone, 55);
    await expect(
      phone.getByRole("region", { name: depth.gauge.heading }).getByText(depth.gauge.good, { exact: true }),
    ).toBeVisible({ timeout: 10_000 });
    // 110 a minute: some 36 compressions in 20 s, past the 30 a game needs for a score.
    await phone.waitForTimeout(20_000);
    await rest(phone);
    await phone.waitForTimeout(1_500);
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
});
