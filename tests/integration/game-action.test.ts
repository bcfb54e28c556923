import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { issueGameToken, verifyGameToken } from "~/features/compression-game/server/game-token.server";
import { gameResult, targetIntervalMs } from "~/features/compression-game/measures/rules";
import { callAction, postForm } from "./helpers";

const secret = env.SCORE_SIGNING_KEY ?? "";

/** A token issued `ago` ms before now, as the start of a game that long ago would have it. */
function tokenFrom(ago: number): Promise<string> {
  return issueGameToken(secret, Date.now() - ago);
}

/** The result of 41 presses every 540 ms at 110 per minute: what an honest 22-second game sends. */
function honestResult() {
  const target = targetIntervalMs(110);
  const accuracies = Array.from({ length: 40 }, (_, i) => {
    const interval = i % 4 === 0 ? 700 : 540;
    return Math.max(0, 100 - (Math.abs(interval - target) / target) * 100);
  });
  const result = gameResult(accuracies, 41);
  if (!result) throw new Error("no result");
  return {
    score: String(result.score),
    accuracy: String(result.accuracy),
    success_rate: String(result.successRate),
    compressions: String(result.compressions),
  };
}

async function save(fields: Record<string, string>) {
  return callAction(gameAction, postForm("/es/first-aiducation", { intent: "save", ...fields }));
}

async function scoreRows() {
  const { results } = await env.DB.prepare("SELECT * FROM chest_compression_scores").all();
  return results;
}

describe("the game action against the real local D1", () => {
  it("gives a starting game a signed id that verifies", async () => {
    const answer = await callAction(gameAction, postForm("/en/first-aiducation", { intent: "start" }));
    expect(answer.status).toBe(200);
    const { gameToken } = answer.data as { gameToken: string };
    expect(await verifyGameToken(secret, gameToken, Date.now())).toMatchObject({ issuedAt: expect.any(Number) });
    expect(await scoreRows()).toHaveLength(0); // starting stores nothing
  });

  it("stores a genuine save once, with the name trimmed and the values exactly as sent", async () => {
    const game_id = await tokenFrom(30_000);
    const result = honestResult();
    const answer = await save({ game_id, player_name: "  Jordi  ", ...result });
    expect(answer).toMatchObject({ status: 200, data: { intent: "save", saved: true } });

    const rows = await scoreRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      player_name: "Jordi",
      score: Number(result.score),
      accuracy: Number(result.accuracy),
      success_rate: Number(result.success_rate),
      compressions: 41,
      game_id: game_id.split(".")[0],
    });
  });

  it("refuses a save without a game id", async () => {
    const answer = await save({ player_name: "Anna", ...honestResult() });
    expect(answer.status).toBe(400);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a forged or expired game id", async () => {
    const forged = await issueGameToken("not-the-server-key", Date.now() - 30_000);
    const expired = await tokenFrom(2 * 60 * 60 * 1000);
    for (const game_id of [forged, expired, "0b9f6a58-4f5e-4d53-9b8e-2f1a5f4f7c11.1795000000000.x"]) {
      const answer = await save({ game_id, player_name: "Anna", ...honestResult() });
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ result: { error: { "": ["game.save.rejected"] } } });
    }
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a second save with the same game id", async () => {
    const game_id = await tokenFrom(30_000);
    expect((await save({ game_id, player_name: "Anna", ...honestResult() })).status).toBe(200);
    const again = await save({ game_id, player_name: "Anna otra vez", ...honestResult() });
    expect(again.status).toBe(409);
    expect(await scoreRows()).toHaveLength(1);
  });

  it("refuses a result saved sooner than the game could have been played", async () => {
    const answer = await save({ game_id: await tokenFrom(1_000), player_name: "Rápida", ...honestResult() });
    expect(answer.status).toBe(422);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a score that does not follow from the accuracy and hit percentage", async () => {
    const result = honestResult();
    const answer = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      ...result,
      score: String(Number(result.score) + 5),
    });
    expect(answer.status).toBe(422);
    const perfect = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      score: "100",
      accuracy: "100",
      success_rate: "97",
      compressions: "41",
    });
    expect(perfect.status).toBe(422);
    expect(await scoreRows()).toHaveLength(0);
  });

  it.each([
    ["score", "101"],
    ["score", "-1"],
    ["accuracy", "100.5"],
    ["success_rate", "-3"],
    ["compressions", "29"],
    ["compressions", "500"],
    ["compressions", "forty"],
  ])("refuses %s = %s as out of range", async (field, value) => {
    const answer = await save({
      game_id: await tokenFrom(60_000),
      player_name: "Anna",
      ...honestResult(),
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a bad player name with its localized message key and stores nothing", async () => {
    const game_id = await tokenFrom(60_000);
    const cases: [string, string][] = [
      ["   ", "game.errors.nameRequired"],
      ["x".repeat(21), "game.errors.nameTooLong"],
    ];
    for (const [player_name, message] of cases) {
      const answer = await save({ game_id, player_name, ...honestResult() });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ result: { error: { player_name: [message] } } });
    }
    expect(await scoreRows()).toHaveLength(0);
  });

  it("refuses a save posted from another site", async () => {
    const request = postForm(
      "/es/first-aiducation",
      { intent: "save", game_id: await tokenFrom(60_000), player_name: "Anna", ...honestResult() },
      { Origin: "https://elsewhere.example" },
    );
    expect((await callAction(gameAction, request)).status).toBe(403);
    expect(await scoreRows()).toHaveLength(0);
  });

  it("answers 503 and logs when the score cannot be stored", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE chest_compression_scores RENAME TO scores_elsewhere");
    try {
      const answer = await save({ game_id: await tokenFrom(60_000), player_name: "Anna", ...honestResult() });
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
    const refused = await save({ game_id, player_name: "F0llador", ...honestResult() });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ result: { error: { player_name: ["game.errors.nameBlocked"] } } });
    expect(await scoreRows()).toHaveLength(0);

    const saved = await save({ game_id, player_name: "Alexia Putellas", ...honestResult() });
    expect(saved).toMatchObject({ status: 200, data: { intent: "save", saved: true } });
    const rows = await scoreRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_name: "Alexia Putellas", game_id: game_id.split(".")[0] });
  });
});
