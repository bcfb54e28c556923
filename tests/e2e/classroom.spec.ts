import type { Browser, Page } from "@playwright/test";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { caClassroom } from "../../app/locales/ca-classroom";
import { enClassroom } from "../../app/locales/en-classroom";
import { esClassroom } from "../../app/locales/es-classroom";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A class session in a browser (docs/decisions/0014-classroom-sessions.md), in every language,
// with JavaScript on and off (the classroom's pages run none): a teacher opens a class, two pupils
// join from their own browsers, the teacher sees both rows, closes the class, and a third join is
// refused. Axe checks each new state (with JavaScript on, which it needs). The pupils' games come with the next step of the feature.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;

async function joinAsPupil(browser: Browser, javaScriptEnabled: boolean, lang: Lang, code: string, nickname: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${pages.classroom[lang]}?code=${code}`);
  await expect(page.getByLabel(strings[lang].code)).toHaveValue(code);
  await page.getByLabel(strings[lang].nickname).fill(nickname);
  await page.getByRole("button", { name: strings[lang].join, exact: true }).click();
  return { context, page };
}

async function openClass(page: Page, lang: Lang, name: string): Promise<string> {
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(strings[lang].className).fill(name);
  await page.getByRole("button", { name: strings[lang].create }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel(strings[lang].teacher.linkLabel)).toHaveValue(/\/t\/[\w-]{43}$/);
  return (await page.locator("p.font-mono").textContent())?.trim() ?? "";
}

for (const lang of languages) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a class session (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      // Axe runs in the page: with JavaScript off it cannot, and the pages are the same HTML.
      const checkAxe = async (page: Page) => {
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      };

      test("a teacher opens a class, two pupils join, the class is closed", async ({ page, browser }) => {
        const code = await openClass(page, lang, `4t ESO ${lang} ${javaScriptEnabled ? "A" : "B"}`);
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
        await checkAxe(page);

        const first = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Laia");
        await expect(first.page.getByRole("heading", { name: /Laia/ })).toBeVisible();
        await checkAxe(first.page);
        const second = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Pol");
        await expect(second.page.getByRole("heading", { name: /Pol/ })).toBeVisible();

        await page.getByRole("link", { name: strings[lang].teacher.refresh }).click();
        await expect(page.getByRole("rowheader", { name: "Laia" })).toBeVisible();
        await expect(page.getByRole("rowheader", { name: "Pol" })).toBeVisible();
        // The link is shown once: not after a reload.
        await expect(page.getByLabel(strings[lang].teacher.linkLabel)).toHaveCount(0);

        await page.getByRole("button", { name: strings[lang].teacher.close }).click();
        await expect(page.getByText(strings[lang].teacher.closed)).toBeVisible();
        await checkAxe(page);

        const third = await joinAsPupil(browser, javaScriptEnabled, lang, code, "Nil");
        await expect(third.page.getByRole("alert")).toHaveText(strings[lang].notOpen);
        await checkAxe(third.page);
        for (const pupil of [first, second, third]) await pupil.context.close();
      });
    });
  }
}
