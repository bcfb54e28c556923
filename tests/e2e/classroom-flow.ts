import { expect, type Browser, type Page } from "@playwright/test";
import { pages, type Lang } from "../../app/i18n-routes";
import { caClassroom } from "../../app/locales/ca-classroom";
import { caFeatures } from "../../app/locales/ca-features";
import { enClassroom } from "../../app/locales/en-classroom";
import { enFeatures } from "../../app/locales/en-features";
import { esClassroom } from "../../app/locales/es-classroom";
import { esFeatures } from "../../app/locales/es-features";
import { fingerPresses } from "../../app/features/compression-game/measures/human-presses.testing";
import { brokenWords, expectTargetsAndForcedColours, expectTextKept } from "./a11y-checks";
import { waitForHydration } from "./fixtures";
import { controlsOutsideWidth, horizontalOverflow, textSpacingStyle } from "./page-checks";

// A class session's steps in a browser, for the classroom's specs: a teacher opens a class (and
// keeps its link), pupils join from browsers of their own and play
// (docs/decisions/0014-classroom-sessions.md, 0015-classroom-in-a-real-lesson.md).

export const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
export const game = { es: esFeatures.game, en: enFeatures.game, ca: caFeatures.game } satisfies Record<Lang, unknown>;

/** How pupils are named in a class: given a nickname by the site (the form's default), or typing one. */
export type NicknameMode = "generated" | "typed";

export interface ClassChoices {
  mode?: NicknameMode;
  /** Whether the teacher lets pupils put their scores on the public board (unticked by default). */
  board?: boolean;
}

/**
 * A school's one address, as the site sees it: a class's teacher and pupils behind it. A new one
 * for each test: the site limits classes opened and wrong codes per address (a test sending no
 * address would share "unknown" with every other and meet those limits).
 */
