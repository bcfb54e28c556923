import { describe, expect, it } from "vitest";
import { resultsCsvPath, resultsJsonPath } from "~/features/classroom/classroom-routes";
import type { PupilSummary } from "~/features/classroom/results/class-summary";
import { readCsv } from "~/lib/csv.testing";
import { caClassroom } from "~/locales/ca-classroom";
import { bodyRows, html, openClass, type OpenedClass } from "./class-setup";
import { saveGame } from "./class-game-posts";
import {
  durationMs,
  enter,
  join,
  pressesAt,
  read,
  roundsOf,
  save,
  setTimes,
  startRound,
  type Pupil,
} from "./class-round-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Every attempt counts wherever the teacher reads the class's results: a lesson of three rounds
// and a free game, each played and saved through the whole Worker as the pupil's phone does, is
// four attempts on the teacher's table (and in every measure behind it), in the CSV, each with its
// kind and round number, in the JSON, and in what deleting the class or removing the pupil loses.

quietConsole();

const strings = caClassroom;

/** A round started from the teacher's screen, entered by the pupil, run in full until 5 s ago, then saved. */
async function playRound(opened: OpenedClass, pupil: Pupil, kind: "practice" | "test") {
  expect((await startRound(opened, { round_kind: kind, round_length: "30" })).status).toBe(303);
  const round = (await roundsOf(opened.id)).at(-1)!;
  expect((await enter("ca", pupil, round.id)).status).toBe(200);
  const now = Date.now();
  await setTimes(round.id, now - 5_000 - durationMs, now - 5_000);
  const saved = await save("ca", pupil, round.id, pressesAt, durationMs);
  expect(saved.status).toBe(200);
  return (await read(saved)).result as { grade: number };
}

/** The body rows of the teacher's table of pupils: the table whose header names the games' column. */
function teacherTableRows(page: string): string[][] {
  const table = [...page.matchAll(/<table[\s\S]*?<\/table>/g)].find(([markup]) =>
    markup.includes(`>${strings.columns.games}</th>`),
  );
  return bodyRows(table?.[0] ?? "");
}

describe("a lesson of three rounds and a free game", () => {
  it("is four attempts on the teacher's table, in the CSV, the JSON and the delete and remove pages", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Laia");
    expect((await saveGame("ca", pupil.cookie)).status).toBe(200);
    await playRound(opened, pupil, "test");
    await playRound(opened, pupil, "practice");
    const last = await playRound(opened, pupil, "test");

    // The table: four games, the latest the last test's score.
    const [row] = teacherTableRows(await (await siteFetch(opened.path)).text());
    // The rounds' presses, a script's, are too even for a finger: the mark follows the nickname.
    expect(row!.slice(0, 3)).toEqual([`Laia⚠ ${strings.game.tooRegular}`, "4", String(last.grade)]);
    // Every measure has a figure: the free game gives the rhythm score and accuracy, all four the rest.
    const detailed = teacherTableRows(await (await siteFetch(`${opened.path}?measures=all`)).text());
    expect(detailed[0]!.slice(1, 12)).not.toContain("–");
    expect(detailed[0]![1]).toBe("4");

    const json = (await (await siteFetch(resultsJsonPath(opened.path))).json()) as { rows: PupilSummary[] };
    expect(json.rows).toMatchObject([{ nickname: "Laia", games: 4, latestGrade: last.grade }]);

    const csv = readCsv((await (await siteFetch(resultsCsvPath(opened.path))).text()).replace(/^\uFEFF/, ""), ";");
    const summary = csv.findIndex((cells) => cells[0] === strings.csv.summaryTitle);
    expect(csv[summary + 2]!.slice(0, 2)).toEqual(["Laia", "4"]);
    const games = csv.findIndex((cells) => cells[0] === strings.csv.gamesTitle);
    expect(csv[games + 1]!.slice(0, 3)).toEqual([
      strings.columns.nickname,
      strings.round.attemptKind,
      strings.round.heading,
    ]);
    // The section ends at the blank line before the lesson's.
    const section = csv.slice(games + 2);
    const attempts = section.slice(
      0,
      section.findIndex((cells) => cells.length <= 1),
    );
    expect(attempts.map((cells) => cells.slice(0, 3))).toEqual([
      ["Laia", strings.round.freeGame, ""],
      ["Laia", strings.round.test, "1"],
      ["Laia", strings.round.practice, "2"],
      ["Laia", strings.round.test, "3"],
    ]);

    const deletePage = await (await siteFetch(`${opened.path}?confirm=delete`)).text();
    expect(deletePage).toContain(
      html(strings.teacher.deleteLoses.replace("{{pupils}}", "1").replace("{{games}}", "4")),
    );
    const removePage = await (await siteFetch(`${opened.path}?pupil=${pupil.id}`)).text();
    expect(removePage).toContain(html(strings.teacher.removeLoses.replace("{{games}}", "4")));
  });
});
