import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readClassResults } from "~/features/classroom/results/class-results-json";
import { classPost, joinClass, openClass, saveGame } from "./class-game-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The teacher's table at a glance, through the whole Worker (docs/decisions/0020): starting a free
// game shows the pupil as playing now, saving it ends that; each game's verdict is measured by the
// server from the presses' times with its grade, stored, and read by the live table's JSON.

quietConsole();

/** A free game of 41 presses every `intervalMs`, as the island sends its presses' times. */
function presses(intervalMs: number) {
  const pressesAt = Array.from({ length: 41 }, (_, index) => 500 + index * intervalMs);
  return { presses_at: pressesAt.join(","), duration_ms: String(pressesAt.at(-1)! + 300) };
}

async function teacherRows(path: string) {
  const answer = await siteFetch(`${path}/results.json`);
  expect(answer.status).toBe(200);
  return readClassResults(await answer.json())?.rows ?? [];
}

const storedVerdicts = async (classId: number) =>
  (
    await env.DB.prepare("SELECT verdict FROM class_games WHERE class_id = ? ORDER BY id").bind(classId).all<{
      verdict: string;
    }>()
  ).results.map((row) => row.verdict);

describe("the teacher's table at a glance", () => {
  it("shows a pupil as playing once a game starts, and the game's verdict once it is saved", async () => {
    const { id, path, code } = await openClass("en");
    const aina = await joinClass("en", code, "Aina");
    const bru = await joinClass("en", code, "Bru");
    expect((await teacherRows(path)).map((row) => [row.nickname, row.playing, row.verdict])).toEqual([
      ["Aina", false, null],
      ["Bru", false, null],
    ]);

    expect((await classPost("en", aina, { intent: "start" })).status).toBe(200);
    const playing = await teacherRows(path);
    expect(playing.find((row) => row.nickname === "Aina")?.playing).toBe(true);
    expect(playing.find((row) => row.nickname === "Bru")?.playing).toBe(false);

    // Steady at 110 a minute: good. At 80 a minute: too slow.
    expect((await saveGame("en", aina, presses(545))).status).toBe(200);
    expect((await saveGame("en", bru, presses(750))).status).toBe(200);
    expect(await storedVerdicts(id)).toEqual(["good", "tooSlow"]);
    const rows = await teacherRows(path);
    expect(rows.map((row) => [row.nickname, row.playing, row.verdict, row.games])).toEqual([
      ["Aina", false, "good", 1],
      ["Bru", false, "tooSlow", 1],
    ]);
    expect(rows[0]?.latestGrade).toBe(rows[0]?.grade);
  });

  it("shows the verdict in words on the class's screen, for every pupil, with a legend", async () => {
    const { path, code } = await openClass("es");
    const cookie = await joinClass("es", code, "Nil");
    await joinClass("es", code, "Ona");
    expect((await saveGame("es", cookie, presses(400))).status).toBe(200);
    const page = await (await siteFetch(path)).text();
    expect(page).toContain("Muy rápido");
    expect(page).toContain("Aún no ha jugado");
    expect(page).toContain("Qué significa cada palabra de la tabla");
  });
});
