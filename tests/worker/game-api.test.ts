import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER } from "~/.server/page-cache";
import type { GameSaveAnswer, GameStartAnswer } from "~/features/compression-game/save/game-answer";
import { issueGameToken, verifyGameToken } from "~/features/compression-game/server/game-token.server";
import { formatWeekStart } from "~/features/leaderboard/leaderboard";
import { weekStartMadrid } from "~/lib/week-start";
import { gameApiPath } from "~/lib/api-routes";
import { rowCount, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, postForm, siteFetch } from "./front-door";
import { genuineGame, genuineResult, scriptedGame } from "./genuine-game";

// The game's JSON address through the whole Worker, as the island's script uses it: a start gets a
// signed id, a save is stored and answered with the week's board that shows it, and the address
// has the same door as a form's page (same-site posts only, POST only, nothing kept by a cache).

/** A post of the island's, from one client address (a new one unless given). */
function apiPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postForm(gameApiPath, fields, { Origin: siteOrigin, ...headers });
}

async function save(player_name: string, extra: Record<string, string> = {}) {
  const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
  return apiPost({ intent: "save", game_id, player_name, lang: "ca", ...genuineGame, ...extra });
}

function expectJson(response: Response) {
  expect(response.headers.get("Content-Type")).toContain("application/json");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expectSecurityHeaders(response);
}

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

