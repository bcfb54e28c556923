import type { Page } from "@playwright/test";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { joinAsPupil, newSchool, openClass, strings } from "./classroom-flow";
import { expect, test } from "./fixtures";
import { htmlErrors } from "./vnu";

// The classroom's states as the server sends them, through the Nu Html Checker: the pages that a
// form's answer or a pupil's cookie shows (the route table's sweep sees only the empty page).
// JavaScript is off: every state is a document posted or loaded by the browser.

/** The test's own school address (its wrong codes and classes are counted per address). */
const school = newSchool();

test.use({ javaScriptEnabled: false, extraHTTPHeaders: school });

/** The document that a form's post answers with, as it came over the wire. */
async function postedDocument(page: Page, submit: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await submit();
  const response = await answer;
  // A post that redirects is read where it landed.
  if (response.status() === 303)
    return { path: `POST → ${page.url()}`, html: await (await page.request.get(page.url())).text() };
  return { path: `POST ${new URL(response.url()).pathname} (${response.status()})`, html: await response.text() };
}

test("the classroom's states are valid HTML for the Nu Html Checker", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const documents: { path: string; html: string }[] = [];
  for (const lang of languages as readonly Lang[]) {
    const t = strings[lang];
    // A class opened with a blank name (past the browser's own check): the form again with its error.
    await page.goto(pages.classroom[lang]);
    await page.getByLabel(t.className).fill("   ");
    documents.push(await postedDocument(page, () => page.getByRole("button", { name: t.create }).click()));
    const code = await openClass(page, lang, `1r ESO ${lang}`, school);
    documents.push({
      path: `teacher link (${lang}, first view)`,
      html: await (await page.request.get(page.url())).text(),
    });

    const pupil = await joinAsPupil(browser, false, lang, code, `Iu ${lang}`, school);
    documents.push({
      path: `pupil in an open class (${lang})`,
      html: await (await pupil.page.request.get(pupil.page.url())).text(),
    });
    await page.getByRole("button", { name: t.teacher.close }).click();
    await expect(page.getByText(t.teacher.closed)).toBeVisible();
    await pupil.page.reload();
    documents.push({
      path: `pupil in a closed class (${lang})`,
      html: await (await pupil.page.request.get(pupil.page.url())).text(),
    });
    await pupil.context.close();

    // A wrong code, and a nickname left out.
    await page.goto(`${pages.classroom[lang]}?code=${code}`);
    await page.getByLabel(t.nickname).fill("Ot");
    documents.push(await postedDocument(page, () => page.getByRole("button", { name: t.join, exact: true }).click()));
    await page.getByLabel(t.nickname).fill("  ");
    documents.push(await postedDocument(page, () => page.getByRole("button", { name: t.join, exact: true }).click()));
  }
  expect(documents.map((document) => document.html.includes("<main"))).not.toContain(false);
  // Each state is the one named: the messages of the refused posts are in their documents.
  const text = documents.map((document) => document.html.replaceAll("&#x27;", "'")).join("\n");
  for (const lang of languages) {
    const t = strings[lang];
    for (const message of [t.errors.nameRequired, t.notOpen, t.errors.nicknameRequired, t.game.heading, t.leave]) {
      expect(text).toContain(message);
    }
  }
  expect(htmlErrors(documents)).toEqual([]);
});
