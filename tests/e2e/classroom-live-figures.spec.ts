import type { Page } from "@playwright/test";
import { fingerPresses } from "../../app/features/compression-game/measures/human-presses.testing";
import { joinAsPupil, joinedHeading, newSchool, openClass, strings } from "./classroom-flow";
import { expect, test, waitForHydration } from "./fixtures";

// The live figures of a practice round in Chromium (docs/decisions/0017-class-rounds.md): three
// pupils, each in a browser of their own, press at about 110 a minute on a finger's schedule from
// the round's first second; the projector and the teacher's screen, read 5, 10 and 20 s into the
// round, say that the three are compressing at 100–120 and give the class's rate. Each reading is
// noted in the run's report: the figures as the screens showed them, and when, and when the
// projector first showed the three compressing. The teacher's table marks the three as playing
// from 10 s on (it is read every second, as the figures are, so at 5 s it may be a reading behind).

test.beforeEach(({ isMobile }) => test.skip(isMobile, "the desktop project reads the screens"));
test.setTimeout(120_000);

const lang = "es";
const t = strings[lang].round;
const READ_AT_S = [5, 10, 20];

/** A live figure of the round as a screen shows it: the value under its name. */
function figure(screen: Page, name: string) {
  return screen.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd");
}

/**
 * Presses Space on the focused press button at a finger's times from now, timed by the page
 * itself: a press sent from the test's process one at a time arrives as late as a busy machine
 * makes it, which would bunch the presses and put the phone's rate anywhere.
 */
async function pressFromNow(page: Page, seed: number) {
  await page.evaluate(
    (times) => {
      for (const at of times) {
        setTimeout(() => {
          document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
        }, at);
      }
    },
    fingerPresses(seed, 60, 110),
  );
}

test("the projector and the teacher's screen show the pupils' live figures from the round's first seconds", async ({
  page: teacher,
  browser,
}) => {
  const school = newSchool();
  const className = "Live figures";
  const code = await openClass(teacher, lang, className, school, { mode: "typed" });
  const pupils: Page[] = [];
  for (const nickname of ["Ana", "Joan", "Pau"]) {
    const { page } = await joinAsPupil(browser, true, lang, code, nickname, school);
    await expect(page.getByRole("heading", { name: joinedHeading(lang, className, nickname) })).toBeVisible();
    await waitForHydration(page);
    pupils.push(page);
  }
  const projector = await (await browser.newContext()).newPage();
  await projector.goto(
    await teacher.getByRole("link", { name: strings[lang].teacher.projector }).getAttribute("href").then(String),
  );
  await waitForHydration(projector);

  await teacher.getByRole("radio", { name: t.length30, exact: true }).check();
  await teacher.getByRole("radio", { name: t.practice }).check();
  await teacher.getByRole("button", { name: t.start }).click();
  await expect(teacher.getByRole("button", { name: t.end })).toBeVisible();

  // Each pupil presses from the moment their phone starts the round.
  await Promise.all(
    pupils.map(async (page, index) => {
      await expect(page.locator("[data-round-phase='running']")).toBeVisible({ timeout: 20_000 });
      await pressFromNow(page, 40 + index);
    }),
  );
  const startedAt = Date.now();

  // Noted, not asserted: when the projector first shows the three compressing.
  let firstShown: string | null = null;
  while (firstShown === null && Date.now() < startedAt + READ_AT_S[0]! * 1_000 - 300) {
    if ((await figure(projector, t.compressingNow).textContent())?.trim() === "3") {
      firstShown = ((Date.now() - startedAt) / 1_000).toFixed(1);
    } else await projector.waitForTimeout(100);
  }
  test.info().annotations.push({ type: "three compressing first shown", description: `${firstShown ?? "after 5"} s` });

  for (const second of READ_AT_S) {
    await teacher.waitForTimeout(Math.max(0, startedAt + second * 1_000 - Date.now()));
    const readings = await Promise.all(
      [projector, teacher].map(async (screen) => ({
        compressing: (await figure(screen, t.compressingNow).textContent())?.trim(),
        rate: (await figure(screen, t.classRate).textContent())?.trim(),
      })),
    );
    const playing = await teacher.getByRole("rowheader").filter({ hasText: strings[lang].verdicts.playing }).count();
    const at = ((Date.now() - startedAt) / 1_000).toFixed(1);
    test.info().annotations.push({ type: "playing now", description: `${at} s, teacher's table: ${playing}` });
    if (second >= 10) expect.soft(playing, `playing on the teacher's table at ${second} s`).toBe(3);
    for (const [index, { compressing, rate }] of readings.entries()) {
      const screen = index === 0 ? "projector" : "teacher";
      test
        .info()
        .annotations.push({ type: "live figures", description: `${at} s, ${screen}: ${compressing}, ${rate}` });
      expect.soft(compressing, `${screen} at ${second} s`).toBe("3");
      const bpm = Number(/^(\d+)/.exec(rate ?? "")?.[1]);
      expect.soft(bpm, `${screen}'s rate at ${second} s`).toBeGreaterThanOrEqual(100);
      expect.soft(bpm, `${screen}'s rate at ${second} s`).toBeLessThanOrEqual(120);
    }
  }

  // Ended early: the figures were read, and the suite's time matters.
  await teacher.getByRole("button", { name: t.end }).click();
  for (const page of pupils) {
    await expect(page.getByRole("heading", { name: t.resultHeading })).toBeVisible({ timeout: 15_000 });
  }
});
