import type { Page } from "@playwright/test";
import { languages, pages } from "../../app/i18n-routes";
import { joinAsPupil, newSchool, openClass, playInClass, strings } from "./classroom-flow";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { openBoardUntil, uncachedBoard } from "./leaderboard";
import { controlsOutsideWidth, horizontalOverflow, textSpacingStyle } from "./page-checks";

// A class session in a browser (docs/decisions/0014-classroom-sessions.md), in every language,
// with JavaScript on and off (the classroom's pages run none): a teacher opens a class, two pupils
// join from their own browsers, the teacher sees both rows, closes the class, and a third join is
// refused. Axe checks each new state (with JavaScript on, which it needs). With JavaScript on, the
// pupils also play (the game needs it) and the teacher sees their games.

for (const lang of languages) {
  test.describe(`pupils play in a class (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("two pupils play, one sends the score to the board too, the teacher sees both games", async ({
      page,
      browser,
    }) => {
      // The teacher and the pupils behind one school address: the class's limits are its own.
      const school = newSchool();
      const code = await openClass(page, lang, `3r ESO ${lang}`, school);
      const suffix = Math.random().toString(36).slice(2, 6);
      const [laia, pol] = await Promise.all([
        joinAsPupil(browser, true, lang, code, `Laia ${suffix}`, school),
        joinAsPupil(browser, true, lang, code, `Pol ${suffix}`, school),
      ]);
      await expect(laia.page.getByText(strings[lang].game.rhythm.replace("{{bpm}}", "110"))).toBeVisible();
      await checkAxeOf(laia.page);
      // Both at once, as a class plays: one steadily at 110 a minute and to the board too, one too fast.
      await Promise.all([
        playInClass(laia.page, lang, `Laia ${suffix}`, 545, true),
        playInClass(pol.page, lang, `Pol ${suffix}`, 300, false),
      ]);
      await checkAxeOf(laia.page);

      await page.getByRole("link", { name: strings[lang].teacher.refresh }).click();
      // The pupil's page after a save and the teacher's table fit a 320 px phone, with text spacing too.
      for (const screen of [laia.page, page]) await expectFitsSmallScreen(screen);
      for (const nickname of [`Laia ${suffix}`, `Pol ${suffix}`]) {
        const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: nickname }) });
        // Games played: 1, and a best score.
        await expect(row.getByRole("cell").first()).toHaveText("1");
      }
      // Only the score the pupil chose to send is on the public board.
      await openBoardUntil(
        laia.page,
        () => uncachedBoard(pages["first-aiducation"][lang]),
        (board) => board.getByRole("rowheader", { name: `Laia ${suffix}` }),
      );
      await expect(laia.page.getByRole("rowheader", { name: `Pol ${suffix}` })).toHaveCount(0);
      for (const pupil of [laia, pol]) await pupil.context.close();
    });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a class session (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      // Axe runs in the page: with JavaScript off it cannot, and the pages are the same HTML.
      const checkAxe = async (page: Page) => {
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      };

      test("a teacher opens a class, two pupils join, the class is closed", async ({ page, browser }) => {
        const school = newSchool();
        const code = await openClass(page, lang, `4t ESO ${lang} ${javaScriptEnabled ? "A" : "B"}`, school);
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
        await checkAxe(page);

        const first = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Laia", school);
        await expect(first.page.getByRole("heading", { name: /Laia/ })).toBeVisible();
        await checkAxe(first.page);
        const second = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Pol", school);
        await expect(second.page.getByRole("heading", { name: /Pol/ })).toBeVisible();

        await page.getByRole("link", { name: strings[lang].teacher.refresh }).click();
        await expect(page.getByRole("rowheader", { name: "Laia" })).toBeVisible();
        await expect(page.getByRole("rowheader", { name: "Pol" })).toBeVisible();
        // The link is shown once: not after a reload.
        await expect(page.getByLabel(strings[lang].teacher.linkLabel)).toHaveCount(0);

        await page.getByRole("button", { name: strings[lang].teacher.close }).click();
        await expect(page.getByText(strings[lang].teacher.closed)).toBeVisible();
        await checkAxe(page);

        const third = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Nil", school);
        await expect(third.page.getByRole("alert")).toHaveText(strings[lang].notOpen);
        await checkAxe(third.page);
        for (const pupil of [first, second, third]) await pupil.context.close();
      });
    });
  }
}

async function checkAxeOf(page: Page) {
  await expectNoAxeViolations(page);
}

async function expectFitsSmallScreen(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  for (const spaced of [false, true]) {
    if (spaced) await page.addStyleTag({ content: textSpacingStyle });
    expect(
      await horizontalOverflow(page),
      `horizontal overflow at 320 px${spaced ? " with text spacing" : ""}`,
    ).toBeLessThanOrEqual(0);
    expect(await controlsOutsideWidth(page)).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}
