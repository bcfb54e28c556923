import type { Page } from "@playwright/test";
import { allGeneratedNicknames } from "../../app/features/classroom/pupil/generated-nickname";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import {
  filled,
  joinAgain,
  joinAsPupil,
  joinTypingCode,
  newSchool,
  nicknameShown,
  openClass,
  pupilRow,
  strings,
} from "./classroom-flow";
import { expect, expectNoAxeViolations, isTurnOf, test } from "./fixtures";

// Pupils in a class whose nicknames the site gives out, the form's default
// (docs/decisions/0015-classroom-in-a-real-lesson.md), with JavaScript on (in English) and off (the
// join form needs none; in Catalan), each way in one language since the languages differ in words
// only: a pupil who tries to join while the teacher has locked the class
// is told so, and gets in once it is unlocked; two pupils join, one with the code only, the other
// having typed a real name, and each is given a nickname of their own, which the teacher's table
// lists (the typed name is set aside, and the pupil is told so, not argued with); a pupil who switches the page's
// language stays in the class. Axe checks the refusal and the teacher's table with JavaScript on. A
// class locked before it closed asks, as it reopens, whether new pupils may join again.

/** The language the switcher offers after `lang`, to switch to. */
function otherLanguage(lang: Lang): Lang {
  return languages[(languages.indexOf(lang) + 1) % languages.length] ?? lang;
}

/** Locks or unlocks the class from its screen, which then says which it is. */
async function changeState(page: Page, button: string, said: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(said)).toBeVisible();
}

for (const lang of languages) {
  const t = strings[lang];

  for (const javaScriptEnabled of [true, false]) {
    if (!isTurnOf(lang, javaScriptEnabled ? 1 : 2)) continue;
    test.describe(`pupils given nicknames (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      test("a locked class refuses a pupil until unlocked; each pupil gets a nickname of their own and keeps it in another language", async ({
        page,
        browser,
      }) => {
        const school = newSchool();
        const name = `5è ${lang} ${javaScriptEnabled ? "A" : "B"}`;
        const code = await openClass(page, lang, name, school);

        await changeState(page, t.teacher.lock, t.teacher.locked);
        await expect(page.getByRole("button", { name: t.teacher.unlock, exact: true })).toBeVisible();
        // No nickname typed: the class gives them out.
        const first = await joinAsPupil(browser, javaScriptEnabled, lang, code, "", school);
        await expect(first.page.getByRole("alert")).toHaveText(t.errors.classLocked);
        if (javaScriptEnabled) await expectNoAxeViolations(first.page);
        // The card of a class that gives out nicknames asks for none…
        await expect(first.page.getByLabel(t.nickname, { exact: true })).toHaveCount(0);
        await changeState(page, t.teacher.unlock, t.teacher.open);
        await joinAgain(first.page, lang, "");
        // …but the classroom page's own form does: a real name typed there is set aside, not argued with.
        const second = await joinTypingCode(browser, javaScriptEnabled, lang, code, "Marc Puig", school);

        const given = [await nicknameShown(first.page, lang, name), await nicknameShown(second.page, lang, name)];
        // An adjective and an animal in the page's language ("Brave otter", "Nutria valiente"), one each.
        for (const nickname of given) expect(allGeneratedNicknames(lang)).toContain(nickname);
        expect(new Set(given).size).toBe(2);
        const told = filled(t.nicknameGiven, { nickname: given[1]! });
        await expect(second.page.getByRole("status").filter({ hasText: told })).toBeVisible();
        await expect(first.page.getByText(filled(t.nicknameGiven, { nickname: given[0]! }))).toHaveCount(0);
        await expect(second.page.getByText("Marc Puig")).toHaveCount(0);
        await page.getByRole("link", { name: t.teacher.refresh }).click();
        for (const nickname of given) await expect(pupilRow(page, nickname)).toBeVisible();
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // The switcher's link: the same pupil, in the same class, in the other language.
        const target = otherLanguage(lang);
        await second.page.getByRole("link", { name: new RegExp(`^${target.toUpperCase()}\\b`) }).click();
        await expect(second.page).toHaveURL(pages.classroom[target]);
        expect(await nicknameShown(second.page, target, name)).toBe(given[1]);
        await expect(
          second.page.getByRole("heading", { name: strings[target].game.heading }),
          "the class's game",
        ).toBeVisible();
        for (const pupil of [first, second]) await pupil.context.close();
      });

      test("reopening a class locked before it closed asks whether to let new pupils in", async ({ page }) => {
        await openClass(page, lang, `5è ${lang} reopen`, newSchool());
        await changeState(page, t.teacher.lock, t.teacher.locked);
        await changeState(page, t.teacher.close, t.teacher.closed);
        // Asked, ticked by default; unticked, the class reopens still locked.
        const unlockToo = page.getByRole("checkbox", { name: t.teacher.reopenUnlock });
        await expect(unlockToo).toBeChecked();
        await unlockToo.uncheck();
        await changeState(page, t.teacher.reopen, t.teacher.locked);
        await changeState(page, t.teacher.close, t.teacher.closed);
        await expect(page.getByRole("checkbox", { name: t.teacher.reopenUnlock })).toBeChecked();
        await changeState(page, t.teacher.reopen, t.teacher.open);
        // Reopening a class that was not locked asks nothing.
        await changeState(page, t.teacher.close, t.teacher.closed);
        await expect(page.getByRole("checkbox", { name: t.teacher.reopenUnlock })).toHaveCount(0);
      });
    });
  }
}
