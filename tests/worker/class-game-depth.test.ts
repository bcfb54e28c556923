import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { resultsJsonPath } from "~/features/classroom/classroom-routes";
import { readClassResults } from "~/features/classroom/results/class-results-json";
import { cprGrade, verdictOf } from "~/features/compression-game/measures/cpr-grade";
import { cprQuality } from "~/features/compression-game/measures/cpr-quality";
import { depthQuality } from "~/features/compression-game/depth/depth-quality";
import { depthFigures, depthsField } from "~/features/compression-game/depth/sent-depths";
import { readCsv } from "~/lib/csv.testing";
import { enClassroom } from "~/locales/en-classroom";
import { classPost, joinClass, oldGameId, openClass, saveGame } from "./class-game-posts";
import { siteFetch } from "./front-door";
import { genuineClassGame } from "./genuine-game";
import { quietConsole } from "./quiet-console";

// A class game played in depth mode, through the whole Worker (docs/decisions/0021): the save sends
// one depth a press beside the presses' times, never the phone's motion; the server checks them,
// measures the depth's figures and the grade with them by the same functions the pupil's page
// uses, and stores the figures (not the depths); the teacher's JSON, CSV and projector carry them.
// A game of taps stores none, and says "not measured".

quietConsole();

const pressesAt = genuineClassGame.presses_at.split(",").map(Number);
/** The genuine game's 41 compressions: 28 at 5.5 cm, then 13 too shallow. */
const depthsMm = pressesAt.map((_, index) => (index < 28 ? 55.5 : 42.3));
const depths = { depths_mm: depthsField(depthsMm) };

async function storedDepth(classId: number) {
  const { results } = await env.DB.prepare(
    `SELECT depth_mean_mm, depth_in_band, depth_too_shallow, depth_too_deep, grade, verdict
     FROM class_games WHERE class_id = ? ORDER BY id`,
  )
    .bind(classId)
    .all();
  return results;
}

describe("a class game in depth mode", () => {
  it("stores the depth's figures the server measured, and grades the depth with the timing", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Aina");
    const saved = await saveGame("en", cookie, depths);
    expect(saved.status).toBe(200);

    const quality = cprQuality({ pressesAt, durationMs: Number(genuineClassGame.duration_ms) })!;
    const depth = depthQuality(depthsMm);
    const figures = depthFigures(depthsMm);
    expect(figures.depthInBand).toBeCloseTo((28 / 41) * 100, 9);
    // A third of the compressions too shallow costs the grade points: the depth is in it.
    expect(cprGrade(quality, depth)).toBeLessThan(cprGrade(quality));
    expect(await storedDepth(id)).toEqual([
      {
        depth_mean_mm: expect.closeTo(figures.depthMeanMm!, 9),
        depth_in_band: expect.closeTo(figures.depthInBand!, 9),
        depth_too_shallow: expect.closeTo(figures.depthTooShallow!, 9),
        depth_too_deep: 0,
        grade: cprGrade(quality, depth),
        verdict: verdictOf(quality, depth),
      },
    ]);
  });

  it("stores no depth for a game of taps", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Bru");
    expect((await saveGame("en", cookie)).status).toBe(200);
    expect(await storedDepth(id)).toMatchObject([
      { depth_mean_mm: null, depth_in_band: null, depth_too_shallow: null, depth_too_deep: null },
    ]);
  });

  it("stores no depth for a game started in depth mode that went on in taps (its phone stayed turned)", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Berta");
    // The page drops a game's depths at its first tap (game-state.ts): the save sends none.
    const fields = { intent: "save", game_id: await oldGameId(true), ...genuineClassGame };
    expect((await classPost("en", cookie, fields)).status).toBe(200);
    expect(await storedDepth(id)).toMatchObject([
      { depth_mean_mm: null, depth_in_band: null, depth_too_shallow: null, depth_too_deep: null },
    ]);
  });

  it.each([
    ["one depth fewer than the presses", 422, depthsMm.slice(1).join(",")],
    ["one depth more", 422, [...depthsMm, 55].join(",")],
    ["a depth past 12 cm", 422, [130, ...depthsMm.slice(1)].join(",")],
    ["not figures", 400, ["5x", ...depthsMm.slice(1)].join(",")],
    ["a negative depth", 400, [-5, ...depthsMm.slice(1)].join(",")],
  ] as const)("refuses depths that cannot be the game's (%s: %i), and stores nothing", async (_, status, list) => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Cai");
    expect((await saveGame("en", cookie, { depths_mm: list })).status).toBe(status);
    expect(await storedDepth(id)).toEqual([]);
  });

  it("refuses depths from a game not started in depth mode: a page of an earlier build is asked to reload", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Dani");
    const fields = { intent: "save", game_id: await oldGameId(false), ...genuineClassGame, ...depths };
    const saved = await classPost("en", cookie, fields);
    expect(saved.status).toBe(400);
    expect(await saved.text()).toContain("classroom.game.reload");
    expect(await storedDepth(id)).toEqual([]);
  });

  it("marks depths all one figure to the tenth as too regular, and keeps that game off the board", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Eloi Depth");
    const same = { depths_mm: pressesAt.map(() => "55.0").join(","), to_board: "on" };
    expect(await (await saveGame("en", cookie, same)).json()).toMatchObject({ toBoard: "too-regular" });
    const stored = await env.DB.prepare("SELECT too_regular, depth_mean_mm FROM class_games WHERE class_id = ?")
      .bind(id)
      .all();
    expect(stored.results).toEqual([{ too_regular: 1, depth_mean_mm: 55 }]);
    const board = "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Eloi Depth'";
    expect(await env.DB.prepare(board).first("n")).toBe(0);
  });

  it("reaches the teacher's JSON and the CSV, and says which games were not measured", async () => {
    const opened = await openClass("en");
    const aina = await joinClass("en", opened.code, "Aina");
    const bru = await joinClass("en", opened.code, "Bru");
    expect((await saveGame("en", aina, depths)).status).toBe(200);
    expect((await saveGame("en", bru)).status).toBe(200);
    const figures = depthFigures(depthsMm);

    const table = readClassResults(await (await siteFetch(resultsJsonPath(opened.path))).json())!;
    const row = (nickname: string) => table.rows.find((pupil) => pupil.nickname === nickname)!;
    expect(row("Aina")).toMatchObject({
      depthResults: 1,
      depthMeanMm: Math.round(figures.depthMeanMm! * 10) / 10,
      depthInBand: Math.round(figures.depthInBand! * 10) / 10,
    });
    expect(row("Bru")).toMatchObject({ depthResults: 0, depthMeanMm: null, depthInBand: null });

    const text = (await (await siteFetch(`${opened.path}/results.csv`)).text()).replace(/^\uFEFF/, "");
    const rows = readCsv(text, ",");
    const csv = enClassroom.csv;
    const header = rows.findLast((cells) => cells[0] === enClassroom.columns.nickname)!;
    const game = (nickname: string) => rows.findLast((cells) => cells[0] === nickname)!;
    const cell = (nickname: string, name: string) => game(nickname)[header.indexOf(name)];
    expect(cell("Aina", csv.depth)).toBe(csv.depthMeasured);
    expect(cell("Aina", csv.depthInBand)).toBe(String(Math.round(figures.depthInBand! * 10) / 10));
    expect(cell("Bru", csv.depth)).toBe(csv.depthNotMeasured);
    expect(cell("Bru", csv.depthMeanMm)).toBe("");
  });
});
