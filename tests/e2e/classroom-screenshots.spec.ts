import { fileURLToPath } from "node:url";
import { allGeneratedNicknames } from "../../app/features/classroom/pupil/generated-nickname";
import { phoneViewport } from "../../playwright.config";
import { pages } from "../../app/i18n-routes";
import {
  game,
  joinAddress,
  joinAgain,
  leaveKeepStep,
  newSchool,
  nicknameShown,
  playInClass,
  pupilRow,
  strings,
  submitNewClass,
} from "./classroom-flow";
import { projectorViewport } from "./classroom-screens";
import { expect, test, waitForHydration } from "./fixtures";
import { runSql } from "./database";
import { addedPupil, addPupils, markPlaying, savedGame, storeOpenClass } from "./stored-class";
import { verdicts } from "../../app/features/compression-game/measures/cpr-grade";

// The classroom's screenshots in docs/screenshots/ (its README.md says what each shows), in Catalan,
// from the production build that the end-to-end server runs. Not a test: it runs only when asked,
// with Chromium on the desktop project:
//   E2E_SCREENSHOTS=1 npx playwright test tests/e2e/classroom-screenshots.spec.ts --project desktop

test.skip(!process.env.E2E_SCREENSHOTS, "takes the documentation's screenshots only when E2E_SCREENSHOTS is set");
test.describe.configure({ mode: "serial" });

const lang = "ca";
const t = strings[lang];
const className = "4t ESO B";
const folder = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const shot = (name: string) => ({ path: `${folder}${name}.png` });

/** Pupils of a class that gives out nicknames, as the site would have named them, with a game or two each. */
function givenPupils(count: number): Record<string, number[]> {
  const names = allGeneratedNicknames(lang);
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      names[(index * 97 + 13) % names.length] ?? `P${index}`,
      [92 - index * 5, 70 - index * 3],
    ]),
  );
}

test("the keep step, the class's screen and the projector", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await submitNewClass(page, lang, className, newSchool());
  await waitForHydration(page);
  await page.getByRole("button", { name: t.teacher.copy }).click();
  await expect(page.getByText(t.teacher.copied)).toBeVisible();
  await page.screenshot(shot("classroom-keep-link"));

  await page.setViewportSize(projectorViewport);
  const code = await leaveKeepStep(page, lang, className);
  const pupils = givenPupils(12);
  addPupils(code, Object.fromEntries(Object.entries(pupils).slice(0, 4)));
  await page.reload();
  await waitForHydration(page);
  await expect(pupilRow(page, Object.keys(pupils)[0] ?? "")).toBeVisible();
  await page.screenshot({ ...shot("classroom-teacher-desktop"), fullPage: true });

  addPupils(code, Object.fromEntries(Object.entries(pupils).slice(4)));
  const [projector] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: t.teacher.projector }).click(),
  ]);
  await projector.setViewportSize(projectorViewport);
  await waitForHydration(projector);
  // Free games are each pupil's own: the projector waits for a round's figures, with no name.
  await expect(projector.locator("[data-projector-waiting]")).toBeVisible();
  await projector.screenshot(shot("classroom-projector"));
});

test("a pupil's phone, before playing and after a game", async ({ page, browser }) => {
  const school = newSchool();
  await submitNewClass(page, lang, className, school, { board: true });
  const code = await leaveKeepStep(page, lang, className);
  const phone = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  await phone.setExtraHTTPHeaders(school);
  const screen = await phone.newPage();
  await screen.goto(`${pages.classroom[lang]}?code=${code}`);
  await joinAgain(screen, lang, "");
  const nickname = await nicknameShown(screen, lang, className);
  await waitForHydration(screen);
  await screen.getByRole("checkbox", { name: t.game.toBoard.replace("{{nickname}}", nickname) }).check();
  await screen.screenshot(shot("classroom-pupil-phone-start"));

  await playInClass(screen, lang, nickname, 545, true);
  // The game's figures and its result, saved as the game ended, at the foot of the screen.
  await screen
    .getByRole("region", { name: game[lang].result.heading })
    .evaluate((result) => result.scrollIntoView({ block: "end" }));
  await screen.evaluate(() => window.scrollBy(0, 40));
  await screen.screenshot(shot("classroom-pupil-phone"));
  await phone.close();
});

