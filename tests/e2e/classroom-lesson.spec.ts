import type { Browser, Page } from "@playwright/test";
import type { Lang } from "../../app/i18n-routes";
import { game, joinAsPupil, joinedHeading, newSchool, openClass, strings } from "./classroom-flow";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// A CPR lesson as a teacher runs it (docs/decisions/0017-class-rounds.md), in Catalan: three
// pupils, each in a browser of their own, one of them on a phone whose clock is seven seconds fast;
// a test round, a practice round and a second test, each started from the teacher's screen and
// ended early with its button (the last while the pupils still press). Every pupil's phone starts the round within 250 ms of the others'
// (the start is read on the server's clock, never the phone's); a test shows no feedback until it
// ends; the projector shows the round live and its ranking; the teacher sees each pupil's first and
// last test side by side; the report prints. The browser runs it in one language: the others
// differ in words only, which the Worker's tests read in every language (class-rounds.test.ts,
// classroom-report.test.ts, round-depth-tables.test.ts).

test.describe.configure({ mode: "serial" });
// One project: the lesson takes minutes, and the phone project's viewport changes nothing in it.
test.beforeEach(({ isMobile }) => test.skip(isMobile, "the desktop project runs the lesson"));
test.setTimeout(240_000);

const SKEW_MS = 7_000;

interface Pupil {
  page: Page;
  nickname: string;
  /** The rounds the class's hub announced on the page's socket (their ids), as they came. */
  announced: number[];
}

/** Three pupils join; Joan's phone runs its clock SKEW_MS ahead (Date only: performance.now() has no wall time). */
async function joinThree(
  browser: Browser,
  lang: Lang,
  code: string,
  className: string,
  school: Record<string, string>,
) {
  const pupils: Pupil[] = [];
  for (const nickname of ["Aina", "Joan", "Pau"]) {
    const { page } = await joinAsPupil(browser, true, lang, code, nickname, school);
    // In the class (the join's answer has arrived) before the page is loaded again.
    await expect(page.getByRole("heading", { name: joinedHeading(lang, className, nickname) })).toBeVisible();
    if (nickname === "Joan") {
      await page.addInitScript((skew) => {
        const realNow = Date.now.bind(Date);
        Date.now = () => realNow() + skew;
      }, SKEW_MS);
    }
    const announced: number[] = [];
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const message = JSON.parse(String(payload)) as { push?: string; round?: { id: number } };
        if (message.push === "round" && message.round) announced.push(message.round.id);
      });
    });
    // Loaded again with the socket watched (and Joan's clock set).
    await page.reload();
    await waitForHydration(page);
    pupils.push({ page, nickname, announced });
  }
  return pupils;
}

/** The teacher starts a round of 30 s, of a kind, from the round panel's form; every phone hears of it on its socket. */
async function startRound(teacher: Page, lang: Lang, kind: "practice" | "test", pupils: Pupil[]) {
  const heard = pupils.map(({ announced }) => announced.length);
  const t = strings[lang].round;
  await teacher.getByRole("radio", { name: t.length30, exact: true }).check();
  await teacher.getByRole("radio", { name: kind === "test" ? t.test : t.practice }).check();
  await teacher.getByRole("button", { name: t.start }).click();
  await expect(teacher.getByRole("button", { name: t.end })).toBeVisible();
  for (const [index, { announced }] of pupils.entries()) {
    await expect.poll(() => announced.length, { timeout: 5_000 }).toBeGreaterThan(heard[index]!);
  }
}

/** Each pupil presses Space every `intervalMs` from the round's start, `presses` times; the start moments. */
async function playRound(pupils: Pupil[], presses: number, intervalMs: number[]) {
  return Promise.all(
    pupils.map(async ({ page }, index) => {
      const round = page.locator("[data-round-phase='running']");
      await expect(round).toBeVisible({ timeout: 20_000 });
      const startedAt = Number(await round.getAttribute("data-started-at"));
      const first = Date.now();
      for (let i = 0; i < presses; i += 1) {
        await page.waitForTimeout(Math.max(0, first + i * intervalMs[index]! - Date.now()));
        await page.keyboard.press("Space");
      }
      return startedAt;
    }),
  );
}

/** The spread of the pupils' start moments (ms), within 250 ms, noted in the report of the run. */
function expectTogether(starts: number[], round: string) {
  const spread = Math.max(...starts) - Math.min(...starts);
  test.info().annotations.push({ type: "start spread", description: `${round}: ${spread.toFixed(1)} ms` });
  expect(spread).toBeLessThanOrEqual(250);
}