export function newSchool(): Record<string, string> {
  return { "CF-Connecting-IP": `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

/** A string of the classroom with its `{{…}}` placeholders filled. */
export function filled(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Sends the form that opens a class from `page`, behind the school's address, after checking its
 * defaults (generated nicknames, no board); the browser lands on the teacher link's first step,
 * which asks the teacher to keep the link.
 */
export async function submitNewClass(
  page: Page,
  lang: Lang,
  name: string,
  school: Record<string, string>,
  { mode = "generated", board = false }: ClassChoices = {},
) {
  const t = strings[lang];
  await page.setExtraHTTPHeaders(school);
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(t.className).fill(name);
  await expect(page.getByRole("radio", { name: t.nicknames.generated })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: t.boardAllowed })).not.toBeChecked();
  if (mode === "typed") await page.getByRole("radio", { name: t.nicknames.typed }).check();
  if (board) await page.getByRole("checkbox", { name: t.boardAllowed }).check();
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByRole("heading", { level: 1, name: filled(t.teacher.keepHeading, { name }) })).toBeVisible();
}

/** The class's screen from the keep step: its link to the screen. */
export async function leaveKeepStep(page: Page, lang: Lang, name: string): Promise<string> {
  await page.getByRole("link", { name: strings[lang].teacher.keepDone }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return joinCodeShown(page);
}

/** The join code in large type on the class's screen. */
export async function joinCodeShown(page: Page): Promise<string> {
  const code = (await page.locator("p.font-mono").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  return code;
}

/** Opens a class from `page` and goes past the keep step to the class's screen; returns its join code. */
export async function openClass(
  page: Page,
  lang: Lang,
  name: string,
  school: Record<string, string>,
  choices: ClassChoices = {},
): Promise<string> {
  await submitNewClass(page, lang, name, school, choices);
  return leaveKeepStep(page, lang, name);
}

/** The join address of a class's code: the pupil's card (the code rides in the form, hidden where it opens a class). */
export function joinAddress(lang: Lang, code: string): string {
  return `${pages.classroom[lang]}?code=${code}`;
}

/**
 * A pupil who joins the class from a browser of their own, behind the school's address, with the
 * card of the join address and `nickname` (empty in a class that gives them out, whose card asks
 * for none). The answer is for the caller to check: joined, or refused.
 */
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
  await page.goto(joinAddress(lang, code));
  await expect(page.locator("form input[name=code]")).toHaveValue(code);
  await joinAgain(page, lang, nickname);
  return { context, page };
}

/**
 * A pupil who joins from the classroom page itself (no code in its address), typing the code and
 * `nickname` in its join form, which asks for a nickname whatever the class.
 */
export async function joinTypingCode(
  browser: Browser,
  javaScriptEnabled: boolean,
  lang: Lang,
  code: string,
  nickname: string,
  school: Record<string, string>,
) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: school });
  const page = await context.newPage();
  await page.goto(pages.classroom[lang]);
  await page.getByLabel(strings[lang].code).fill(code);
  await joinAgain(page, lang, nickname);
  return { context, page };
}

/** Opens the card's folded field for the teacher's one-time code and types it. */
export async function typeComebackCode(page: Page, lang: Lang, comeback: string) {
  const field = page.getByLabel(strings[lang].comebackCode);
  if (!(await field.isVisible())) await page.getByText(strings[lang].card.comebackToggle).click();
  await field.fill(comeback);
}

/** Sends the join form again from the page it left (a refused pupil trying once more). */
export async function joinAgain(page: Page, lang: Lang, nickname: string) {
  if (nickname) await page.getByLabel(strings[lang].nickname).fill(nickname);
  await page.getByRole("button", { name: strings[lang].join, exact: true }).click();
}

/** The heading that tells a pupil they are in the class, and under which nickname (any, unless given). */
export function joinedHeading(lang: Lang, className: string, nickname?: string): RegExp {
  const [before = "", after = ""] = filled(strings[lang].joined, { name: className }).split("{{nickname}}");
  return new RegExp(`^${escaped(before)}${nickname ? escaped(nickname) : "(.+)"}${escaped(after)}$`);
}

/** The nickname a pupil's page says they have in the class. */
export async function nicknameShown(page: Page, lang: Lang, className: string): Promise<string> {
  const heading = page.getByRole("heading", { name: joinedHeading(lang, className) });
  await expect(heading).toBeVisible();
  return joinedHeading(lang, className).exec((await heading.textContent()) ?? "")?.[1] ?? "";
}

/** The mark beside a nickname whose presses were too even for a finger, in any language (a script's presses may earn it). */
const tooRegular = Object.values(strings)
  .map((copy) => escaped(copy.game.tooRegular))
  .join("|");

/** "Playing now" beside a nickname, in any language. */
const playing = Object.values(strings)
  .map((copy) => escaped(copy.verdicts.playing))
  .join("|");

/** A pupil's row in the teacher's table: its header is the nickname, with or without "playing now" and that mark. */
export function pupilRow(page: Page, nickname: string) {
  const name = new RegExp(`^${escaped(nickname)}\\s*(?:${playing})?\\s*(?:${tooRegular})?$`);
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

/**
 * Plays a game of 31 compressions in a class, pressed with the keyboard every `intervalMs`, having
 * ticked the box that sends it to the week's board when `toBoard`; the game is saved as it ends.
 */
export async function playInClass(page: Page, lang: Lang, nickname: string, intervalMs: number, toBoard: boolean) {
  await waitForHydration(page);
  if (toBoard) await page.getByRole("checkbox", { name: filled(strings[lang].game.toBoard, { nickname }) }).check();
  await page.getByRole("button", { name: game[lang].start }).click();
  // A finger's schedule around the interval (a steady script's is too even for the board), each
  // press scheduled from the first, so that delays do not add up, and never within the 100 ms that
  // make two presses one (press-filter.ts) after a late one.
  const schedule = fingerPresses(intervalMs, 31, 60_000 / intervalMs);
  const first = Date.now();
  let last = -Infinity;
  for (let i = 0; i < 31; i += 1) {
    const due = first + schedule[i]! - schedule[0]!;
    await page.waitForTimeout(Math.max(0, due - Date.now(), last + 200 - Date.now()));
    await page.keyboard.press("Space");
    last = Date.now();
  }
  await page.getByRole("button", { name: game[lang].stop }).click();
  await expect(page.getByRole("region", { name: game[lang].result.heading })).toBeVisible();
  const saved = toBoard ? strings[lang].game.savedToBoard : strings[lang].game.saved;
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
}

/** Adds a style sheet to the document (run in the page). */
function addStyle(css: string) {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);
}

/**
 * The page fits a 320 px screen (a small phone, or 400 % zoom), with and without WCAG's text-spacing
 * overrides: nothing scrolls sideways, every control is on screen (but those of a data table that
 * scrolls in a region of its own, the teacher's); without them, every target is 24 px or more and
 * forced colours keep every mark; with them, no text is cut off or overlapped (a11y-checks.ts).
 * The window's size comes back after.
 */
export async function expectFitsSmallScreen(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  for (const spaced of [false, true]) {
    // A style element of the test's own: addStyleTag waits for a load event that a page without
    // JavaScript never dispatches.
    if (spaced) await page.evaluate(addStyle, textSpacingStyle);
    const where = `at 320 px${spaced ? " with text spacing" : ""}`;
    expect(await horizontalOverflow(page), `horizontal overflow ${where}`).toBeLessThanOrEqual(0);
    expect(await controlsOutsideWidth(page, { inScrollingTables: true }), `controls off screen ${where}`).toEqual([]);
    if (spaced) await expectTextKept(page, where);
    else {
      await expectTargetsAndForcedColours(page, where);
      expect(await brokenWords(page), `words broken mid-word ${where}`).toEqual([]);
    }
  }
  if (viewport) await page.setViewportSize(viewport);
}
