import type { Browser, Page } from "@playwright/test";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import {
  expectFitsSmallScreen,
  game,
  joinAddress,
  joinAgain,
  joinedHeading,
  newSchool,
  openClass,
  strings,
} from "./classroom-flow";
import { expect, expectNoAxeViolations, isTurnOf, test, waitForHydration } from "./fixtures";
import { collectPageErrors, stylesApplied } from "./page-checks";
import { addPupils, storeOpenClass } from "./stored-class";

// A pupil's page is a pupil's page: the class's join address (its QR code, its short address)
// opens a card with the class's name and one large button, on one phone screen, small ones too,
// with nothing for teachers; and once joined, the game fills the phone: while pressing, the press
// button and each press's verdict are on screen together. In every language, with JavaScript on
// and off where the page works without it (the game needs it); a round's screen in one.

/** The phone of the phone project, and a small one (an old phone, or a large zoom). */
const phones = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

async function phonePage(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    extraHTTPHeaders: newSchool(),
  });
  return { context, page: await context.newPage() };
}

/** Nothing on the page is for a teacher: no form that opens a class, no account of how it works. */
async function expectNoTeacherParts(page: Page, lang: Lang) {
  const t = strings[lang];
  await expect(page.getByLabel(t.className)).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.create })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t.howItWorks })).toHaveCount(0);
}

/**
 * Five presses at 110 a minute with the keyboard, which scrolls nothing (a tap would scroll its
 * target into view): what is in view is what the game put there. Then the press button and the
 * last press's verdict are both wholly on screen.
 */
async function pressFiveInView(page: Page, lang: Lang, where: string) {
  const press = page.getByRole("button", { name: game[lang].compress });
  await expect(press).toBeFocused();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Space");
    await page.waitForTimeout(545);
  }
  const verdict = page.locator("[data-verdict]");
  await expect(verdict).not.toBeEmpty();
  await expect(press, where).toBeInViewport({ ratio: 1 });
  await expect(verdict, where).toBeInViewport({ ratio: 1 });
  return { press, verdict };
}

