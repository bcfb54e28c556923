import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { boardSaveSchema as scoreSaveSchema } from "../server/board-schema.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  game_id: "0b9f6a58-4f5e-4d53-9b8e-2f1a5f4f7c11.1795000000000.sig",
  player_name: "  Marta  ",
  bpm: "110",
  presses_at: "300,845,1391",
  duration_ms: "1391",
};

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: scoreSaveSchema });
  return submission.status === "success" ? null : submission.error;
}

describe("the board's save", () => {
  it("reads a save sent by the game, with the name trimmed and the numbers as numbers, and no figure", () => {
    // A page of an earlier build posts its figures: they are not read.
    const claimed = { score: "100", accuracy: "100", success_rate: "100", compressions: "30" };
    const submission = parseWithZod(form({ ...valid, ...claimed }), { schema: scoreSaveSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      game_id: valid.game_id,
      player_name: "Marta",
      bpm: 110,
      presses_at: [300, 845, 1391],
      duration_ms: 1391,
    });
  });

  it.each([
    ["", "game.errors.nameRequired"],
    ["    ", "game.errors.nameRequired"],
    ["x".repeat(21), "game.errors.nameTooLong"],
    ["Ana\u0000", "game.errors.nameInvalid"],
  ])("refuses the player name %j with %s", (player_name, message) => {
    expect(errorsOf({ ...valid, player_name })?.player_name).toEqual([message]);
  });

  it("stores a name without invisible characters or compatibility forms, as the board shows it", () => {
    const named = (player_name: string) => parseWithZod(form({ ...valid, player_name }), { schema: scoreSaveSchema });
    for (const [typed, stored] of [
      ["Ana\u202Eadmin", "Anaadmin"],
      ["\u200BMarta\u200E", "Marta"],
      ["Ｍａｒｔａ", "Marta"],
    ]) {
      const submission = named(typed ?? "");
      expect(submission.status, typed).toBe("success");
      if (submission.status === "success") expect(submission.value.player_name).toBe(stored);
    }
  });

  it("accepts a name of exactly 20 characters, accents and emoji included", () => {
    expect(errorsOf({ ...valid, player_name: "Núria Martí Ferré 😀" })).toBeNull();
    expect(errorsOf({ ...valid, player_name: "x".repeat(20) })).toBeNull();
  });

  it.each([
    ["game_id", undefined],
    ["bpm", "112"],
    ["bpm", "many"],
    ["presses_at", "300,-845"],
    ["presses_at", "300,845.5"],
    ["presses_at", "300;845"],
    ["duration_ms", "0"],
    ["duration_ms", "1391.5"],
  ])("refuses %s = %j as a game that cannot be saved", (field, value) => {
    const fields: Record<string, string> = { ...valid };
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    expect(errorsOf(fields)?.[field]).toEqual(["game.save.rejected"]);
  });
});