describe("the game's JSON address", () => {
  it("gives a starting game a signed id", async () => {
    const response = await apiPost({ intent: "start" });
    expect(response.status).toBe(200);
    expectJson(response);
    const answer = (await response.json()) as GameStartAnswer;
    expect(answer).toMatchObject({ intent: "start", gameToken: expect.any(String) });
    if (!("gameToken" in answer)) throw new Error("no game id");
    expect(await verifyGameToken(env.SCORE_SIGNING_KEY ?? "", answer.gameToken, Date.now())).not.toBeNull();
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("stores a genuineGame save and answers the week's board with it, its caption in the page's language", async () => {
    const response = await save("Montserrat");
    expect(response.status).toBe(200);
    expectJson(response);
    expect(response.headers.get("Set-Cookie")).toMatch(/^d1_bookmark=/);
    const answer = (await response.json()) as GameSaveAnswer;
    expect(answer).toMatchObject({ intent: "save", saved: true });
    if (!("saved" in answer)) throw new Error("not saved");
    expect(answer.leaderboard?.unavailable).toBe(false);
    expect(answer.leaderboard?.since).toBe(formatWeekStart(weekStartMadrid(new Date()), "ca"));
    expect(answer.leaderboard?.entries).toContainEqual(
      expect.objectContaining({ player_name: "Montserrat", score: genuineResult.score }),
    );
    expect(await rowCount("chest_compression_scores")).toBe(1);
  });

  it("stores the figures the game's own functions give the presses, whatever figures the save claims", async () => {
    const claimed = { score: "100", accuracy: "100", success_rate: "100", compressions: "120" };
    expect((await save("Jana", claimed)).status).toBe(200);
    const stored = await env.DB.prepare(
      "SELECT score, accuracy, success_rate, compressions FROM chest_compression_scores WHERE player_name = 'Jana'",
    ).first();
    const { score, accuracy, successRate, compressions } = genuineResult;
    expect(stored).toEqual({ score, accuracy: expect.closeTo(accuracy, 9), success_rate: successRate, compressions });
  });

  it("refuses a save that claims a perfect result with no presses, and puts nothing on the board", async () => {
    const started = (await (await apiPost({ intent: "start" })).json()) as GameStartAnswer;
    if (!("gameToken" in started)) throw new Error("no game id");
    const claimed = { score: "100", accuracy: "100", success_rate: "100", compressions: "30" };
    const response = await apiPost({
      intent: "save",
      game_id: started.gameToken,
      player_name: "Cheat",
      lang: "es",
      ...claimed,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ result: { error: { "": ["game.save.reload"] } } });
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("refuses a script's presses, too even for a finger, and puts nothing on the board", async () => {
    const response = await save("Metrònom", scriptedGame);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ result: { error: { "": ["game.save.tooRegular"] } } });
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("refuses presses closer than a person makes them, and a game longer than the time since its id", async () => {
    const presses = genuineGame.presses_at.split(",");
    const doubled = [presses[0], String(Number(presses[0]) + 50), ...presses.slice(1)].join(",");
    expect((await save("Doble", { presses_at: doubled })).status).toBe(422);
    const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 10_000);
    const early = await apiPost({ intent: "save", game_id, player_name: "Aviat", lang: "es", ...genuineGame });
    expect(early.status).toBe(422);
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("refuses a name the rules refuse, with the field's message, and stores nothing", async () => {
    const response = await save("   ");
    expect(response.status).toBe(400);
    expectJson(response);
    expect(await response.json()).toMatchObject({
      intent: "save",
      result: { error: { player_name: ["game.errors.nameRequired"] } },
    });
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("refuses a save that does not say the page's language in which to answer the board", async () => {
    const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
    for (const lang of [{}, { lang: "fr" }, { lang: "" }] as Record<string, string>[]) {
      const response = await apiPost({ intent: "save", game_id, player_name: "Pau", ...genuineGame, ...lang });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ result: { error: { "": ["game.save.rejected"] } } });
    }
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("answers a refused save with its status, as the page's action does", async () => {
    const forged = await apiPost({
      intent: "save",
      game_id: "not-a-game",
      player_name: "Pau",
      lang: "es",
      ...genuineGame,
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ intent: "save", result: { error: { "": ["game.save.rejected"] } } });
    const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
    const first = await apiPost({ intent: "save", game_id, player_name: "Pau", lang: "es", ...genuineGame });
    await first.arrayBuffer();
    const again = await apiPost({ intent: "save", game_id, player_name: "Pau", lang: "es", ...genuineGame });
    expect(again.status).toBe(409);
    expectJson(again);
    await again.arrayBuffer();
  });

  it("refuses a post from another site, and stores nothing", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
      const response = await apiPost(
        { intent: "save", game_id, player_name: "Intrús", lang: "es", ...genuineGame },
        { Origin: origin },
      );
      expect(response.status).toBe(403);
      expectSecurityHeaders(response);
      await response.arrayBuffer();
    }
    expect(await rowCount("chest_compression_scores")).toBe(0);
  });

  it("answers only POST, and never from Remix's data protocol", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await siteFetch(gameApiPath, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Cache-Control"), method).toBe("no-store");
      expectSecurityHeaders(response);
      await response.arrayBuffer();
    }
    for (const method of ["PUT", "DELETE"]) {
      const response = await siteFetch(gameApiPath, { method });
      expect(response.status, method).toBe(405);
      await response.arrayBuffer();
    }
    for (const path of [`${gameApiPath}.data`, "/API/GAME", `${gameApiPath}/`]) {
      const post = await postForm(path, { intent: "start" }, { Origin: siteOrigin });
      expect(post.status, path).toBe(405);
      await post.arrayBuffer();
      const get = await siteFetch(path);
      expect(get.status, path).toBeLessThan(500);
      expect([301, 404, 405], path).toContain(get.status);
      await get.arrayBuffer();
    }
  });

  it("is never kept by the edge cache", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await siteFetch(gameApiPath);
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBeNull();
      await response.arrayBuffer();
    }
  });

  it("takes the board's pages out of the edge cache when a score is saved", async () => {
    const boards = ["/es/first-aiducation", "/ca/portfolio/first-aiducation"];
    for (const path of boards) {
      await (await siteFetch(path)).arrayBuffer();
      const kept = await siteFetch(path);
      expect(kept.headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
      await kept.arrayBuffer();
    }
    await (await save("Remei")).arrayBuffer();
    for (const path of boards) {
      const response = await siteFetch(path);
      expect(response.headers.get(CACHE_STATUS_HEADER), path).toBe("MISS");
      expect(await response.text(), path).toContain("Remei");
    }
  });

  it("stops a client that starts games without end, with Retry-After", async () => {
    const ip = "203.0.113.77";
    let refused: Response | null = null;
    for (let sent = 0; sent < 201 && !refused; sent += 1) {
      const response = await apiPost({ intent: "start" }, { "CF-Connecting-IP": ip });
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused?.headers.get("Retry-After")).toBe("60");
    expect(await refused?.json()).toEqual({ intent: "start", error: "game.save.rateLimited" });
  });
});
