import type { Page } from "@playwright/test";
import { verdicts, type Verdict } from "../../app/features/compression-game/measures/cpr-grade";
import { languages } from "../../app/i18n-routes";
import { newSchool, openClass, pupilRow, strings } from "./classroom-flow";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { runSql } from "./database";
import { stylesApplied } from "./page-checks";
import { addedPupil, markPlaying, savedGame } from "./stored-class";

// The teacher's table answers "who needs help?" at a glance, on a laptop (1366×768) with a class
// of thirty: the first row and its verdict above the fold, one line per pupil (48 px at most), so
// that thirty rows fit in two screens; a verdict in words with an icon for each pupil (not a
// colour alone), "not played yet" for who has not, who is playing now, a legend one click away, and
// every measure one click away in the details view. With and without JavaScript.

const laptop = { width: 1366, height: 768 };
const CLASS_SIZE = 30;

/** Thirty pupils: a game each of a score and fault by turns, but the last one, who has not played. */
function thirtyPupils(code: string): { nicknames: string[]; shown: Map<string, Verdict | "notPlayed"> } {
  const faults = verdicts.filter((verdict) => verdict !== "good");
  const nicknames = Array.from({ length: CLASS_SIZE }, (_, index) => `Alumne ${String(index + 1).padStart(2, "0")}`);
  const shown = new Map<string, Verdict | "notPlayed">();
  const statements = nicknames.flatMap((nickname, index) => {
    if (index === CLASS_SIZE - 1) {
      shown.set(nickname, "notPlayed");
      return [addedPupil(code, nickname)];
    }
    // Every third pupil good (90), the others graded under 80 with each fault by turns.
    const good = index % 3 === 0;
    const fault = faults[index % faults.length]!;
    shown.set(nickname, good ? "good" : fault);
    return [addedPupil(code, nickname), savedGame(code, nickname, good ? 90 : 40 + index, fault)];
  });
  runSql(statements.join(";\n"));
  return { nicknames, shown };
}

/** The table's body rows' heights, in CSS pixels. */
const rowHeights = (page: Page) =>
  page
    .locator("section[aria-labelledby='class-results'] tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));

for (const lang of languages) {
  const t = strings[lang];

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`the teacher's table at a glance (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled, viewport: laptop });

      test("thirty pupils in two screens, each with a verdict in words, who plays now, and the details one click away", async ({
        page,
      }) => {
        const code = await openClass(page, lang, `3r ${lang} glance`, newSchool());
        const { nicknames, shown } = thirtyPupils(code);
        markPlaying(code, nicknames[CLASS_SIZE - 1]!);
        await page.reload();
        if (javaScriptEnabled) await waitForHydration(page);
        await stylesApplied(page);

        const rows = page.locator("section[aria-labelledby='class-results'] tbody tr");
        await expect(rows).toHaveCount(CLASS_SIZE);
        // The first row, with its verdict, is above the fold as the page opens.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(rows.first()).toBeInViewport({ ratio: 1 });
        // One line a pupil: thirty rows within two screens' height.
        const heights = await rowHeights(page);
        expect(Math.max(...heights), `row heights ${heights.join(", ")}`).toBeLessThanOrEqual(48);
        const box = await page.locator("section[aria-labelledby='class-results'] tbody").boundingBox();
        expect(box?.height ?? Infinity).toBeLessThanOrEqual(2 * laptop.height);

        // Each pupil's verdict in words, with an icon beside it; none for a colour alone.
        for (const nickname of nicknames) {
          const verdict = shown.get(nickname)!;
          const cell = pupilRow(page, nickname).getByRole("cell", { name: t.verdicts[verdict], exact: true });
          await expect(cell).toHaveCount(1);
          await expect(cell.locator("svg[aria-hidden='true']")).toHaveCount(1);
        }
        // Who is playing now, beside their nickname.
        await expect(pupilRow(page, nicknames[CLASS_SIZE - 1]!).getByText(t.verdicts.playing)).toBeVisible();
        await expect(pupilRow(page, nicknames[0]!).getByText(t.verdicts.playing)).toHaveCount(0);

        // The legend says what each word means, one click away.
        const legend = page.getByText(t.verdicts.legendHeading);
        await legend.click();
        for (const verdict of [...verdicts, "notPlayed", "playing"] as const) {
          await expect(page.getByText(t.verdicts.meaning[verdict])).toBeVisible();
        }
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        // Every measure behind the verdicts, one click away, and back.
        await page.getByRole("link", { name: t.teacher.allMeasures }).click();
        await expect(page.getByRole("columnheader", { name: t.columns.compressionFraction })).toBeVisible();
        await expect(pupilRow(page, nicknames[0]!).getByRole("cell", { name: t.verdicts.good })).toBeVisible();
        await page.getByRole("link", { name: t.teacher.summaryOnly }).click();
        await expect(page.getByRole("columnheader", { name: t.columns.compressionFraction })).toHaveCount(0);
      });
    });
  }
}
