import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { issueGameToken, verifyGameToken } from "~/features/compression-game/server/game-token.server";
import { genuineGame, genuineResult, scriptedGame } from "../worker/genuine-game";
import { callAction, postForm } from "./helpers";

const secret = env.SCORE_SIGNING_KEY ?? "";

/** A token issued `ago` ms before now, as the start of a game that long ago would have it. */
function tokenFrom(ago: number): Promise<string> {
  return issueGameToken(secret, Date.now() - ago);
}

async function save(fields: Record<string, string>) {
  return callAction(gameAction, postForm("/es/first-aiducation", { intent: "save", ...fields }));
}

async function scoreRows() {
  const { results } = await env.DB.prepare("SELECT * FROM chest_compression_scores").all();
  return results;
}

/** The board's row of a game: the figures the game's own functions give its presses. */
const measured = {
  score: genuineResult.score,
  accuracy: genuineResult.accuracy,
  success_rate: genuineResult.successRate,
  compressions: genuineResult.compressions,
};

const presses = genuineGame.presses_at.split(",");

describe("the game action against the real local D1", () => {
  it("gives a starting game a signed id that verifies", async () => {
    const answer = await callAction(gameAction, postForm("/en/first-aiducation", { intent: "start" }));
    expect(answer.status).toBe(200);
    const { gameToken } = answer.data as { gameToken: string };
    expect(await verifyGameToken(secret, gameToken, Date.now())).toMatchObject({ issuedAt: expect.any(Number) });
    expect(await scoreRows()).toHaveLength(0); // starting stores nothing
  });

  it("stores a genuine save once, with the name trimmed and the figures measured from its presses", async () => {
    const game_id = await tokenFrom(30_000);
    const answer = await save({ game_id, player_name: "  Jordi  ", ...genuineGame });
    expect(answer).toMatchObject({ status: 200, data: { intent: "save", saved: true } });

    const rows = await scoreRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      player_name: "Jordi",
      ...measured,
      compressions: 41,
      game_id: game_id.split(".")[0],
    });
  });

  it("refuses a save without a game id", async () => {
    const answer = await save({ player_name: "Anna", ...genuineGame });
    expect(answer.status).toBe(400);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a forged or expired game id", async () => {
    const forged = await issueGameToken("not-the-server-key", Date.now() - 30_000);
    const expired = await tokenFrom(2 * 60 * 60 * 1000);
    for (const game_id of [forged, expired, "0b9f6a58-4f5e-4d53-9b8e-2f1a5f4f7c11.1795000000000.x"]) {
      const answer = await save({ game_id, player_name: "Anna", ...genuineGame });
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ result: { error: { "": ["game.save.rejected"] } } });
    }
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a second save with the same game id", async () => {
    const game_id = await tokenFrom(30_000);
    expect((await save({ game_id, player_name: "Anna", ...genuineGame })).status).toBe(200);
    const again = await save({ game_id, player_name: "Anna otra vez", ...genuineGame });
    expect(again.status).toBe(409);
    expect(await scoreRows()).toHaveLength(1);
  });

  it("refuses a game saved sooner than it could have been played", async () => {
    const answer = await save({ game_id: await tokenFrom(1_000), player_name: "Rápida", ...genuineGame });
    expect(answer.status).toBe(422);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("ignores the figures a save claims, in range or not, and stores those measured from its presses", async () => {
    const claims: Record<string, string>[] = [
      { score: String(genuineResult.score + 5) },
      { score: "100", accuracy: "100", success_rate: "97", compressions: "41" },
      { score: "101", accuracy: "100.5", success_rate: "-3", compressions: "500" },
      { score: "-1", compressions: "forty" },
    ];
    for (const [index, claimed] of claims.entries()) {
      const player_name = `Anna ${index + 1}`;
      const answer = await save({ game_id: await tokenFrom(60_000), player_name, ...genuineGame, ...claimed });
      expect(answer.status, player_name).toBe(200);
    }
    const rows = await scoreRows();
    expect(rows).toHaveLength(claims.length);
    for (const row of rows) expect(row).toMatchObject(measured);
  });

  it("refuses a claimed result without presses, telling the page to reload, and stores nothing", async () => {
    const answer = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      score: "100",
      accuracy: "100",
      success_rate: "100",
      compressions: "41",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ result: { error: { "": ["game.save.reload"] } } });
    // The times without the rhythm they were played at cannot be measured either.
    const { bpm: _bpm, ...withoutRhythm } = genuineGame;
    const unmeasured = await save({ game_id: await tokenFrom(60_000), player_name: "Anna", ...withoutRhythm });
    expect(unmeasured.status).toBe(400);
    expect(await scoreRows()).toHaveLength(0);
  });

  it.each([
    ["bpm", "95"],
    ["bpm", "125"],
    ["bpm", "112"],
    ["bpm", "fast"],
    ["duration_ms", "0"],
    ["duration_ms", "forty"],
    ["presses_at", "300,x,900"],
    ["presses_at", `-300,${presses.slice(1).join(",")}`],
    ["presses_at", ""],
  ])("refuses %s = %s as no game's", async (field, value) => {
    const answer = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      ...genuineGame,
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(await scoreRows()).toHaveLength(0);
  });

  it.each([
    ["29 presses", presses.slice(0, 29).join(",")],
    ["121 presses", Array.from({ length: 121 }, (_, index) => 300 + index * 545).join(",")],
    ["presses out of order", [presses[1], presses[0], ...presses.slice(2)].join(",")],
    ["two presses 50 ms apart", [presses[0], String(Number(presses[0]) + 50), ...presses.slice(1)].join(",")],
  ])("refuses %s as no game's", async (_, presses_at) => {
    const game_id = await tokenFrom(5 * 60_000);
    const answer = await save({ game_id, player_name: "Anna", ...genuineGame, presses_at, duration_ms: "70000" });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ result: { error: { "": ["game.save.rejected"] } } });
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses presses after the game's end, and a script's, too even for a finger", async () => {
    const late = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      ...genuineGame,
      duration_ms: String(Number(presses.at(-1)) - 1),
    });
    expect(late.status).toBe(422);
    const scripted = await save({ game_id: await tokenFrom(60_000), player_name: "Metrònom", ...scriptedGame });
    expect(scripted.status).toBe(422);
    expect(scripted.data).toMatchObject({ result: { error: { "": ["game.save.tooRegular"] } } });
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a bad player name with its localized message key and stores nothing", async () => {
    const game_id = await tokenFrom(60_000);
    const cases: [string, string][] = [
      ["   ", "game.errors.nameRequired"],
      ["x".repeat(21), "game.errors.nameTooLong"],
    ];
    for (const [player_name, message] of cases) {
      const answer = await save({ game_id, player_name, ...genuineGame });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ result: { error: { player_name: [message] } } });
    }
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a save posted from another site", async () => {
    const request = postForm(
      "/es/first-aiducation",
      { intent: "save", game_id: await tokenFrom(60_000), player_name: "Anna", ...genuineGame },
      { Origin: "https://elsewhere.example" },
    );
    expect((await callAction(gameAction, request)).status).toBe(403);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("answers 503 and logs when the score cannot be stored", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE chest_compression_scores RENAME TO scores_elsewhere");
    try {
      const answer = await save({ game_id: await tokenFrom(60_000), player_name: "Anna", ...genuineGame });
      expect(answer.status).toBe(503);
      expect(answer.data).toMatchObject({ result: { error: { "": ["game.save.failed"] } } });
      expect(error).toHaveBeenCalled();
    } finally {
      await env.DB.exec("ALTER TABLE scores_elsewhere RENAME TO chest_compression_scores");
      error.mockRestore();
    }
  });

  it("refuses an offensive player name with its localized message key, and then saves the same game under a normal one", async () => {
    const game_id = await tokenFrom(60_000);
    const refused = await save({ game_id, player_name: "F0llador", ...genuineGame });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ result: { error: { player_name: ["game.errors.nameBlocked"] } } });
    expect(await scoreRows()).toHaveLength(0);

    const saved = await save({ game_id, player_name: "Alexia Putellas", ...genuineGame });
    expect(saved).toMatchObject({ status: 200, data: { intent: "save", saved: true } });
    const rows = await scoreRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_name: "Alexia Putellas", game_id: game_id.split(".")[0] });
  });
});
