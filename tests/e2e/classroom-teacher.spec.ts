import type { Browser, Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { REFRESH_MS } from "../../app/features/classroom/use-live-results";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import { caClassroom } from "../../app/locales/ca-classroom";
import { enClassroom } from "../../app/locales/en-classroom";
import { esClassroom } from "../../app/locales/es-classroom";
import { newSchool } from "./classroom-flow";
import { runSql } from "./database";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { horizontalOverflow } from "./page-checks";

// The teacher's screen in a browser (docs/decisions/0014-classroom-sessions.md), in every language.
// With JavaScript: the teacher link's copy button, the class's table that updates itself as pupils
// join (from browsers of their own), its pause; the projector view's top ten, kept up to date, on
// a 1280×720 projector and at 320 px. Without it: the link as text to select, the refresh link,
// the projector view and the way back. Axe checks each new state with JavaScript on.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;

/** Opens a class from the classroom page; returns its join code, on the teacher's screen. */
async function openClass(page: Page, lang: Lang, name: string, javaScriptEnabled = true): Promise<string> {
  // A teacher of a school of their own: classes opened are limited per address.
  await page.setExtraHTTPHeaders(newSchool());
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(strings[lang].className).fill(name);
  await page.getByRole("button", { name: strings[lang].create }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);
  return (await page.locator("p.font-mono").textContent())?.trim() ?? "";
}

/** A pupil who joins the class from a browser of their own (no script needed). */
async function joinAsPupil(browser: Browser, lang: Lang, code: string, nickname: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${pages.classroom[lang]}?code=${code}`);
  await page.getByLabel(strings[lang].nickname).fill(nickname);
  await page.getByRole("button", { name: strings[lang].join, exact: true }).click();
  await expect(page.getByRole("heading", { name: new RegExp(nickname) })).toBeVisible();
  await context.close();
}

/** A game saved to the class for a pupil, straight into the site's D1 (the game itself has its own tests). */
function savedGame(code: string, nickname: string, score: number): string {
  return `INSERT INTO class_games (class_id, pupil_id, score, accuracy, success_rate, compressions, mean_rate_bpm,
      share_in_window, game_id) SELECT c.id, p.id, ${score}, 80, 90, 60, 112, 75, 'e2e-${code}-${nickname}-${score}'
      FROM classes c JOIN class_pupils p ON p.class_id = c.id WHERE c.join_code = '${code}' AND p.nickname = '${nickname}'`;
}

/** A pupil who joined the class, straight into the site's D1: a class of twelve without twelve browsers. */
function addedPupil(code: string, nickname: string): string {
  const tokenHash = createHash("sha256").update(`${code}-${nickname}`).digest("hex");
  return `INSERT INTO class_pupils (class_id, nickname, pupil_token_hash)
      SELECT id, '${nickname}', '${tokenHash}' FROM classes WHERE join_code = '${code}'`;
}

/** The QR code's name ends with the join address. */
const joinAddressOf = (lang: Lang, code: string) => new RegExp(`${pages.classroom[lang]}\\?code=${code}$`);

/** Marks the document, to tell an update in place from a page loaded again. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-e2e-stay", ""));
const stillTheSameDocument = (page: Page) => expect(page.locator("html[data-e2e-stay]")).toHaveCount(1);

for (const lang of languages) {
  const t = strings[lang].teacher;

  test.describe(`the teacher's screen (${lang}, JavaScript on)`, () => {
    test("copies the teacher link, and its table updates itself as pupils join, until it is paused", async ({
      page,
      browser,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const code = await openClass(page, lang, `2n ${lang} live`);
      const link = await page.getByLabel(t.linkLabel).inputValue();
      await page.getByRole("button", { name: t.copy }).click();
      await expect(page.getByText(t.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(
        page.getByText(new RegExp(`${t.updatedAt.replace("{{time}}", "")}\\d\\d:\\d\\d:\\d\\d`)),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await markDocument(page);
      await joinAsPupil(browser, lang, code, "Laia");
      await expect(page.getByRole("rowheader", { name: "Laia" })).toBeVisible({ timeout: REFRESH_MS * 3 });
      await stillTheSameDocument(page);

      await page.getByRole("button", { name: t.pause }).click();
      await expect(page.getByText(new RegExp(t.pausedAt.replace("{{time}}.", "")))).toBeVisible();
      await joinAsPupil(browser, lang, code, "Pol");
      await page.waitForTimeout(REFRESH_MS * 1.5);
      await expect(page.getByRole("rowheader", { name: "Pol" })).toHaveCount(0);
      await page.getByRole("button", { name: t.resume }).click();
      await expect(page.getByRole("rowheader", { name: "Pol" })).toBeVisible();
      await expect(page.getByRole("button", { name: t.pause })).toBeVisible();
      await stillTheSameDocument(page);
      await expectNoAxeViolations(page);
    });

    test("the projector view keeps its top ten up to date, on a projector and at 320 px", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const code = await openClass(page, lang, `2n ${lang} projector`);
      await page.getByRole("link", { name: t.projector }).click();
      await expect(page.getByRole("heading", { name: t.topHeading })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByText(t.noScores)).toBeVisible();
      await markDocument(page);

      // Twelve pupils and their games in one transaction (runSql).
      const pupils = Array.from({ length: 12 }, (_, index) => index + 1);
      runSql(pupils.flatMap((n) => [addedPupil(code, `P${n}`), savedGame(code, `P${n}`, 40 + n * 4)]).join(";\n"));
      const rows = page.getByRole("rowheader");
      await expect(rows).toHaveCount(10, { timeout: REFRESH_MS * 3 });
      await expect(rows.first()).toHaveText("P12");
      await expect(rows.last()).toHaveText("P3");
      await stillTheSameDocument(page);
      // On the projector, nothing below the fold: the code, the QR code and the ten rows.
      const qr = page.getByRole("img", { name: joinAddressOf(lang, code) });
      await expect(qr).toBeVisible();
      for (const part of [qr, rows.last(), page.getByText(code, { exact: true })]) {
        const box = await part.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(720);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 320, height: 720 });
      expect(await horizontalOverflow(page)).toBe(0);
      await expect(page.getByText(code, { exact: true })).toBeInViewport();
    });
  });

  test.describe(`the teacher's screen (${lang}, JavaScript off)`, () => {
    test.use({ javaScriptEnabled: false });

    test("shows the link to select, refreshes by its link, and has a projector view", async ({ page, browser }) => {
      const code = await openClass(page, lang, `2n ${lang} static`, false);
      await expect(page.getByLabel(t.linkLabel)).toHaveValue(/\/t\/[\w-]{43}$/);
      await expect(page.getByRole("button", { name: t.copy })).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.pause })).toHaveCount(0);
      const joinAddress = joinAddressOf(lang, code);
      await expect(page.getByRole("img", { name: joinAddress })).toBeVisible();

      await joinAsPupil(browser, lang, code, "Laia");
      runSql(savedGame(code, "Laia", 91));
      await page.getByRole("link", { name: t.refresh }).click();
      await expect(page.getByRole("rowheader", { name: "Laia" })).toBeVisible();

      await page.getByRole("link", { name: t.projector }).click();
      await expect(page).toHaveURL(/\/t\/[\w-]{43}\?view=projector$/);
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: joinAddress })).toBeVisible();
      await expect(page.getByRole("row", { name: /Laia/ })).toContainText("91");
      await expect(page.locator("main form, main button")).toHaveCount(0);
      await expect(page.getByRole("link", { name: t.csv })).toHaveCount(0);
      await page.getByRole("link", { name: t.backToTeacher }).click();
      await expect(page.getByRole("link", { name: t.csv })).toBeVisible();
    });
  });
}
