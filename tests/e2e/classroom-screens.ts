import type { Page } from "@playwright/test";
import { pages, type Lang } from "../../app/i18n-routes";
import { strings } from "./classroom-flow";
import { expect } from "./fixtures";

// What the teacher's and the class's screens must show, for the classroom's specs
// (docs/decisions/0015-classroom-in-a-real-lesson.md): the keep step that comes first, the join
// code and QR code whole on a projector, the private link behind its disclosure, and the projector
// link's page, which carries nothing but what the class sees.

/** A projector's screen, and the window the class's screen must fit without scrolling. */
export const projectorViewport = { width: 1280, height: 720 };

/** The join address's QR code, named with the address (the classroom page in the link's language). */
export function joinQrCode(page: Page, lang: Lang, code: string) {
  return page.getByRole("img", { name: new RegExp(`${pages.classroom[lang]}\\?code=${code}$`) });
}

/** The teacher link's token, from the teacher's page's address. */
export function teacherToken(page: Page): string {
  const token = /\/t\/([\w-]{43})$/.exec(new URL(page.url()).pathname)?.[1];
  expect(token, "the teacher link's token").toBeTruthy();
  return token ?? "";
}

/**
 * The keep step, the teacher link's first view: the link in a read-only field (with its copy button
 * once hydrated), a file to download that holds it (a `data:` address, which no request carries),
 * and nothing a projector should show: no code, no QR code. Returns the link.
 */
export async function expectKeepStep(page: Page, lang: Lang, javaScriptEnabled: boolean): Promise<string> {
  const t = strings[lang].teacher;
  const field = page.getByLabel(t.linkLabel);
  await expect(field).toHaveValue(new RegExp(`${new URL(page.url()).pathname}$`));
  await expect(field).toHaveAttribute("readonly", "");
  const link = await field.inputValue();
  await expect(page.getByRole("button", { name: t.copy })).toHaveCount(javaScriptEnabled ? 1 : 0);
  const download = page.getByRole("link", { name: t.download });
  await expect(download).toHaveAttribute("download", /\.html$/);
  const file = (await download.getAttribute("href")) ?? "";
  expect(file).toMatch(/^data:text\/html;charset=utf-8,/);
  expect(decodeURIComponent(file)).toContain(`<a href="${link}">`);
  await expect(page.locator("p.font-mono")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);
  return link;
}

/**
 * At 1280×720, as first shown, the class's screen has the join code and the whole QR code on screen:
 * a projected screen shows them without anyone scrolling.
 */
export async function expectJoinInView(page: Page, lang: Lang, code: string) {
  expect(page.viewportSize()).toEqual(projectorViewport);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(code, { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(joinQrCode(page, lang, code)).toBeInViewport({ ratio: 1 });
}

/**
 * The private link is out of sight until its disclosure is opened, with the keyboard: Tab from the
 * class's last state control reaches the disclosure's summary, and Enter opens it.
 */
export async function openLinkWithKeyboard(page: Page, lang: Lang, link: string) {
  const t = strings[lang].teacher;
  const field = page.getByLabel(t.linkLabel);
  await expect(field).toBeHidden();
  await page.getByRole("button", { name: t.close }).focus();
  await page.keyboard.press("Tab");
  const summary = page.locator("summary", { hasText: t.linkHeading });
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(link);
}

/** What the projector link's page never has: the site's frame (header, menu, footer) and any control of the class (the room's beat and full screen are the screen's own). */
export const notOnProjector = "header, footer, nav, form, button:not([data-room-beat]):not([data-full-screen])";

/**
 * The projector link's page: the class's code and QR code, none of the elements `absent`, no link
 * to the teacher's screen, and no trace of the teacher link's token.
 */
export async function expectProjectorOnly(
  projector: Page,
  lang: Lang,
  code: string,
  token: string,
  absent = notOnProjector,
) {
  await expect(projector).toHaveURL(/\/p\/[\w-]{43}$/);
  await expect(projector.getByText(code, { exact: true })).toBeVisible();
  await expect(joinQrCode(projector, lang, code)).toBeVisible();
  // One results area, the class's rounds (its heading is for screen readers).
  await expect(projector.getByRole("heading", { name: strings[lang].round.heading, exact: true })).toHaveCount(1);
  await expect(projector.locator(absent)).toHaveCount(0);
  await expect(projector.locator('a[href*="/t/"]')).toHaveCount(0);
  expect(await projector.content()).not.toContain(token);
}
