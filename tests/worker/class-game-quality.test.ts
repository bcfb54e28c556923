import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readCsv } from "~/lib/csv.testing";
import { enClassroom } from "~/locales/en-classroom";
import { joinClass, openClass, saveGame } from "./class-game-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The quality of a class game's compressions, through the whole Worker (docs/decisions/0016): the
// game sends when its presses came, the server measures them itself and stores the measures beside
// the game, and the teacher's CSV carries a column for each.

quietConsole();

/** The genuine game's 41 presses (genuine-game.ts: every 600 ms), after a 3 s pause from the start. */
const pressesAt = Array.from({ length: 41 }, (_, index) => 3_000 + index * 600);
const durationMs = pressesAt.at(-1)! + 400;
const timing = { presses_at: pressesAt.join(","), duration_ms: String(durationMs) };
// Of the 3 s before the first press, the part beyond one beat at 100 a minute (0.6 s) is hands off:
// 25 s of 27.4 s with compressions.
const fraction = (25 / 27.4) * 100;
// Every interval at 100 a minute, even and kept to the end; the fraction's credit (0.95 at 80 %, 1 at
// 100 %) times the longest pause's (1 up to 2 s, 0.93 at 6 s) times the rate's, where the 3 s wait
// is a beat that earns nothing beside the 40 intervals (cpr-quality.ts).
const grade = Math.round(100 * (0.95 + (0.05 * (fraction - 80)) / 20) * (1 - (0.07 * 1_000) / 4_000) * (40 / 41));

async function storedQuality(classId: number) {
  return env.DB.prepare(
    `SELECT compression_fraction, rate_spread, longest_pause_ms, rate_change, grade
     FROM class_games WHERE class_id = ?`,
  )
    .bind(classId)
    .all();
}

describe("a class game's quality", () => {
  it("is measured by the server from the presses' times and stored with the game", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Aina");
    const saved = await saveGame("en", cookie, timing);
    expect(saved.status).toBe(200);
    expect((await storedQuality(id)).results).toEqual([
      {
        compression_fraction: expect.closeTo(fraction, 9),
        rate_spread: 0,
        longest_pause_ms: 3_000,
        // The start's and the end's rates, each a weighted mean of the same intervals: equal but for rounding.
        rate_change: expect.closeTo(0, 9),
        grade,
      },
    ]);
  });

  it("is not stored without the presses' times (a page of an earlier build): the pupil is asked to reload", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Bru");
    const claimed = { score: "100", accuracy: "100", success_rate: "100", compressions: "41" };
    const saved = await saveGame("en", cookie, { ...claimed, presses_at: "", duration_ms: "" });
    expect(saved.status).toBe(400);
    expect(await saved.text()).toContain("classroom.game.reload");
    expect((await storedQuality(id)).results).toEqual([]);
  });

  it.each([
    // Well formed but not this game's: the pipeline's answer to an implausible claim.
    ["too few presses for a score", 422, { ...timing, presses_at: pressesAt.slice(12).join(",") }],
    ["two presses closer than one contact", 422, { ...timing, presses_at: [2_950, ...pressesAt].join(",") }],
    ["out of order", 422, { ...timing, presses_at: [pressesAt[1], pressesAt[0], ...pressesAt.slice(2)].join(",") }],
    ["ended before its last press", 422, { ...timing, duration_ms: String(pressesAt.at(-1)! - 1) }],
    // Not what the game sends at all.
    ["not numbers", 400, { ...timing, presses_at: "1,2,x" }],
    ["too long a list", 400, { ...timing, presses_at: Array.from({ length: 200 }, (_, i) => i * 600).join(",") }],
  ] as const)("refuses times that cannot be the game's (%s: %i), and stores nothing", async (_, status, fields) => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Cai");
    expect((await saveGame("en", cookie, fields)).status).toBe(status);
    expect((await storedQuality(id)).results).toEqual([]);
  });

  it("reaches the teacher's CSV, a column for each measure, in plain words", async () => {
    const { path, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Dana");
    expect((await saveGame("en", cookie, timing)).status).toBe(200);
    const text = (await (await siteFetch(`${path}/results.csv`)).text()).replace(/^\uFEFF/, "");
    const rows = readCsv(text, ",");
    const columns = enClassroom.columns;
    const summaryHeader = rows.find((row) => row[0] === columns.nickname)!;
    // The summary's measures are means over the pupil's games, and say so.
    expect(summaryHeader).toContain("Time compressing (mean, %)");
    expect(summaryHeader[summaryHeader.indexOf(columns.verdict)]).toBe(columns.verdict);
    const header = rows.findLast((row) => row[0] === columns.nickname)!;
    const game = rows.at(-1)!;
    const cell = (name: string) => game[header.indexOf(name)];
    expect(cell(enClassroom.csv.gameCompressionFraction)).toBe("91.2");
    expect(cell(columns.longestPauseS)).toBe("3");
    expect(cell(enClassroom.csv.gameRateAtEnd)).toBe("100");
    expect(cell(enClassroom.csv.grade)).toBe(String(grade));
    expect(grade).toBe(94);
    expect(cell(columns.verdict)).toBe(enClassroom.verdicts.good);
  });
});
