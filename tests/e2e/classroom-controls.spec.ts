import type { Locator, Page } from "@playwright/test";
import { languages, pages } from "../../app/i18n-routes";
import {
  expectFitsSmallScreen,
  filled,
  joinAsPupil,
  joinCodeShown,
  joinedHeading,
  newSchool,
  openClass,
  pupilRow,
  strings,
  typeComebackCode,
} from "./classroom-flow";
import { expect, expectNoAxeViolations, isTurnOf, test } from "./fixtures";
import { stylesApplied } from "./page-checks";
import { addPupils } from "./stored-class";

// What the teacher cannot undo asks first (docs/decisions/0015-classroom-in-a-real-lesson.md), with
// JavaScript on (in Catalan) and off (plain links and forms, in Spanish): the languages differ in
// words only, so each way runs in one of them, and every language has its browser run: removing a pupil says how
// many of their games go, then the row is gone and the pupil's own browser says they were removed;
// deleting the class says how many pupils and games go, can be cancelled, and once confirmed lands
// on the classroom page, which says so. Axe checks each second step with JavaScript on.

/** Whether a control is filled in red, the colour of what cannot be undone (read through a canvas, whatever the colour's notation). */
async function isRed(control: Locator): Promise<boolean> {
  // After a form's post the page may show before its stylesheet applies: read the colour after.
  await stylesApplied(control.page());
  const [red = 0, green = 0, blue = 0] = await control.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return [];
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  return red > 120 && red > green * 2 && red > blue * 2;
}