for (const lang of languages) {
  const t = strings[lang];

  for (const javaScriptEnabled of [true, false]) {
    test(`the join address shows only the class's card, on one screen (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const given = `Given ${lang} ${javaScriptEnabled ? "A" : "B"}`;
      const typed = `Typed ${lang} ${javaScriptEnabled ? "A" : "B"}`;
      const givenCode = storeOpenClass(given, "generated");
      const typedCode = storeOpenClass(typed, "typed");
      for (const viewport of phones) {
        const where = `${viewport.width}×${viewport.height}`;
        const { context, page } = await phonePage(browser, viewport, javaScriptEnabled);

        // A class that gives out nicknames: its name, the button, no nickname to type.
        await page.goto(joinAddress(lang, givenCode));
        await stylesApplied(page);
        await expect(page.getByRole("heading", { level: 1, name: given })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 }), where).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: t.join, exact: true }), where).toBeInViewport({ ratio: 1 });
        await expect(page.getByLabel(t.nickname)).toHaveCount(0);
        await expect(page.getByText(t.card.nicknameGiven)).toBeVisible();
        await expect(page.getByLabel(t.comebackCode)).toBeHidden();
        await expectNoTeacherParts(page, lang);
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // A class where pupils type theirs: the field and the button, both on screen.
        await page.goto(joinAddress(lang, typedCode));
        await stylesApplied(page);
        await expect(page.getByRole("heading", { level: 1, name: typed })).toBeVisible();
        await expect(page.getByLabel(t.nickname), where).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: t.join, exact: true }), where).toBeInViewport({ ratio: 1 });
        await expectNoTeacherParts(page, lang);
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // A code that opens no class: said so, with the code's field to correct it.
        await page.goto(joinAddress(lang, "ZZZZZZ"));
        await stylesApplied(page);
        await expect(page.getByRole("alert")).toHaveText(t.notOpen);
        await expect(page.getByLabel(t.code)).toHaveValue("ZZZZZZ");
        await expect(page.getByRole("button", { name: t.card.next }), where).toBeInViewport({ ratio: 1 });
        await expectNoTeacherParts(page, lang);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await context.close();
      }
    });
  }

  test(`a refused join shows the card again with its error and the nickname typed, and a corrected code opens its class's card (${lang})`, async ({
    browser,
  }) => {
    const name = `Refused ${lang}`;
    const code = storeOpenClass(name, "typed");
    const { context, page } = await phonePage(browser, phones[1], false);
    await page.goto(joinAddress(lang, code));
    // A nickname another pupil has: the card again, with the error at the field and the nickname kept.
    addPupils(code, { Aina: [] });
    await joinAgain(page, lang, "Aina");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(t.errors.nicknameTaken)).toBeVisible();
    const nickname = page.getByLabel(t.nickname, { exact: true });
    await expect(nickname).toHaveValue("Aina");
    await expect(nickname).toHaveAttribute("aria-invalid", "true");
    await stylesApplied(page);
    await expect(page.getByRole("button", { name: t.join, exact: true })).toBeInViewport({ ratio: 1 });
    await expectNoTeacherParts(page, lang);
    await expectFitsSmallScreen(page);
    // The page for teachers is one link away, without the code.
    await expect(page.getByRole("link", { name: t.card.teacherLink })).toHaveAttribute("href", pages.classroom[lang]);
    // A mistyped code from the teacher's screen, corrected on the card, opens its class's card.
    await page.goto(joinAddress(lang, "ZZZZZZ"));
    await page.getByLabel(t.code).fill(code.toLowerCase());
    await page.getByRole("button", { name: t.card.next }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await joinAgain(page, lang, "Pau");
    await expect(page.getByRole("heading", { name: joinedHeading(lang, name, "Pau") })).toBeVisible();
    await context.close();
  });

  test(`after joining, the press button and each press's verdict are on screen together (${lang})`, async ({
    browser,
  }) => {
    const name = `Playing ${lang}`;
    const code = storeOpenClass(name, "generated");
    for (const viewport of phones) {
      const where = `${viewport.width}×${viewport.height}`;
      const { context, page } = await phonePage(browser, viewport, true);
      await page.goto(joinAddress(lang, code));
      await joinAgain(page, lang, "");
      await expect(page.getByRole("heading", { name: joinedHeading(lang, name) })).toBeVisible();
      await waitForHydration(page);
      await stylesApplied(page);
      // A class's rhythm is its teacher's: told, with no control to change it.
      await expect(page.getByRole("combobox")).toHaveCount(0);
      await page.getByRole("button", { name: game[lang].start }).click();
      await pressFiveInView(page, lang, where);
      await expect(page.getByRole("button", { name: game[lang].stop }), where).toBeInViewport({ ratio: 1 });
      await context.close();
    }
  });

  // The round's screen has the game's press button and verdict, which the test above fits in every
  // language, and the time left: in the browser, in one language.
  if (isTurnOf(lang, 0)) {
    test(`in a round the teacher starts, the press button, the verdict and the time left are on a phone's screen together (${lang})`, async ({
      page: teacher,
      browser,
    }) => {
      const school = newSchool();
      const name = `Round ${lang}`;
      const code = await openClass(teacher, lang, name, school);
      const phonesInClass = [];
      for (const viewport of phones) {
        const { context, page } = await phonePage(browser, viewport, true);
        const errors = await collectPageErrors(page);
        await page.goto(joinAddress(lang, code));
        await joinAgain(page, lang, "");
        await expect(page.getByRole("heading", { name: joinedHeading(lang, name) })).toBeVisible();
        await waitForHydration(page);
        await stylesApplied(page);
        // The pupil has scrolled down the page (to read a free game's result, say) when the round comes.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        phonesInClass.push({ context, page, errors, where: `${viewport.width}×${viewport.height}` });
      }
      const round = t.round;
      await teacher.getByRole("radio", { name: round.length30, exact: true }).check();
      await teacher.getByRole("radio", { name: round.practice }).check();
      await teacher.getByRole("button", { name: round.start }).click();
      await expect(teacher.getByRole("button", { name: round.end })).toBeVisible();
      for (const { page, where } of phonesInClass) {
        await expect(page.locator("[data-round-phase='running']")).toBeVisible({ timeout: 20_000 });
        const { press, verdict } = await pressFiveInView(page, lang, where);
        await expect(page.getByText(round.timeLeft.split("{{seconds}}")[0]!.trim()), where).toBeInViewport({
          ratio: 1,
        });
        const [hint, button] = await Promise.all([verdict.boundingBox(), press.boundingBox()]);
        test.info().annotations.push({
          type: `round on ${where}`,
          description: `verdict y ${hint?.y.toFixed(0)}–${((hint?.y ?? 0) + (hint?.height ?? 0)).toFixed(0)}, button y ${button?.y.toFixed(0)}–${((button?.y ?? 0) + (button?.height ?? 0)).toFixed(0)}`,
        });
      }
      await teacher.getByRole("button", { name: round.end }).click();
      // The round's end and the way back to practice, without an error on the way.
      for (const { context, page, errors } of phonesInClass) {
        await expect(page.getByRole("heading", { name: round.resultHeading })).toBeVisible({ timeout: 15_000 });
        await page.getByRole("button", { name: round.backToPractice }).click();
        await expect(page.getByRole("button", { name: game[lang].start })).toBeVisible();
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
}
