import type { Browser, Page } from "@playwright/test";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { filled, joinAgain, joinAsPupil, newSchool, strings, submitNewClass } from "./classroom-flow";
import { expect, isTurnOf, test } from "./fixtures";
import { addPupils } from "./stored-class";
import { htmlErrors } from "./vnu";

// The classroom's states as the server sends them, through the Nu Html Checker: the pages that a
// form's answer, a pupil's cookie or a teacher's step shows (the route table's sweep sees only the
// empty classroom page). JavaScript is off: every state is a document posted or loaded by the browser.

test.use({ javaScriptEnabled: false });

interface Document {
  path: string;
  html: string;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, "http://site");
  return `${pathname}${search}`;
};

/** The document a form's post answers with, or where its redirect landed, as it came over the wire. */
async function postedDocument(page: Page, submit: () => Promise<void>): Promise<Document> {
  const landed = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && (response.status() < 300 || response.status() >= 400),
  );
  await submit();
  const response = await landed;
  const post = response.request().redirectedFrom() ?? response.request();
  return {
    path: `${post.method()} ${pathOf(post.url())} → ${pathOf(response.url())} (${response.status()})`,
    html: await response.text(),
  };
}

/** The document at `url` as the browser loads it (with its cookies). */
async function loadedDocument(page: Page, url: string): Promise<Document> {
  const response = await page.goto(url);
  return { path: `GET ${pathOf(url)}`, html: (await response?.text()) ?? "" };
}

/** A class of typed nicknames: its keep step, its screen, a pupil's refusals, lock, remove and delete. */
async function typedClassStates(page: Page, browser: Browser, lang: Lang, school: Record<string, string>) {
  const t = strings[lang];
  const documents: Document[] = [];
  const create = () => page.getByRole("button", { name: t.create }).click();
  // A class opened with a blank name (past the browser's own check): the form again with its error.
  await page.setExtraHTTPHeaders(school);
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(t.className).fill("   ");
  documents.push(await postedDocument(page, create));
  await page.getByLabel(t.className).fill(`1r ESO ${lang}`);
  await page.getByRole("radio", { name: t.nicknames.typed }).check();
  documents.push(await postedDocument(page, create));
  const teacherLink = page.url();
  documents.push(await loadedDocument(page, teacherLink));
  const code = (await page.locator("p.font-mono").textContent())?.trim() ?? "";

  // A nickname left out where pupils type one; then joined.
  const pupil = await joinAsPupil(browser, false, lang, code, "", school);
  await expect(pupil.page.getByText(t.errors.nicknameRequired)).toBeVisible();
  documents.push(await loadedDocument(pupil.page, `${pages.classroom[lang]}?code=${code}`));
  documents.push(await postedDocument(pupil.page, () => joinAgain(pupil.page, lang, "")));
  documents.push(await postedDocument(pupil.page, () => joinAgain(pupil.page, lang, `Iu ${lang}`)));

  // Locked: a second pupil is refused.
  await page.getByRole("button", { name: t.teacher.lock, exact: true }).click();
  const late = await joinAsPupil(browser, false, lang, code, "Ot", school);
  documents.push(await postedDocument(late.page, () => joinAgain(late.page, lang, "Ot")));
  await late.context.close();

  addPupils(code, { Nil: [77] });
  await page.goto(teacherLink);
  await page.getByRole("link", { name: `${t.teacher.remove} Nil` }).click();
  documents.push(await loadedDocument(page, page.url()));
  documents.push(await loadedDocument(page, `${teacherLink}?confirm=delete`));

  // Closed: the pupil in it is told so; its code is not open.
  await page.goto(teacherLink);
  await page.getByRole("button", { name: t.teacher.close }).click();
  await expect(page.getByText(t.teacher.closed)).toBeVisible();
  documents.push(await loadedDocument(pupil.page, pages.classroom[lang]));
  await pupil.context.close();
  documents.push(await loadedDocument(page, `${pages.classroom[lang]}?code=${code}`));
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(t.code).fill(code);
  await page.getByLabel(t.nickname).fill("Ot");
  documents.push(await postedDocument(page, () => page.getByRole("button", { name: t.join, exact: true }).click()));
  documents.push(await loadedDocument(page, pages.classroom[lang]));
  return documents;
}

/** A class that gives out nicknames: a pupil joined, then removed; the class deleted. */
async function generatedClassStates(page: Page, browser: Browser, lang: Lang, school: Record<string, string>) {
  const t = strings[lang];
  const documents: Document[] = [];
  await submitNewClass(page, lang, `2n ESO ${lang}`, school);
  await page.getByRole("link", { name: t.teacher.keepDone }).click();
  const code = (await page.locator("p.font-mono").textContent())?.trim() ?? "";
  const pupil = await joinAsPupil(browser, false, lang, code, "", school);
  await expect(pupil.page.getByRole("button", { name: t.leave })).toBeVisible();
  await page.getByRole("link", { name: t.teacher.refresh }).click();
  await page.getByRole("link", { name: t.teacher.remove }).click();
  await page.getByRole("button", { name: t.teacher.removeConfirm }).click();
  documents.push(await loadedDocument(pupil.page, pages.classroom[lang]));
  await pupil.context.close();
  await page.getByRole("link", { name: t.teacher.delete }).click();
  documents.push(await postedDocument(page, () => page.getByRole("button", { name: t.teacher.deleteConfirm }).click()));
  return documents;
}

for (const lang of languages) {
  // The same in every language but for its words, which the Worker's tests check in each: in the browser, in one.
  if (isTurnOf(lang, 2)) {
    test(`the classroom's states are valid HTML for the Nu Html Checker (${lang})`, async ({ page, browser }) => {
      test.setTimeout(150_000);
      // The test's own school address (its wrong codes and classes are counted per address).
      const school = newSchool();
      const documents = [
        ...(await typedClassStates(page, browser, lang, school)),
        ...(await generatedClassStates(page, browser, lang, school)),
      ];
      expect(documents.map((document) => document.html.includes("<main"))).not.toContain(false);
      // Each state is the one named: the messages of the refused posts, and each step, are in their documents.
      const text = documents.map((document) => document.html.replaceAll("&#x27;", "'")).join("\n");
      const t = strings[lang];
      for (const message of [
        t.errors.nameRequired,
        filled(t.teacher.keepHeading, { name: `1r ESO ${lang}` }),
        t.teacher.linkHeading,
        t.errors.nicknameRequired,
        t.game.heading,
        t.leave,
        t.errors.classLocked,
        filled(t.teacher.removeAsk, { nickname: "Nil" }),
        filled(t.teacher.deleteAsk, { name: `1r ESO ${lang}` }),
        filled(t.joinedClosed, { name: `1r ESO ${lang}` }),
        t.notOpen,
        t.device.heading,
        filled(t.removed, { name: `2n ESO ${lang}` }),
        t.teacher.deleted,
      ]) {
        expect(text).toContain(message);
      }
      expect(htmlErrors(documents)).toEqual([]);
    });
  }
}