for (const lang of languages) {
  const t = strings[lang];

  for (const javaScriptEnabled of [true, false]) {
    if (!isTurnOf(lang, javaScriptEnabled ? 2 : 0)) continue;
    test.describe(`the teacher's second steps (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      const checkAxe = async (page: Page) => {
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      };

      test("removing a pupil asks first, then the row is gone and the pupil's browser says so", async ({
        page,
        browser,
      }) => {
        const school = newSchool();
        const name = `3r ${lang} remove`;
        const code = await openClass(page, lang, name, school, { mode: "typed" });
        const laia = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Laia", school);
        await expect(laia.page.getByRole("heading", { name: joinedHeading(lang, name, "Laia") })).toBeVisible();
        addPupils(code, { Pol: [70, 75] });
        await page.getByRole("link", { name: t.teacher.refresh }).click();

        await pupilRow(page, "Pol")
          .getByRole("link", { name: `${t.teacher.remove} Pol` })
          .click();
        await expect(page).toHaveURL(/\/t\/[\w-]{43}\?pupil=\d+$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          filled(t.teacher.removeAsk, { nickname: "Pol" }),
        );
        await expect(page.getByText(filled(t.teacher.removeLoses, { games: 2 }))).toBeVisible();
        await checkAxe(page);
        // Cancelled, nothing happens.
        await page.getByRole("link", { name: t.teacher.removeCancel }).click();
        // Back on the class's screen (the question's page shows the table too: a press there would be lost).
        await expect(page).toHaveURL(/\/t\/[\w-]{43}$/);
        await expect(pupilRow(page, "Pol")).toBeVisible();

        await pupilRow(page, "Laia")
          .getByRole("link", { name: `${t.teacher.remove} Laia` })
          .click();
        await expect(page.getByText(filled(t.teacher.removeLoses, { games: 0 }))).toBeVisible();
        await page.getByRole("button", { name: t.teacher.removeConfirm }).click();
        await expect(page).toHaveURL(/\/t\/[\w-]{43}$/);
        await expect(pupilRow(page, "Pol")).toBeVisible();
        await expect(page.getByRole("rowheader", { name: "Laia" })).toHaveCount(0);

        await laia.page.reload();
        await expect(laia.page.getByRole("heading", { name: filled(t.removed, { name }) })).toBeVisible();
        await expect(laia.page.getByRole("button", { name: t.leave })).toBeVisible();
        await checkAxe(laia.page);
        await laia.context.close();
      });

      test("a pupil who lost their place comes back with the teacher's one-time code, never by their nickname", async ({
        page,
        browser,
      }) => {
        const school = newSchool();
        const name = `3r ${lang} back`;
        const code = await openClass(page, lang, name, school, { mode: "typed" });
        const lost = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Iu", school);
        await expect(lost.page.getByRole("heading", { name: joinedHeading(lang, name, "Iu") })).toBeVisible();
        await lost.context.close();
        await page.getByRole("link", { name: t.teacher.refresh }).click();
        await pupilRow(page, "Iu")
          .getByRole("button", { name: `${t.teacher.letBackIn} Iu` })
          .click();
        // The code stays folded until asked for: the teacher's screen may be on the projector.
        const reveal = pupilRow(page, "Iu").getByText(t.teacher.comebackCode);
        await expect(pupilRow(page, "Iu").getByText(/^\d{3} \d{3}$/)).toBeHidden();
        await reveal.click();
        const comeback =
          (await pupilRow(page, "Iu")
            .getByText(/^\d{3} \d{3}$/)
            .textContent()) ?? "";
        // The nickname alone claims nothing…
        const other = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Iu", school);
        await expect(other.page.getByText(t.errors.nicknameTaken)).toBeVisible();
        // …the code gives the place back.
        await other.page.getByLabel(t.nickname).fill("");
        await typeComebackCode(other.page, lang, comeback);
        await other.page.getByRole("button", { name: t.join, exact: true }).click();
        await expect(other.page.getByRole("heading", { name: joinedHeading(lang, name, "Iu") })).toBeVisible();
        await other.context.close();
      });

      test("deleting the class asks first with what goes, can be cancelled, and once confirmed says so", async ({
        page,
        request,
      }) => {
        const name = `3r ${lang} delete`;
        const code = await openClass(page, lang, name, newSchool());
        const teacherLink = new URL(page.url()).pathname;
        addPupils(code, { "Brave otter": [60, 70], "Nutria valiente": [80] });

        // A link, apart from the class's state controls, to a page that asks.
        await page.getByRole("link", { name: t.teacher.delete }).click();
        await expect(page).toHaveURL(`${teacherLink}?confirm=delete`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(filled(t.teacher.deleteAsk, { name }));
        await expect(page.getByText(filled(t.teacher.deleteLoses, { pupils: 2, games: 3 }))).toBeVisible();
        const confirm = page.getByRole("button", { name: t.teacher.deleteConfirm });
        expect(await isRed(confirm), "the confirmation's button is red").toBe(true);
        // The results can be kept first, before the button that deletes them.
        const csv = page.getByRole("link", { name: t.teacher.csv });
        await expect(csv).toHaveAttribute("href", `${teacherLink}/results.csv`);
        await expect(page.getByText(t.teacher.deleteKeepFirst)).toBeVisible();
        await checkAxe(page);

        await page.getByRole("link", { name: t.teacher.deleteCancel }).click();
        await expect(page).toHaveURL(teacherLink);
        expect(await joinCodeShown(page)).toBe(code);
        await expect(pupilRow(page, "Brave otter")).toBeVisible();

        await page.getByRole("link", { name: t.teacher.delete }).click();
        await expect(confirm).toBeVisible();
        await expectFitsSmallScreen(page);
        await page.getByRole("button", { name: t.teacher.deleteConfirm }).click();
        await expect(page).toHaveURL(pages.classroom[lang]);
        await expect(page.getByRole("status")).toHaveText(t.teacher.deleted);
        await checkAxe(page);
        // Said once; the class's links lead nowhere now.
        await page.reload();
        await expect(page.getByText(t.teacher.deleted)).toHaveCount(0);
        expect((await request.get(teacherLink)).status()).toBe(404);
      });
    });
  }
}