test("a lesson: the teacher's screen and the projector in a round, a pupil's phone during and after, the report", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const school = newSchool();
  await page.setViewportSize(projectorViewport);
  await submitNewClass(page, lang, className, school);
  const code = await leaveKeepStep(page, lang, className);
  const phone = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  await phone.setExtraHTTPHeaders(school);
  const screen = await phone.newPage();
  await screen.goto(`${pages.classroom[lang]}?code=${code}`);
  await joinAgain(screen, lang, "");
  await waitForHydration(screen);
  const [projector] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: t.teacher.projector }).click(),
  ]);
  await projector.setViewportSize(projectorViewport);
  await waitForHydration(projector);

  /** A round of 30 s of a kind, pressed at about 110 a minute for `presses`, then ended by the teacher. */
  async function round(kind: "practice" | "test", presses: number, during?: () => Promise<void>) {
    await page.getByRole("radio", { name: t.round.length30, exact: true }).check();
    await page.getByRole("radio", { name: kind === "test" ? t.round.test : t.round.practice }).check();
    await page.getByRole("button", { name: t.round.start }).click();
    await expect(page.getByRole("button", { name: t.round.end })).toBeVisible();
    await expect(screen.locator("[data-round-phase='running']")).toBeVisible({ timeout: 20_000 });
    const first = Date.now();
    for (let i = 0; i < presses; i += 1) {
      await screen.waitForTimeout(Math.max(0, first + i * 545 - Date.now()));
      await screen.keyboard.press("Space");
    }
    await during?.();
    await page.getByRole("button", { name: t.round.end }).click();
    await expect(screen.getByRole("status").filter({ hasText: t.round.saved })).toBeVisible({ timeout: 15_000 });
  }

  await round("test", 16);
  await screen.getByRole("button", { name: t.round.backToPractice }).click();
  await round("practice", 18, async () => {
    await expect(projector.getByText(t.round.inRound)).toBeVisible();
    await screen.screenshot(shot("classroom-round-phone-during"));
    await projector.screenshot(shot("classroom-round-projector"));
    await page.reload();
    await page.getByRole("heading", { name: t.round.teacherHeading }).scrollIntoViewIfNeeded();
    await page.screenshot(shot("classroom-round-teacher"));
  });
  await screen.getByRole("heading", { name: t.round.resultHeading }).scrollIntoViewIfNeeded();
  await screen.screenshot(shot("classroom-round-phone-after"));
  await screen.getByRole("button", { name: t.round.backToPractice }).click();
  await round("test", 20);
  await page.goto(`${new URL(page.url()).pathname}/report?names=1`);
  await expect(page.getByRole("heading", { name: t.report.heading, level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ ...shot("classroom-report-print"), fullPage: true });
  await phone.close();
});

test("the lesson at a glance: thirty pupils on a laptop, the join card and the game on phones, the code alone on the projector", async ({
  page,
  browser,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const code = await (async () => {
    await submitNewClass(page, lang, className, newSchool());
    return leaveKeepStep(page, lang, className);
  })();
  // Thirty pupils: a third good, the others each with a fault by turns, one not played yet, one playing now.
  const faults = verdicts.filter((verdict) => verdict !== "good");
  const nicknames = Object.keys(givenPupils(30));
  runSql(
    nicknames
      .flatMap((nickname, index) =>
        index === nicknames.length - 1
          ? [addedPupil(code, nickname)]
          : [
              addedPupil(code, nickname),
              savedGame(code, nickname, index % 3 === 0 ? 88 - index : 45 + index, faults[index % faults.length]),
            ],
      )
      .join(";\n"),
  );
  markPlaying(code, nicknames[4]!);
  await page.reload();
  await waitForHydration(page);
  await page.screenshot(shot("classroom-teacher-glance-1366"));

  const [projector] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: t.teacher.projectorCodeOnly }).click(),
  ]);
  await projector.setViewportSize(projectorViewport);
  await waitForHydration(projector);
  await projector.screenshot(shot("classroom-projector-code-only"));

  const cardCode = storeOpenClass(className, "generated");
  for (const viewport of [phoneViewport, { width: 320, height: 568 }]) {
    const phone = await browser.newContext({ viewport, isMobile: true, hasTouch: true, extraHTTPHeaders: newSchool() });
    const screen = await phone.newPage();
    await screen.goto(joinAddress(lang, cardCode));
    await screen.screenshot(shot(`classroom-pupil-card-${viewport.width}`));
    await joinAgain(screen, lang, "");
    await nicknameShown(screen, lang, className);
    await waitForHydration(screen);
    await screen.getByRole("button", { name: game[lang].start }).click();
    for (let i = 0; i < 6; i += 1) {
      await screen.keyboard.press("Space");
      await screen.waitForTimeout(545);
    }
    await screen.screenshot(shot(`classroom-pupil-pressing-${viewport.width}`));
    await phone.close();
  }
});
