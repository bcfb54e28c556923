import type { Page } from "@playwright/test";
import { firstAiducationContent } from "../../content/programmes";
import { languages, pages } from "../../app/i18n-routes";
import { gameApiPath } from "../../app/lib/api-routes";
import { rowsWith, storeScore } from "./database";
import { openBoardUntil, pressSteadily, PRESSES, uncachedBoard } from "./leaderboard";
import { expect, expectNoAxeViolations, isTurnOf, test, waitForHydration } from "./fixtures";
import { brokenWords } from "./a11y-checks";

// The First Aiducation page and its game, played in real time: the server measures a save from its
// presses' times, refuses it sooner than they could have been made and when too even for a finger.
// 31 presses at a finger's 120 per minute or so (human-presses.testing.ts) take 15 seconds.

const copy = {
  es: {
    start: "Empieza",
    stop: "Detén",
    compress: "Presiona",
    name: "Tu nombre o un apodo",
    save: "Guarda la puntuación",
    saved: /Puntuación guardada/,
    failed: "No se pudo guardar la puntuación. Inténtalo de nuevo en unos segundos.",
    // A busy machine can make a press late: any verdict shows that presses are judged.
    anyVerdict: /¡Perfecto!|Muy lento|Muy rápido/,
    result: "Tu resultado",
    rhythm: "Ritmo objetivo",
    figures: ["85 %", "90 %", "70.000"],
    contact: "Contáctanos",
    needsJavaScript: /El simulador necesita JavaScript/,
  },
  en: {
    start: "Start",
    stop: "Stop",
    compress: "Push",
    name: "Your name or a nickname",
    save: "Save score",
    saved: /Score saved/,
    failed: "The score could not be saved. Please try again in a few seconds.",
    anyVerdict: /Perfect!|Too slow|Too fast/,
    result: "Your result",
    rhythm: "Target rate",
    figures: ["85%", "90%", "70,000"],
    contact: "Contact us",
    needsJavaScript: /The simulator needs JavaScript/,
  },
  ca: {
    start: "Inicia",
    stop: "Atura",
    compress: "Prem",
    name: "El teu nom o un sobrenom",
    save: "Desa la puntuació",
    saved: /Puntuació desada/,
    failed: "No s'ha pogut desar la puntuació. Torna-ho a provar d'aquí a uns segons.",
    anyVerdict: /Perfecte!|Massa lent|Massa ràpid/,
    result: "El teu resultat",
    rhythm: "Ritme objectiu",
    figures: ["85 %", "90 %", "70.000"],
    contact: "Contacta'ns",
    needsJavaScript: /El simulador necessita JavaScript/,
  },
} as const;

const INTERVAL_MS = 500; // 120 per minute

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

function leaderboardRow(page: Page, name: string) {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });
}

