import type { Page } from "@playwright/test";
import { languages, pages } from "../../app/i18n-routes";
import {
  expectFitsSmallScreen,
  filled,
  game,
  joinAddress,
  joinAsPupil,
  joinTypingCode,
  joinedHeading,
  newSchool,
  openClass,
  playInClass,
  pupilRow,
  strings,
} from "./classroom-flow";
import { expect, expectNoAxeViolations, isTurnOf, test } from "./fixtures";
import { openBoardUntil, uncachedBoard } from "./leaderboard";

// A class session in a browser (docs/decisions/0014-classroom-sessions.md, 0015), with JavaScript
// on in one language and off in another (the classroom's forms need none): a teacher opens a class
// where pupils type their nicknames, two pupils join from their own browsers, the teacher sees both
// rows, closes the class, and a third join is refused. Axe checks each new state (with JavaScript
// on, which it needs). With JavaScript on, pupils of a class whose teacher allowed the public board
// also play (the game needs it): the teacher sees their games, the board only the one sent to it.

for (const lang of languages) {
  const t = strings[lang];

  test.describe(`pupils play in a class (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });

    // The same in every language but for its words, which the Worker's tests check in each: in the browser, in one.
    if (isTurnOf(lang, 0)) {
      test("two pupils play, one sends the score to the board too, the teacher sees both games", async ({
        page,
        browser,
      }) => {
        // The teacher and the pupils behind one school address: the class's limits are its own.
        const school = newSchool();
        const code = await openClass(page, lang, `3r ESO ${lang}`, school, { mode: "typed", board: true });
        const suffix = Math.random().toString(36).slice(2, 6);
        const [laia, pol] = await Promise.all([
          joinAsPupil(browser, true, lang, code, `Laia ${suffix}`, school),
          joinAsPupil(browser, true, lang, code, `Pol ${suffix}`, school),
        ]);
        await expect(laia.page.getByText(filled(t.game.rhythm, { bpm: 110 }))).toBeVisible();
        // The teacher allowed the board: each pupil chooses, beside the game.
        await expect(
          laia.page.getByRole("checkbox", { name: filled(t.game.toBoard, { nickname: `Laia ${suffix}` }) }),
        ).not.toBeChecked();
        await expectNoAxeViolations(laia.page);
        // Both at once, as a class plays: one steadily at 110 a minute and to the board too, one too fast.
        await Promise.all([
          playInClass(laia.page, lang, `Laia ${suffix}`, 545, true),
          playInClass(pol.page, lang, `Pol ${suffix}`, 300, false),
        ]);
        await expectNoAxeViolations(laia.page);

        await page.getByRole("link", { name: t.teacher.refresh }).click();
        for (const nickname of [`Laia ${suffix}`, `Pol ${suffix}`]) {
          // Games played: 1, and a best score.
          await expect(pupilRow(page, nickname).getByRole("cell").first()).toHaveText("1");
        }
        // The pupil's page after a save fits a 320 px phone, with text spacing too (the teacher's
        // table: classroom-teacher.spec.ts).
        await expectFitsSmallScreen(laia.page);
        // Only the score the pupil chose to send is on the public board.
        await openBoardUntil(
          laia.page,
          () => uncachedBoard(pages["first-aiducation"][lang]),
          (board) => board.getByRole("rowheader", { name: `Laia ${suffix}` }),
        );
        await expect(laia.page.getByRole("rowheader", { name: `Pol ${suffix}` })).toHaveCount(0);
        for (const pupil of [laia, pol]) await pupil.context.close();
      });
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    // The same in every language but for its words, which the Worker's tests check in each: with
    // JavaScript and without, each in a language of its own.
    if (!isTurnOf(lang, javaScriptEnabled ? 1 : 2)) continue;
    test.describe(`a class session (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      // Axe runs in the page: with JavaScript off it cannot, and the pages are the same HTML.
      const checkAxe = async (page: Page) => {
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      };

      test("a teacher opens a class of typed nicknames, two pupils join, the class is closed", async ({
        page,
        browser,
      }) => {
        const school = newSchool();
        const name = `4t ESO ${lang} ${javaScriptEnabled ? "A" : "B"}`;
        const code = await openClass(page, lang, name, school, { mode: "typed" });
        await checkAxe(page);

        const first = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Laia", school);
        await expect(first.page.getByRole("heading", { name: joinedHeading(lang, name, "Laia") })).toBeVisible();
        // The teacher did not allow the public board: no box beside the game.
        await expect(
          first.page.getByRole("checkbox", { name: filled(t.game.toBoard, { nickname: "Laia" }) }),
        ).toHaveCount(0);
        await expect(first.page.getByRole("checkbox", { name: game[lang].metronome })).toBeVisible();
        await checkAxe(first.page);
        const second = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Pol", school);
        await expect(second.page.getByRole("heading", { name: joinedHeading(lang, name, "Pol") })).toBeVisible();

        await page.getByRole("link", { name: t.teacher.refresh }).click();
        await expect(pupilRow(page, "Laia")).toBeVisible();
        await expect(pupilRow(page, "Pol")).toBeVisible();
        // The private link stays behind its closed disclosure.
        await expect(page.locator("summary", { hasText: t.teacher.linkHeading })).toBeVisible();
        await expect(page.getByLabel(t.teacher.linkLabel)).toBeHidden();

        await page.getByRole("button", { name: t.teacher.close }).click();
        await expect(page.getByText(t.teacher.closed)).toBeVisible();
        await expect(page.getByRole("button", { name: t.teacher.reopen })).toBeVisible();

        // A closed class's join address says so at once, and a join typed on the classroom page is refused.
        const third = await joinTypingCode(browser, javaScriptEnabled, lang, code, "Nil", school);
        await expect(third.page.getByRole("alert")).toHaveText(t.notOpen);
        await checkAxe(third.page);
        await third.page.goto(joinAddress(lang, code));
        await expect(third.page.getByRole("alert")).toHaveText(t.notOpen);
        await expect(third.page.getByLabel(t.code)).toHaveValue(code);
        // A pupil already in it is told the class is closed.
        await first.page.reload();
        await expect(first.page.getByRole("heading", { name: filled(t.joinedClosed, { name }) })).toBeVisible();
        for (const pupil of [first, second, third]) await pupil.context.close();
      });
    });
  }
}