async function endRound(teacher: Page, lang: Lang, pupils: Pupil[]) {
  await teacher.getByRole("button", { name: strings[lang].round.end }).click();
  for (const { page } of pupils) {
    await expect(page.getByRole("heading", { name: strings[lang].round.resultHeading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("status").filter({ hasText: strings[lang].round.saved })).toBeVisible({
      timeout: 15_000,
    });
  }
}

async function backToPractice(lang: Lang, pupils: Pupil[]) {
  for (const { page } of pupils) await page.getByRole("button", { name: strings[lang].round.backToPractice }).click();
}

{
  const lang = "ca" as Lang;
  const t = strings[lang];

  test(`a lesson: test, practice, test again (${lang})`, async ({ page: teacher, browser }) => {
    const school = newSchool();
    const className = `Lesson ${lang}`;
    const code = await openClass(teacher, lang, className, school, { mode: "typed" });
    const teacherPath = new URL(teacher.url()).pathname;
    const pupils = await joinThree(browser, lang, code, className, school);
    const projector = await (await browser.newContext()).newPage();
    await projector.goto(
      await teacher.getByRole("link", { name: t.teacher.projector }).getAttribute("href").then(String),
    );
    await waitForHydration(projector);

    // 1. A test round: no feedback while it runs.
    await startRound(teacher, lang, "test", pupils);
    const firstStarts = await playRound(pupils, 10, [700, 700, 700]);
    expectTogether(firstStarts, "first test");
    for (const { page } of pupils) {
      await expect(page.getByRole("definition").first()).toBeHidden();
      await expect(page.getByText(game[lang].verdict.perfect)).toBeHidden();
    }
    await endRound(teacher, lang, pupils);
    await backToPractice(lang, pupils);

    // 2. A practice round: the rate shows on each phone, and the projector shows the round live.
    await startRound(teacher, lang, "practice", pupils);
    const practiceStarts = await playRound(pupils, 12, [545, 545, 545]);
    expectTogether(practiceStarts, "practice");
    await expect(pupils[0]!.page.getByText(game[lang].readout.rate)).toBeVisible();
    await expect(projector.getByText(t.round.inRound)).toBeVisible();
    await expect(projector.getByText(`3 ${lang === "en" ? "of" : "de"} 3`)).toBeVisible();
    await endRound(teacher, lang, pupils);
    // The round's figures for the room, with no name (the top few only at the teacher's choice).
    await expect(projector.locator("[data-projector-outcome]")).toBeVisible({ timeout: 10_000 });
    await expect(projector.getByRole("table")).toHaveCount(0);
    await backToPractice(lang, pupils);

    // 3. The second test, kept in rhythm this time, and ended while the pupils still press: a phone
    // hears of the end a moment after it, and what it pressed meanwhile costs it nothing.
    await startRound(teacher, lang, "test", pupils);
    const pressing = playRound(pupils, 20, [545, 545, 545]);
    await expect(pupils[0]!.page.locator("[data-round-phase='running']")).toBeVisible({ timeout: 20_000 });
    await teacher.waitForTimeout(7_000);
    await endRound(teacher, lang, pupils);
    expectTogether(await pressing, "last test");

    // The teacher's screen: each pupil's first and last test side by side, and the class's figures.
    await teacher.goto(teacherPath);
    const byPupil = teacher.getByRole("table", { name: t.lesson.pupilsCaption });
    for (const { nickname } of pupils) await expect(byPupil.getByRole("rowheader", { name: nickname })).toBeVisible();
    await expect(byPupil.getByRole("columnheader", { name: t.lesson.firstTest })).toBeVisible();
    await expect(byPupil.getByRole("columnheader", { name: t.lesson.lastTest })).toBeVisible();
    await expect(teacher.getByRole("table", { name: /\(.*3\)$/ })).toBeVisible();

    // The report, with each nickname's results, prints without its form.
    const report = await teacher.context().newPage();
    await report.goto(await teacher.getByRole("link", { name: t.lesson.report }).getAttribute("href").then(String));
    await expect(report.getByRole("heading", { name: t.report.heading, level: 1 })).toBeVisible();
    await report.getByRole("checkbox", { name: t.report.names }).check();
    await report.getByRole("button", { name: t.report.update }).click();
    await expect(report.getByRole("rowheader", { name: "Aina" })).toBeVisible();
    await report.emulateMedia({ media: "print" });
    await expect(report.getByRole("button", { name: t.report.update })).toBeHidden();
    expect((await report.pdf()).subarray(0, 5).toString()).toBe("%PDF-");
    await report.emulateMedia({ media: "screen" });
    await expectNoAxeViolations(report);
    await expectNoAxeViolations(teacher);
    await expectNoAxeViolations(projector);
    for (const { page } of pupils) await expectNoAxeViolations(page);
  });
}
