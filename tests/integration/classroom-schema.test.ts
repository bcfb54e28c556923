import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { nameKey } from "~/lib/typed-name";
import { classGameRow, classRow, pupilRow } from "./class-rows";

// The constraints of migration 0005: a class's pupils and games go with it, a nickname once per
// class whatever its case, a game id once.

const hash = (n: number) => n.toString(16).padStart(64, "0");

async function newClass(code: string, n: number): Promise<number> {
  const row = await classRow(env.DB, { join_code: code, teacher_token_hash: hash(n) }).first<{ id: number }>();
  return row?.id ?? 0;
}

/** A pupil as the join stores one: with the nickname's key (lib/typed-name.ts). */
const addPupil = (classId: number, nickname: string, n: number) =>
  pupilRow(env.DB, {
    class_id: classId,
    nickname,
    nickname_key: nameKey(nickname),
    pupil_token_hash: hash(n),
  }).first<{ id: number }>();

const addGame = (classId: number, pupilId: number, gameId: string) =>
  classGameRow(env.DB, { class_id: classId, pupil_id: pupilId, game_id: gameId }).run();

describe("the classroom tables", () => {
  it("refuse a second class with the same code, and a rhythm out of range", async () => {
    await newClass("K7MPQ2", 1);
    await expect(newClass("K7MPQ2", 2)).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(
      classRow(env.DB, { bpm: 130, join_code: "AAAAAA", teacher_token_hash: hash(3) }).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });

  it("take a nickname once per class by its key, whatever its case or invisible characters, and a game id once", async () => {
    const first = await newClass("ABCDEF", 10);
    const second = await newClass("GHJKMN", 11);
    const laia = await addPupil(first, "Laia", 12);
    await expect(addPupil(first, "LAIA", 13)).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(addPupil(first, "La\u200Bia", 15)).rejects.toThrow(/UNIQUE constraint failed/);
    // A removed pupil's row keeps its key: the nickname stays taken in the class, and only there.
    await env.DB.prepare("UPDATE class_pupils SET removed_at = 'x' WHERE id = ?").bind(laia?.id).run();
    await expect(addPupil(first, "Laia", 16)).rejects.toThrow(/UNIQUE constraint failed/);
    await addPupil(second, "Laia", 14);
    const back = await addPupil(first, "Laia B", 17);
    expect(back?.id).toBeGreaterThan(0);
    await addGame(first, back?.id ?? 0, "g-1");
    await expect(addGame(first, back?.id ?? 0, "g-1")).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it("delete a class's pupils and games with it", async () => {
    const classId = await newClass("PQRSTU", 20);
    const pupil = await addPupil(classId, "Pol", 21);
    await addGame(classId, pupil?.id ?? 0, "g-2");
    await env.DB.prepare("DELETE FROM classes WHERE id = ?").bind(classId).run();
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM class_pupils WHERE class_id = ?1) + (SELECT count(*) FROM class_games WHERE class_id = ?1) AS n",
    )
      .bind(classId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
