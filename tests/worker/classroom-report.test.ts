import { describe, expect, it } from "vitest";
import { lessonJsonPath, reportPath, resultsCsvPath, teacherPath } from "~/features/classroom/classroom-routes";
import { readLessonView } from "~/features/classroom/results/lesson-live";
import { DEPTH_ESTIMATE_ERROR_MM } from "~/features/compression-game/depth/depth-zone";
import type { Lang } from "~/i18n-routes";
import { readCsv } from "~/lib/csv.testing";
import { intlLocale } from "~/lib/intl-locale";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { messages } from "~/locales/messages";
import { siteOrigin } from "../integration/helpers";
import { html, openClass, tableRows } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { expectPrivate, nicknames, teachLesson } from "./lesson-setup";
import { loggedJson, quietConsole } from "./quiet-console";

// A lesson's printable report and the lesson's sections of the CSV through the whole Worker: the
// rounds and the class before and after, each nickname's tests only when the teacher asks, private
// as the teacher link, without the site's frame or a script, and the site's 404 for a wrong token,
// whose path reaches the log as `[token]`. Rounds and results are written straight to D1: how they
// are played and saved is the rounds' own tests' matter.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

const percent = (lang: Lang, share: number) =>
  new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 0 }).format(share);

describe("the lesson's printable report", () => {
  it.each(langs)(
    "shows in %s the day, the class, its rounds and the class before and after, no nickname",
    async (lang) => {
      const opened = await openClass({ lang, name: "4t ESO B" });
      await teachLesson(opened, lang);
      const response = await siteFetch(reportPath(opened.path));
      expect(response.status).toBe(200);
      expectPrivate(response);
      const page = await response.text();
      const copy = strings[lang];
      expect(page).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(page).toContain('<meta name="referrer" content="no-referrer"/>');
      expect(page).toContain(`<title>4t ESO B · ${html(copy.report.title)}`);
      expect(page).toContain(html(copy.report.heading));
      expect(page).toContain(html(copy.report.printHint));
      const today = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: "Europe/Madrid" });
      expect(page).toContain(`<dd>${today.format(Date.now() - 3 * 3_600_000)}</dd>`);
      // The rounds: their number, kind, length, pupils in them and results saved.
      const rounds = tableRows(page, "report-rounds");
      expect(rounds.map((row) => [row[0], row[1], row[4], row[5]])).toEqual([
        ["1", copy.report.kinds.test, "3", "2"],
        ["2", copy.report.kinds.practice, "2", "1"],
        ["3", copy.report.kinds.test, "3", "3"],
      ]);
      expect(rounds[1]![2]).toContain(html(copy.report.endedEarly));
      // What each figure is and the guideline it is held to, under the names the tables give them.
      const measures = /<section aria-labelledby="report-measures"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
      expect(page).toContain(html(copy.report.measuresHeading));
      const said = (text: string) =>
        html(
          text.replace("{{error}}", String(DEPTH_ESTIMATE_ERROR_MM)).replace("{{notMeasured}}", copy.depth.notMeasured),
        );
      expect(
        [...measures.matchAll(/<dt[^>]*>([^<]+)<\/dt> <dd[^>]*>([^<]+)<\/dd>/g)].map((match) => match.slice(1)),
      ).toEqual([
        [html(copy.round.grade), said(copy.report.measures.grade)],
        [html(copy.round.meanRate), said(copy.report.measures.rate)],
        [html(copy.round.fraction), said(copy.report.measures.fraction)],
        [html(copy.columns.longestPauseS), said(copy.report.measures.pauses)],
        [html(copy.depth.testColumn), said(copy.report.measures.depth)],
      ]);
      // Laia1 and Pol2 took both tests: before, Pol2 alone had both; after, Laia1 (Pol2 too fast).
      expect(page).toContain(html(copy.lesson.figuresCaption.replace("{{pupils}}", "2")));
      const figures = [
        ...page.matchAll(
          /<tr[^>]*><th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)<\/td><\/tr>/g,
        ),
      ];
      expect(figures.map((match) => match.slice(1))).toEqual([
        [html(copy.lesson.figures.guidelineRate), percent(lang, 0.5), percent(lang, 0.5)],
        [html(copy.lesson.figures.goodFraction), percent(lang, 0.5), percent(lang, 1)],
        [html(copy.lesson.figures.both), percent(lang, 0.5), percent(lang, 0.5)],
      ]);
      for (const nickname of nicknames) expect(page).not.toContain(nickname);
      // Asked for by a GET form, unticked; no site frame, no script but the speculation rules.
      expect(page).toMatch(/<form method="get"/);
      const box = /<input[^>]*name="names"[^>]*>/.exec(page)?.[0] ?? "";
      expect(box).toContain('type="checkbox"');
      expect(box).toContain('value="1"');
      expect(box).not.toContain("checked");
      for (const absent of ["<nav", "<footer", '<script type="module"', "__remixContext"]) {
        expect(page, absent).not.toContain(absent);
      }
      // Printed: the form and the links left off, rows kept whole, the browser's header with the address off.
      expect(page).toMatch(/<div class="[^"]*print:hidden[^"]*"><p[^>]*>/);
      expect(page).toContain("break-inside-avoid");
      expect(page).toContain("@bottom-right");
    },
  );

  it.each(langs)("lists in %s each nickname's first and last test when the teacher ticks it", async (lang) => {
    const opened = await openClass({ lang });
    await teachLesson(opened, lang);
    const response = await siteFetch(`${reportPath(opened.path)}?names=1`);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const page = await response.text();
    expect(/<input[^>]*name="names"[^>]*>/.exec(page)?.[0]).toContain('checked=""');
    expect(page).toContain(html(strings[lang].report.pupilsHeading));
    const decimal = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1 });
    // By nickname in the page's language; a rate to a whole beat, the fraction to one decimal.
    // Àngel3 took the last test only: one test, as such, in the last test's columns.
    expect(tableRows(page, "report-pupils")).toEqual([
      [`Àngel3${strings[lang].lesson.oneTest}`, "–", "–", "–", "82", "108", "88"],
      ["Laia1", "55", "96", "70", "86", "112", decimal.format(90)],
      ["Pol2", "80", "105", "85", "70", "125", "92"],
    ]);
    // Anything else than `1` is no request for the nicknames.
    const unticked = await (await siteFetch(`${reportPath(opened.path)}?names=yes`)).text();
    expect(unticked).not.toContain("Laia1");
  });

  it("says when the class has had no test, or no round at all", async () => {
    const opened = await openClass({ lang: "es" });
    const page = await (await siteFetch(reportPath(opened.path))).text();
    expect(page).toContain(html(esClassroom.report.noRounds));
    expect(page).toContain(html(esClassroom.lesson.noPairs));
    // The teacher's screen shows no before and after until the class has had a test round (its
    // island is there, with the report's address in its data, to show it once a test ends).
    const screen = await (await siteFetch(opened.path)).text();
    expect(screen).not.toContain(`<a href="${reportPath(opened.path)}"`);
    expect(screen).not.toContain('id="before-after"');
  });

  it("is the site's 404 for a wrong token, takes no post, and the log never holds a token", async () => {
    const opened = await openClass({ lang: "ca" });
    const wrong = "B".repeat(43);
    for (const path of [
      reportPath(teacherPath("ca", wrong)),
      reportPath(teacherPath("en", "short-secret")),
      reportPath(teacherPath("es", opened.token)).toUpperCase(),
    ]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const notFound = await siteFetch(reportPath(teacherPath("ca", wrong)));
    expectPrivate(notFound);
    const page = await notFound.text();
    expect(page).toContain(html(messages.ca.notFound.title));
    // The site's frame, as any unknown address.
    expect(page).toContain("<footer");
    const post = await postForm(reportPath(opened.path), { names: "1" }, { Origin: siteOrigin });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
    const log = loggedJson();
    expect(log).toContain("/t/[token]");
    for (const secret of [wrong, "short-secret", opened.token, opened.token.toUpperCase()]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("the lesson on the teacher's screen", () => {
  it.each(langs)("shows in %s the class before and after, each pupil's tests and the report's link", async (lang) => {
    const opened = await openClass({ lang });
    await teachLesson(opened, lang);
    const page = await (await siteFetch(opened.path)).text();
    const copy = strings[lang];
    expect(page).toContain(`<h2 id="before-after"`);
    expect(page).toContain(html(copy.lesson.figuresCaption.replace("{{pupils}}", "2")));
    expect(page).toContain(`>${html(copy.lesson.pupilsCaption)}</caption>`);
    expect(page.match(/<th scope="colgroup" colSpan="3"/g)).toHaveLength(2);
    expect(page).toMatch(new RegExp(`<a href="${reportPath(opened.path)}"`));
    expect(page).toContain(html(copy.lesson.reportNote).split("{{date}}")[0]);
    for (const nickname of ["Laia1", "Pol2"]) expect(page).toContain(`>${nickname}</th>`);
    // Àngel3's one test, the last: marked as one test, in the last test's columns, none in the first's.
    const oneTest = `>Àngel3<span[^>]*>${copy.lesson.oneTest}</span></th>(<td[^>]*>–</td>){3}<td[^>]*>82</td>`;
    expect(page).toMatch(new RegExp(oneTest));
  });
});

describe("the lesson's JSON beside the teacher link", () => {
  it.each(langs)(
    "gives in %s what the screen shows of the lesson, privately, and a 404 to a wrong token",
    async (lang) => {
      const opened = await openClass({ lang });
      await teachLesson(opened, lang);
      const response = await siteFetch(lessonJsonPath(opened.path));
      expect(response.status).toBe(200);
      expectPrivate(response);
      const lesson = readLessonView(await response.json());
      expect(lesson?.figures.pupils).toBe(2);
      expect(
        lesson?.pupils.map((pupil) => [pupil.nickname, pupil.tests, pupil.first?.grade, pupil.last?.grade]),
      ).toEqual([
        ["Àngel3", 1, undefined, 82],
        ["Laia1", 2, 55, 86],
        ["Pol2", 2, 80, 70],
      ]);
      const wrong = await siteFetch(lessonJsonPath(teacherPath(lang, "C".repeat(43))));
      expect(wrong.status).toBe(404);
      await wrong.arrayBuffer();
      expect(loggedJson()).not.toContain(opened.token);
    },
  );
});

describe("the class's CSV of a lesson", () => {
  it.each(langs)("ends in %s with each pupil's first and last test, then the class before and after", async (lang) => {
    const opened = await openClass({ lang });
    await teachLesson(opened, lang);
    const response = await siteFetch(resultsCsvPath(opened.path));
    expect(response.status).toBe(200);
    expectPrivate(response);
    const rows = readCsv((await response.text()).replace(/^\uFEFF/, ""), lang === "en" ? "," : ";");
    const { lesson } = strings[lang];
    const tests = rows.findIndex((row) => row[0] === lesson.csv.testsTitle);
    expect(tests).toBeGreaterThan(0);
    expect(rows[tests + 1]).toEqual([
      strings[lang].columns.nickname,
      lesson.csv.firstGrade,
      lesson.csv.firstRate,
      lesson.csv.firstFraction,
      lesson.csv.firstInWindow,
      strings[lang].csv.firstDepthMm,
      strings[lang].csv.firstDepthInBand,
      lesson.csv.lastGrade,
      lesson.csv.lastRate,
      lesson.csv.lastFraction,
      lesson.csv.lastInWindow,
      strings[lang].csv.lastDepthMm,
      strings[lang].csv.lastDepthInBand,
      strings[lang].csv.note,
    ]);
    // Tests of taps: their depth's cells empty.
    expect(rows.slice(tests + 2, tests + 5)).toEqual([
      ["Àngel3", "", "", "", "", "", "", "82", "108", "88", "75", "", "", lesson.oneTest],
      ["Laia1", "55", "96", "70", "40", "", "", "86", "112", "90", "85", "", "", ""],
      ["Pol2", "80", "105", "85", "80", "", "", "70", "125", "92", "30", "", "", ""],
    ]);
    // Then the class before and after, and that no pupil's depth was measured in both tests.
    expect(rows.at(-2)).toEqual([strings[lang].csv.depthTitle]);
    expect(rows.at(-1)).toEqual([strings[lang].csv.depthNotMeasured]);
    expect(rows.slice(tests + 6, tests + 12)).toEqual([
      [lesson.csv.figuresTitle],
      [lesson.csv.pairedPupils, "2"],
      [lesson.csv.shareOfPupils, lesson.firstTest, lesson.lastTest],
      [lesson.figures.guidelineRate, "50", "50"],
      [lesson.figures.goodFraction, "50", "100"],
      [lesson.figures.both, "50", "50"],
    ]);
    if (lang === "en") expect(rows[tests + 1]).toContain("Time compressing, first test (%)");
  });
});
