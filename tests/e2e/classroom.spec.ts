import type { Browser, Page } from "@playwright/test";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { caClassroom } from "../../app/locales/ca-classroom";
import { enClassroom } from "../../app/locales/en-classroom";
import { esClassroom } from "../../app/locales/es-classroom";
import { caFeatures } from "../../app/locales/ca-features";
import { enFeatures } from "../../app/locales/en-features";
import { esFeatures } from "../../app/locales/es-features";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { openBoardUntil, uncachedBoard } from "./leaderboard";

// A class session in a browser (docs/decisions/0014-classroom-sessions.md), in every language,
// with JavaScript on and off (the classroom's pages run none): a teacher opens a class, two pupils
// join from their own browsers, the teacher sees both rows, closes the class, and a third join is
// refused. Axe checks each new state (with JavaScript on, which it needs). With JavaScript on, the
// pupils also play (the game needs it) and the teacher sees their games.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const game = { es: esFeatures.game, en: enFeatures.game, ca: caFeatures.game } satisfies Record<Lang, unknown>;

/** A whole class behind one school address, as the site sees it. */
function schoolAddress(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 250);
  return { "CF-Connecting-IP": `203.0.${part()}.${part()}` };
}

/** Plays a game of 31 compressions pressed with the keyboard every `intervalMs`, then stops it. */
async function playGame(page: Page, lang: Lang, intervalMs: number) {
  await waitForHydration(page);
  await page.getByRole("button", { name: game[lang].start }).click();
  const first = Date.now();
  for (let i = 0; i < 31; i += 1) {
    // Each press scheduled from the first, so that delays do not add up.
    await page.waitForTimeout(Math.max(0, first + i * intervalMs - Date.now()));
    await page.keyboard.press("Space");
  }
  await page.getByRole("button", { name: game[lang].stop }).click();
  await expect(page.getByRole("region", { name: game[lang].result.heading })).toBeVisible();
}

/** Saves the game just played to the class, and to the week's board when `toBoard`. */
async function saveToClass(page: Page, lang: Lang, nickname: string, toBoard: boolean) {
  const box = page.getByRole("checkbox", { name: strings[lang].game.toBoard.replace("{{nickname}}", nickname) });
  if (toBoard) await box.check();
  await page.getByRole("button", { name: strings[lang].game.save }).click();
  const saved = toBoard ? strings[lang].game.savedToBoard : strings[lang].game.saved;
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
}

async function joinAsPupil(browser: Browser, javaScriptEnabled: boolean, lang: Lang, code: string, nickname: string) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: school });
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

/** The teacher and the pupils of the spec: one school address. */
const school = schoolAddress();

for (const lang of languages) {
  test.describe(`pupils play in a class (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("two pupils play, one sends the score to the board too, the teacher sees both games", async ({
      page,
      browser,
    }) => {
      await page.setExtraHTTPHeaders(school);
      const code = await openClass(page, lang, `3r ESO ${lang}`);
      const suffix = Math.random().toString(36).slice(2, 6);
      const [laia, pol] = await Promise.all([
        joinAsPupil(browser, true, lang, code, `Laia ${suffix}`),
        joinAsPupil(browser, true, lang, code, `Pol ${suffix}`),
      ]);
      await expect(laia.page.getByText(strings[lang].game.rhythm.replace("{{bpm}}", "110"))).toBeVisible();
      await checkAxeOf(laia.page);
      // Both at once, as a class plays: one steadily at 110 a minute, one too fast.
      await Promise.all([playGame(laia.page, lang, 545), playGame(pol.page, lang, 300)]);
      await checkAxeOf(laia.page);
      await Promise.all([
        saveToClass(laia.page, lang, `Laia ${suffix}`, true),
        saveToClass(pol.page, lang, `Pol ${suffix}`, false),
      ]);

      await page.getByRole("link", { name: strings[lang].teacher.refresh }).click();
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

async function checkAxeOf(page: Page) {
  await expectNoAxeViolations(page);
}