test.describe("First Aiducation", () => {
  test.describe.configure({ timeout: 90_000 });
  // Each test is a visitor of its own address: the board shows at most three scores per address.
  test.beforeEach(async ({ page }) => {
    const part = () => Math.floor(Math.random() * 250);
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.${part()}.${part()}` });
  });

  for (const lang of languages) {
    const content = firstAiducationContent[lang];

    test(`shows the programme, its figures, the game and the leaderboard (${lang}) @phone`, async ({ page }) => {
      await page.goto(pages["first-aiducation"][lang]);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("First Aiducation");
      // The figures, within their own section: a leaderboard row may show the same percentage.
      const stats = content.sections.find((section) => section.kind === "stats");
      const figures = main
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: stats?.heading ?? "" }) });
      for (const value of copy[lang].figures) {
        await expect(figures.getByText(value, { exact: true })).toBeVisible();
      }
      for (const heading of [content.game.heading, content.game.leaderboardHeading]) {
        await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(main.getByRole("button", { name: copy[lang].compress })).toBeVisible();
      await expect(main.getByRole("link", { name: copy[lang].contact, exact: true })).toHaveAttribute(
        "href",
        pages.contact[lang],
      );
    });
  }

  for (const lang of languages) {
    const t = copy[lang];

    // In Spanish, on a phone too (@phone): the board with a long name must fit the screen. The
    // same in the other languages but for its words, which the Worker's tests check in each.
    if (isTurnOf(lang, 0))
      test(`a game played by clicking in time is scored, saved and shown on the board (${lang}) @phone`, async ({
        page,
      }) => {
        await page.goto(pages["first-aiducation"][lang]);
        await waitForHydration(page);
        await page.getByRole("combobox", { name: t.rhythm }).selectOption("120");
        await page.getByRole("button", { name: t.start }).click();
        await expect(page.getByRole("combobox", { name: t.rhythm })).toBeDisabled();

        const press = page.getByRole("button", { name: t.compress });
        await pressSteadily(page, () => press.click());
        await expect(page.getByRole("main").getByText(t.anyVerdict)).toBeVisible();
        await page.getByRole("button", { name: t.stop }).click();

        const result = page.getByRole("region", { name: t.result });
        await expect(result.getByText(String(PRESSES), { exact: true })).toBeVisible();
        // At 320 px, each figure's name in the result is whole (a board's name may be one long word).
        const viewport = page.viewportSize()!;
        await page.setViewportSize({ width: 320, height: 640 });
        const resultSection = "section[aria-labelledby=compression-game-result]";
        expect(await brokenWords(page, resultSection), "words broken mid-word at 320 px").toEqual([]);
        await page.setViewportSize(viewport);
        // The longest name there can be, in one word.
        const name = `${Math.random().toString(36).slice(2, 7)}ClicAlRitmoPerfecto`.slice(0, 20);
        await page.getByLabel(t.name).fill(name);
        await expectNoAxeViolations(page);

        // The first attempt never reaches the server: the page says so and keeps the name.
        let dropped = false;
        await page.route(new RegExp(`${gameApiPath}$`), (route) => {
          if (!dropped && route.request().method() === "POST") {
            dropped = true;
            return route.abort("internetdisconnected");
          }
          return route.continue();
        });
        await page.getByRole("button", { name: t.save }).click();
        await expect(page.getByRole("alert")).toHaveText(t.failed);
        await expect(page.getByLabel(t.name)).toHaveValue(name);

        const requests: string[] = [];
        page.on("request", (request) => requests.push(new URL(request.url()).pathname));
        await page.getByRole("button", { name: t.save }).click();
        await expect(page.getByText(t.saved)).toBeVisible();
        // The save answers the board read again, which takes the old one's place: no page load, no second request.
        await expect(leaderboardRow(page, name)).toBeVisible();
        expect(requests).toEqual([gameApiPath]);
        // The score the board stores, which the server measured from the presses, is the one the page showed.
        const shown = (await result.getByRole("definition").first().textContent()) ?? "none";
        await expect(leaderboardRow(page, name).getByRole("cell").nth(1)).toHaveText(shown);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

        // The board is the same in the other language.
        await page.goto(pages["first-aiducation"][lang === "es" ? "en" : "es"]);
        await expect(leaderboardRow(page, name)).toBeVisible();
      });

    // The same in every language but for its words, which the Worker's tests check in each: in the browser, in one.
    if (isTurnOf(lang, 2)) {
      test(`the game can be played and saved with the keyboard only (${lang})`, async ({ page }) => {
        await page.goto(pages["first-aiducation"][lang]);
        await waitForHydration(page);
        const rhythm = page.getByRole("combobox", { name: t.rhythm });
        await rhythm.focus();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown"); // 110 → 120 per minute, the fastest rhythm
        await expect(rhythm).toHaveValue("120");
        await page.keyboard.press("Tab"); // the metronome
        await page.keyboard.press("Tab"); // Start
        await expect(page.getByRole("button", { name: t.start })).toBeFocused();
        await page.keyboard.press("Enter");

        // Focus moves to the press button, and Space presses it.
        const press = page.getByRole("button", { name: t.compress });
        await expect(press).toBeFocused();
        await pressSteadily(page, () => page.keyboard.press("Space"));
        await expect(page.getByRole("main").getByText(t.anyVerdict)).toBeVisible();

        await page.keyboard.press("Shift+Tab"); // Restart
        await page.keyboard.press("Shift+Tab"); // Stop
        await expect(page.getByRole("button", { name: t.stop })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: t.result })).toBeFocused();
        await expect(
          page.getByRole("region", { name: t.result }).getByText(String(PRESSES), { exact: true }),
        ).toBeVisible();

        await page.keyboard.press("Tab");
        await expect(page.getByLabel(t.name)).toBeFocused();
        const name = uniqueName("Keys");
        await page.keyboard.type(name);
        await page.keyboard.press("Enter");
        await expect(page.getByText(t.saved)).toBeVisible();
        await expect(leaderboardRow(page, name)).toBeVisible();
      });
    }
  }

  test("a game can be played by tapping on a touch screen @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch only");
    await page.goto(pages["first-aiducation"].es);
    await waitForHydration(page);
    await page.getByRole("button", { name: copy.es.start }).tap();
    const press = page.getByRole("button", { name: copy.es.compress });
    for (let i = 0; i < 3; i += 1) {
      await page.waitForTimeout(INTERVAL_MS);
      await press.tap();
    }
    const readout = page.getByLabel("Marcador de la partida").getByRole("definition").first();
    await expect(readout).toHaveText("3");
    await expectNoAxeViolations(page);
  });

  test("a hand-made save is refused and nothing reaches the board", async ({ page, request }) => {
    const name = uniqueName("Forged");
    const answer = await request.post(pages["first-aiducation"].es, {
      form: {
        intent: "save",
        game_id: "not-a-game",
        player_name: name,
        score: "100",
        accuracy: "100",
        success_rate: "100",
        compressions: "120",
      },
    });
    // A claimed result without the presses' times: nothing to measure, refused before its id is read.
    expect(answer.status()).toBe(400);
    expect(rowsWith("chest_compression_scores", "player_name", name)).toBe(0);
    // The board the check reads is there and shows scores (one stored here, straight into D1, with
    // the lowest score, so that it never takes a place from another test's; read at an address the
    // edge cache does not keep).
    const anchor = uniqueName("Shown");
    storeScore(anchor, 0);
    const board = pages["first-aiducation"].es;
    await openBoardUntil(
      page,
      () => uncachedBoard(board),
      (page) => page.getByRole("table").getByRole("rowheader").first(),
    );
    await expect(leaderboardRow(page, name)).toHaveCount(0);
  });

  test("is also shown inside the portfolio, with breadcrumbs and its canonical address", async ({ page }) => {
    await page.goto(pages["portfolio-first-aiducation"].en);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("First Aiducation");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Success cases" })).toHaveAttribute("href", pages.portfolio.en);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/first-aiducation$/);
    await expect(page.getByRole("button", { name: copy.en.compress })).toBeVisible();
  });
});

test.describe("First Aiducation without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    const t = copy[lang];
    const { game, closing } = firstAiducationContent[lang];

    test(`says that the game needs JavaScript, and the rest of the page works (${lang})`, async ({ page }) => {
      const schools = closing
        .flatMap((section) => (section.kind === "buttons" ? section.buttons : []))
        .find((button) => button.action.kind === "page" && button.action.pageId === "education");
      if (!schools) throw new Error("the page links to the programmes for schools");
      await page.goto(pages["first-aiducation"][lang]);
      await expect(page.getByText(t.needsJavaScript)).toBeVisible();
      await expect(page.getByRole("button", { name: t.start })).toBeDisabled();
      await expect(page.getByRole("button", { name: t.compress })).toBeDisabled();
      await expect(page.getByRole("heading", { level: 2, name: game.leaderboardHeading })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: schools.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pages.education[lang]}$`));
    });
  }
});
