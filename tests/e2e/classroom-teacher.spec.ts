import type { Browser, Page } from "@playwright/test";
import { REFRESH_MS } from "../../app/features/classroom/results/use-live-results";
import { languages, pages, type Lang } from "../../app/i18n-routes";
import {
  expectFitsSmallScreen,
  filled,
  joinAsPupil,
  joinCodeShown,
  joinedHeading,
  leaveKeepStep,
  newSchool,
  openClass,
  pupilRow,
  strings,
  submitNewClass,
} from "./classroom-flow";
import {
  expectJoinInView,
  expectKeepStep,
  expectProjectorOnly,
  joinQrCode,
  openLinkWithKeyboard,
  projectorViewport,
  teacherToken,
} from "./classroom-screens";
import { expect, expectNoAxeViolations, isTurnOf, test, waitForHydration } from "./fixtures";
import { addPupils } from "./stored-class";

// The teacher's screens in a browser (docs/decisions/0014-classroom-sessions.md, 0015), in every
// language. Opening a class leads to one step, keep the link (copied with JavaScript, selected
// without, or downloaded as a file), with no code on it; then the class's screen, whose code and
// QR code a 1280×720 projector shows whole, with the private link behind a disclosure the keyboard
// opens; the teacher's browser lists the class on the classroom page. With JavaScript: the class's
// table updates itself as pupils join (from browsers of their own), until paused. Without it: the
// refresh link, and the projector link's page. Axe checks each new state with JavaScript on.

/** A pupil of a class of typed nicknames who joins from a browser of their own, and leaves it. */
async function joinAndLeave(browser: Browser, lang: Lang, code: string, className: string, nickname: string) {
  const pupil = await joinAsPupil(browser, false, lang, code, nickname, newSchool());
  await expect(pupil.page.getByRole("heading", { name: joinedHeading(lang, className, nickname) })).toBeVisible();
  await pupil.context.close();
}

