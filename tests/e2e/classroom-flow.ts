import { expect, type Browser, type Page } from "@playwright/test";
import { pages, type Lang } from "../../app/i18n-routes";
import { caClassroom } from "../../app/locales/ca-classroom";
import { caFeatures } from "../../app/locales/ca-features";
import { enClassroom } from "../../app/locales/en-classroom";
import { enFeatures } from "../../app/locales/en-features";
import { esClassroom } from "../../app/locales/es-classroom";
import { esFeatures } from "../../app/locales/es-features";
import { waitForHydration } from "./fixtures";

// A class session's steps in a browser, for the classroom's specs: a teacher opens a class, pupils
// join from browsers of their own and play (docs/decisions/0014-classroom-sessions.md).

export const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
export const game = { es: esFeatures.game, en: enFeatures.game, ca: caFeatures.game } satisfies Record<Lang, unknown>;

/**
 * A school's one address, as the site sees it: a class's teacher and pupils behind it. A new one
 * for each test: the site limits classes opened and wrong codes per address (a test sending no
 * address would share "unknown" with every other and meet those limits).
 */
export function newSchool(): Record<string, string> {
  return { "CF-Connecting-IP": `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

/**
 * Plays a game of 31 compressions in a class, pressed with the keyboard every `intervalMs`, having
 * ticked the box that sends it to the week's board when `toBoard`; the game is saved as it ends.
 */
export async function playInClass(page: Page, lang: Lang, nickname: string, intervalMs: number, toBoard: boolean) {
  await waitForHydration(page);
  if (toBoard)
    await page.getByRole("checkbox", { name: strings[lang].game.toBoard.replace("{{nickname}}", nickname) }).check();
  await page.getByRole("button", { name: game[lang].start }).click();
  const first = Date.now();
  for (let i = 0; i < 31; i += 1) {
    // Each press scheduled from the first, so that delays do not add up.
    await page.waitForTimeout(Math.max(0, first + i * intervalMs - Date.now()));
    await page.keyboard.press("Space");
  }
  await page.getByRole("button", { name: game[lang].stop }).click();
  await expect(page.getByRole("region", { name: game[lang].result.heading })).toBeVisible();
  const saved = toBoard ? strings[lang].game.savedToBoard : strings[lang].game.saved;
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
}

export async function joinAsPupil(
  browser: Browser,
  javaScriptEnabled: boolean,
  lang: Lang,
  code: string,
  nickname: string,
  school: Record<string, string>,
) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: school });
  const page = await context.newPage();
  await page.goto(`${pages.classroom[lang]}?code=${code}`);
  await expect(page.getByLabel(strings[lang].code)).toHaveValue(code);
  await page.getByLabel(strings[lang].nickname).fill(nickname);
  await page.getByRole("button", { name: strings[lang].join, exact: true }).click();
  return { context, page };
}

/** Opens a class from `page`, behind the school's address. */
export async function openClass(page: Page, lang: Lang, name: string, school: Record<string, string>): Promise<string> {
  await page.setExtraHTTPHeaders(school);
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(strings[lang].className).fill(name);
  await page.getByRole("button", { name: strings[lang].create }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel(strings[lang].teacher.linkLabel)).toHaveValue(/\/t\/[\w-]{43}$/);
  return (await page.locator("p.font-mono").textContent())?.trim() ?? "";
}
