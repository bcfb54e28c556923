import { pressFilter } from "../../app/features/compression-game/measures/press-filter";
import { pressAccuracy, targetIntervalMs } from "../../app/features/compression-game/measures/rules";
import { pages } from "../../app/i18n-routes";
import { expect, test, waitForHydration } from "./fixtures";

// A pupil on a slow phone presses in time and is judged as pressing in time. The CPU runs six
// times slower, and the page's main thread is busy now and then (a slow phone's other work: a
// frame, a garbage collection), so a press's handler runs up to a third of a second after the
// press. The game times each press by its input event's own time stamp, set when the press
// happened, so the handler's lateness costs the pupil nothing.
//
// Judged against itself, not against a figure: in the same run and on the same presses, the page
// records each press's time stamp and the time its handler ran, and the game's accuracy must be
// that of the time stamps (within a point) and more than two points better than that of the
// handlers, so that it cannot be within a point of both. How fast the machine is moves both; only
// timing by the handler would make them meet. Both are judged as the game judges: on a loaded
// machine this test's own sender falls behind and catches up with two presses at once, which the
// game's press filter counts as one (a stamp-timed accuracy counting both was 84 % where the game
// rightly showed 89).

const PRESSES = 41;
const INTERVAL_MS = 60_000 / 110;
/**
 * Longest stretch of other work on the main thread, in ms: long enough that the handlers' lateness
 * always costs points (a run with 200 ms once had them within two points of the stamps).
 */
const BUSY_MAX_MS = 300;

test.describe("on a slow phone", () => {
  test("steady presses at 110 a minute are judged by when they happened, not by when the page got to them", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(pages["first-aiducation"].es);
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Ritmo objetivo" }).selectOption("110");
    await page.getByRole("button", { name: "Empieza" }).click();
    const press = page.getByRole("button", { name: "Presiona" });
    await expect(press).toBeFocused();

    // Each press as the page saw it: its event's time stamp and when a handler ran (capture phase,
    // before the game's own). A key held down repeats; only the first counts, as in the game.
    await page.evaluate(() => {
      const seen: [number, number][] = [];
      (window as unknown as { pressTimes: typeof seen }).pressTimes = seen;
      window.addEventListener(
        "keydown",
        (event) => {
          if (event.key === " " && !event.repeat) seen.push([event.timeStamp, performance.now()]);
        },
        true,
      );
    });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    // Other work: a task of 0 to BUSY_MAX_MS every 90 ms or so, at random.
    await page.evaluate((busyMax) => {
      const busy = () => {
        const until = performance.now() + Math.random() * busyMax;
        while (performance.now() < until);
        setTimeout(busy, 60 + Math.random() * 60);
      };
      setTimeout(busy, 50);
    }, BUSY_MAX_MS);

    // Each press is sent at its time, scheduled from the first, and not awaited: a finger does not
    // wait for the page to be ready before the next press. The browser stamps each as it arrives.
    const first = Date.now();
    const sent: Promise<unknown>[] = [];
    const space = { key: " ", code: "Space", windowsVirtualKeyCode: 32 };
    for (let index = 0; index < PRESSES; index++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, first + index * INTERVAL_MS - Date.now())));
      sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...space, text: " " }));
      sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...space }));
    }
    await Promise.all(sent);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.getByRole("button", { name: "Detén" }).click();

    const accuracy = page
      .getByRole("region", { name: "Tu resultado" })
      .locator("dt", { hasText: /^Precisión media$/ })
      .locator("xpath=../dd");
    await expect(accuracy).toHaveText(/^\d+\s?%$/);
    const shown = Number((await accuracy.textContent())!.replace(/\D/g, ""));

    const times = await page.evaluate(() => (window as unknown as { pressTimes: [number, number][] }).pressTimes);
    expect(times).toHaveLength(PRESSES);
    // The game's own rule (use-compression-game.ts): a stamp more than a second old is not trusted.
    const byStamp = meanAccuracy(
      times.map(([stamp, handled]) => (handled - stamp < STAMP_TRUSTED_MS ? stamp : handled)),
    );
    const byHandler = meanAccuracy(times.map(([, handled]) => handled));
    console.log(
      `accuracy on a throttled, busy page: shown ${shown} %, by time stamp ${byStamp.toFixed(1)} %, by handler ${byHandler.toFixed(1)} %`,
    );
    expect(Math.abs(shown - byStamp)).toBeLessThanOrEqual(1);
    expect(byStamp - byHandler).toBeGreaterThan(2);
  });
});

/** How old a press's time stamp may be when its handler runs for the game to trust it (ms). */
const STAMP_TRUSTED_MS = 1_000;

/**
 * The mean accuracy of the intervals between press times, as the game judges each (rules.ts):
 * whole milliseconds, and a press within the press filter's gap of the last one counted is none.
 */
function meanAccuracy(times: readonly number[]): number {
  const target = targetIntervalMs(110);
  const counts = pressFilter();
  const counted = times.filter((at) => counts({ at })).map((at) => Math.round(at - times[0]!));
  const accuracies = counted.slice(1).map((time, index) => pressAccuracy(time - counted[index]!, target));
  return accuracies.reduce((sum, accuracy) => sum + accuracy, 0) / accuracies.length;
}