/** Marks the document, to tell an update in place from a page loaded again. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-e2e-stay", ""));
const stillTheSameDocument = (page: Page) => expect(page.locator("html[data-e2e-stay]")).toHaveCount(1);

for (const lang of languages) {
  const t = strings[lang].teacher;

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`opening a class (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled, viewport: projectorViewport });

      test("asks to keep the link first, then shows the code and QR code whole, the link behind a disclosure", async ({
        page,
        context,
      }) => {
        const name = `1r ${lang} ${javaScriptEnabled ? "keep" : "static"}`;
        await submitNewClass(page, lang, name, newSchool());
        if (javaScriptEnabled) await waitForHydration(page);
        const link = await expectKeepStep(page, lang, javaScriptEnabled);
        if (javaScriptEnabled) {
          await context.grantPermissions(["clipboard-read", "clipboard-write"]);
          await page.getByRole("button", { name: t.copy }).click();
          await expect(page.getByText(t.copied)).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
          await expectNoAxeViolations(page);
        }
        await expectFitsSmallScreen(page);
        const keepText = await page.locator("body").innerText();

        const code = await leaveKeepStep(page, lang, name);
        // The code was nowhere on the keep step.
        expect(keepText).not.toContain(code);
        await expectJoinInView(page, lang, code);
        await expect(page.getByRole("heading", { name: filled(t.keepHeading, { name }) })).toHaveCount(0);
        await openLinkWithKeyboard(page, lang, link);
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // The teacher's browser keeps the class: the classroom page lists it, and its link leads back.
        await page.goto(pages.classroom[lang]);
        const listed = page.getByRole("region", { name: strings[lang].device.heading });
        await expect(listed.getByText(filled(strings[lang].device.open, { code, date: "" }).trim())).toBeVisible();
        await listed.getByRole("link", { name }).click();
        await expect(page).toHaveURL(link.replace(/^https?:\/\/[^/]+/, ""));
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        expect(await joinCodeShown(page)).toBe(code);
      });
    });
  }

  test.describe(`the class's screen (${lang}, JavaScript on)`, () => {
    // The same in every language but for its words, which the Worker's tests check in each: in the browser, in one.
    if (isTurnOf(lang, 1)) {
      test("its table updates itself as pupils join, until it is paused", async ({ page, browser }) => {
        const name = `2n ${lang} live`;
        const code = await openClass(page, lang, name, newSchool(), { mode: "typed" });
        await waitForHydration(page);
        await expect(
          page.getByText(new RegExp(`${filled(t.updatedAt, { time: "" })}\\d\\d:\\d\\d:\\d\\d`)),
        ).toBeVisible();
        await expect(page.getByText(t.noPupils)).toBeVisible();

        await markDocument(page);
        await joinAndLeave(browser, lang, code, name, "Laia");
        await expect(pupilRow(page, "Laia")).toBeVisible({ timeout: REFRESH_MS * 3 });
        await stillTheSameDocument(page);

        await page.getByRole("button", { name: t.pause }).click();
        await expect(page.getByText(new RegExp(filled(t.pausedAt, { time: "" }).replace(/\.$/, "")))).toBeVisible();
        await joinAndLeave(browser, lang, code, name, "Pol");
        await page.waitForTimeout(REFRESH_MS * 1.5);
        await expect(pupilRow(page, "Pol")).toHaveCount(0);
        await page.getByRole("button", { name: t.resume }).click();
        await expect(pupilRow(page, "Pol")).toBeVisible();
        await expect(page.getByRole("button", { name: t.pause })).toBeVisible();
        await stillTheSameDocument(page);
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe(`the class's screen as it becomes interactive (${lang})`, () => {
    test("the pupils' rows stay where they are while the islands hydrate: a press on Remove lands", async ({
      page,
    }) => {
      const code = await openClass(page, lang, `2n ${lang} steady`, newSchool(), { mode: "typed" });
      addPupils(code, { Pol: [70] });
      // The islands' strings held back: the page is its HTML until they come.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/assets/${lang}-*.js`, async (route) => {
        await released;
        await route.continue();
      });
      await page.getByRole("link", { name: t.refresh }).click();
      const remove = pupilRow(page, "Pol").getByRole("link", { name: `${t.remove} Pol` });
      await remove.waitFor();
      // Measured as the visitor first sees it: laid out with the page's stylesheets, not before them.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet !== null),
      );
      const before = await remove.boundingBox();
      release();
      await expect(page.getByRole("button", { name: t.pause })).toBeVisible();
      expect(await remove.boundingBox()).toEqual(before);
    });
  });

  test.describe(`the class's screen at 320 px (${lang})`, () => {
    test("its table of pupils with the teacher's actions scrolls in its own region, not the page", async ({ page }) => {
      const code = await openClass(page, lang, `2n ${lang} narrow`, newSchool(), { mode: "typed" });
      addPupils(code, { "Laia Puig": [72], Pol: [] });
      await page.getByRole("link", { name: t.refresh }).click();
      await expect(pupilRow(page, "Laia Puig")).toBeVisible();
      await expectFitsSmallScreen(page);
    });
  });

  test.describe(`the class's screen (${lang}, JavaScript off)`, () => {
    test.use({ javaScriptEnabled: false });

    test("refreshes by its link, and its projector link shows the class and nothing to control it", async ({
      page,
      context,
      browser,
    }) => {
      const name = `2n ${lang} static`;
      const code = await openClass(page, lang, name, newSchool(), { mode: "typed" });
      await expect(page.getByRole("button", { name: t.pause })).toHaveCount(0);
      await expect(joinQrCode(page, lang, code)).toBeVisible();

      await joinAndLeave(browser, lang, code, name, "Laia");
      addPupils(code, { Pol: [] });
      await page.getByRole("link", { name: t.refresh }).click();
      await expect(pupilRow(page, "Laia")).toBeVisible();
      await expect(pupilRow(page, "Pol")).toBeVisible();

      // Its own tab, as a projector's window is.
      const projectorLink = page.getByRole("link", { name: t.projector });
      await expect(projectorLink).toHaveAttribute("target", "_blank");
      addPupils(code, { Nil: [91] });
      const [projector] = await Promise.all([context.waitForEvent("page"), projectorLink.click()]);
      await expectProjectorOnly(projector, lang, code, teacherToken(page));
      // No name on it: free games are each pupil's own, and the room waits for a round's figures.
      await expect(projector.locator("[data-projector-waiting]")).toBeVisible();
      await expect(projector.getByText(/Nil|Laia|Pol/)).toHaveCount(0);
    });
  });
}
