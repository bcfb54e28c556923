import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readCsv } from "~/lib/csv.testing";
import { enClassroom } from "~/locales/en-classroom";
import { fingerPresses, scriptPresses } from "~/features/compression-game/measures/human-presses.testing";
import { joinClass, openClass, saveGame } from "./class-game-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A class game's figures are the server's own, measured from the presses' times, through the whole
// Worker: what the page claims of them is not read, presses too even for a finger are kept with a
// mark the teacher sees, and a pupil's free games are saved 20 s apart at least. The expected
// figures are worked out by hand here from the presses, not by the module that measures them.

quietConsole();

/** Presses `intervals` apart from 500 ms on, as the page posts them. */
function timing(intervals: readonly number[]) {
  const pressesAt = [500];
  for (const interval of intervals) pressesAt.push(pressesAt.at(-1)! + interval);
  return { presses_at: pressesAt.join(","), duration_ms: String(pressesAt.at(-1)) };
}

async function stored(classId: number) {
  return env.DB.prepare(
    `SELECT score, accuracy, success_rate, compressions, mean_rate_bpm, share_in_window, too_regular
     FROM class_games WHERE class_id = ? ORDER BY id`,
  )
    .bind(classId)
    .all<Record<string, number>>();
}

describe("a class game's figures", () => {
  it("are measured from the presses: a save that claims 100 at 110 a minute with presses at 60 stores the presses' figures", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Nil");
    // 40 presses at about 62 a minute, with a finger's unevenness (955 and 985 ms by turns).
    const slow = timing(Array.from({ length: 39 }, (_, index) => (index % 2 ? 985 : 955)));
    const claims = {
      score: "100",
      accuracy: "100",
      success_rate: "100",
      compressions: "40",
      mean_rate_bpm: "110",
      share_in_window: "100",
    };
    expect((await saveGame("en", cookie, { ...slow, ...claims })).status).toBe(200);
    const [game] = (await stored(id)).results;
    // At the class's 110 a minute a press is due every 545.45 ms: 955 ms is 75.1 % off (accuracy
    // 24.9) and 985 ms 80.6 % off (19.4). 20 of the first and 19 of the second; none is a hit (over 60).
    const due = 60_000 / 110;
    const accuracyOf = (interval: number) => 100 - (100 * (interval - due)) / due;
    const accuracy = (20 * accuracyOf(955) + 19 * accuracyOf(985)) / 39;
    expect(game).toMatchObject({ compressions: 40, success_rate: 0, share_in_window: 0 });
    expect(game!.accuracy).toBeCloseTo(accuracy, 6);
    expect(game!.score).toBe(Math.round(0.7 * accuracy));
    expect(game!.mean_rate_bpm).toBeCloseTo(60_000 / ((20 * 955 + 19 * 985) / 39), 6);
  });

  it("mark presses too even for a finger, keep them, and show the mark on the teacher's screen and in the CSV", async () => {
    const { id, code, path } = await openClass("en");
    const metronome = await joinClass("en", code, "Tic");
    const finger = await joinClass("en", code, "Toc");
    // A metronome's presses, 545 ms apart to the millisecond; a script's, each interval 545 ms ±12;
    // a finger's, keeping 110 a minute alone (human-presses.testing.ts).
    expect((await saveGame("en", metronome, timing(Array<number>(59).fill(545)))).status).toBe(200);
    const script = await joinClass("en", code, "Tac");
    const scripted = scriptPresses(5, 60, 12, "interval");
    const posted = (presses: number[]) => ({ presses_at: presses.join(","), duration_ms: String(presses.at(-1)) });
    expect((await saveGame("en", script, posted(scripted))).status).toBe(200);
    expect((await saveGame("en", finger, posted(fingerPresses(5, 60)))).status).toBe(200);
    expect((await stored(id)).results.map((game) => game.too_regular)).toEqual([1, 1, 0]);

    const mark = enClassroom.game.tooRegular;
    const page = await (await siteFetch(path)).text();
    const rowHeaders = [...page.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]!);
    expect(rowHeaders.filter((cell) => cell.includes(mark)).map((cell) => cell.split("<")[0])).toEqual(["Tic", "Tac"]);
    expect(rowHeaders.some((cell) => cell.startsWith("Toc"))).toBe(true);
    const rows = readCsv((await (await siteFetch(`${path}/results.csv`)).text()).replace(/^\uFEFF/, ""), ",");
    const header = rows.findLast((row) => row[0] === enClassroom.columns.nickname)!;
    const note = header.indexOf(enClassroom.csv.note);
    const games = rows.slice(rows.indexOf(header) + 1);
    expect(games.map((row) => [row[0], row[note]])).toEqual([
      ["Tic", mark],
      ["Tac", mark],
      ["Toc", ""],
    ]);
  });

  it("are saved 20 s apart at least for one pupil; a classmate is not held up", async () => {
    const { id, code } = await openClass("ca");
    const hasty = await joinClass("ca", code, "Pressa");
    const classmate = await joinClass("ca", code, "Calma");
    const game = timing(Array.from({ length: 39 }, (_, index) => (index % 2 ? 530 : 560)));
    expect((await saveGame("ca", hasty, game)).status).toBe(200);
    const again = await saveGame("ca", hasty, game);
    expect(again.status).toBe(429);
    expect(again.headers.get("Retry-After")).toBe("20");
    expect(await again.text()).toContain("classroom.game.tooSoon");
    expect((await saveGame("ca", classmate, game)).status).toBe(200);
    // Twenty seconds on (the first game's save moved back in time), the pupil saves again.
    await env.DB.prepare(
      "UPDATE class_games SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-21 seconds') WHERE class_id = ?",
    )
      .bind(id)
      .run();
    expect((await saveGame("ca", hasty, game)).status).toBe(200);
    expect((await stored(id)).results).toHaveLength(3);
  });
});
