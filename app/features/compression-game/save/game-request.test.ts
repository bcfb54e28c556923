import { afterEach, describe, expect, it, vi } from "vitest";
import { readSaveAnswer, readStartAnswer, requestGameStart, requestScoreSave } from "./game-request";

// What the island makes of the answers to its requests: the game's own answers as they are, and
// anything else (no connection, a page instead of JSON, JSON of another shape) as the game's own
// short message.

const board = { entries: [{ player_name: "Pau", score: 90 }], since: "lunes, 16 de noviembre", unavailable: false };

describe("readStartAnswer", () => {
  it("reads a game id or the reason for none", () => {
    expect(readStartAnswer({ intent: "start", gameToken: "t" })).toEqual({ intent: "start", gameToken: "t" });
    expect(readStartAnswer({ intent: "start", error: "game.save.rateLimited" })).toEqual({
      intent: "start",
      error: "game.save.rateLimited",
    });
  });

  it("takes nothing else for a start's answer", () => {
    for (const value of [
      null,
      "x",
      [],
      {},
      { intent: "save", saved: true },
      { intent: "start" },
      { intent: "start", gameToken: 1 },
    ]) {
      expect(readStartAnswer(value)).toBeNull();
    }
  });
});

describe("readSaveAnswer", () => {
  it("reads a save, with the board when it is well formed", () => {
    expect(readSaveAnswer({ intent: "save", saved: true, leaderboard: board })).toEqual({
      intent: "save",
      saved: true,
      leaderboard: board,
    });
    expect(readSaveAnswer({ intent: "save", saved: true })).toEqual({ intent: "save", saved: true });
    expect(readSaveAnswer({ intent: "save", saved: true, leaderboard: { entries: "none" } })).toEqual({
      intent: "save",
      saved: true,
    });
  });

  it("reads a refusal's errors", () => {
    const result = { status: "error", error: { player_name: ["game.errors.nameRequired"] } };
    expect(readSaveAnswer({ intent: "save", result })).toEqual({ intent: "save", result });
  });

  it("takes nothing else for a save's answer", () => {
    for (const value of [
      null,
      {},
      { intent: "save" },
      { intent: "save", saved: "yes" },
      { intent: "save", result: { error: [] } },
    ]) {
      expect(readSaveAnswer(value)).toBeNull();
    }
  });
});

describe("the island's requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answering = (response: () => Promise<Response>) => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => response());
    vi.stubGlobal("fetch", fetch);
    return fetch;
  };
  const json = (body: unknown, status = 200) =>
    Promise.resolve(Response.json(body, { status, headers: { "Cache-Control": "no-store" } }));

  it("post the fields as a form to the game's address", async () => {
    const fetch = answering(() => json({ intent: "save", saved: true, leaderboard: board }));
    const answer = await requestScoreSave("/api/game", { player_name: "Pau", lang: "ca" });
    expect(answer).toEqual({ intent: "save", saved: true, leaderboard: board });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/game");
    expect(init?.method).toBe("POST");
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      player_name: "Pau",
      lang: "ca",
      intent: "save",
    });
  });

  it("say at a start whether the game is in depth mode, which its signed id keeps", async () => {
    const fetch = answering(() => json({ intent: "start", gameToken: "signed-token" }));
    await requestGameStart("/api/game", undefined, true);
    await requestGameStart("/api/game");
    const posted = fetch.mock.calls.map(([, init]) => Object.fromEntries(init.body as URLSearchParams));
    expect(posted).toEqual([{ intent: "start", depth_mode: "on" }, { intent: "start" }]);
  });

  it("pass on the game's refusals, whatever their status", async () => {
    answering(() => json({ intent: "start", error: "game.save.rateLimited" }, 429));
    expect(await requestGameStart("/api/game")).toEqual({ intent: "start", error: "game.save.rateLimited" });
  });

  it("turn a failure into the game's own message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failures = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })),
      () => Promise.resolve(new Response("{not json", { headers: { "Content-Type": "application/json" } })),
      () => json({ something: "else" }),
    ];
    for (const failure of failures) {
      answering(failure);
      expect(await requestGameStart("/api/game")).toEqual({ intent: "start", error: "game.save.unavailable" });
      expect(await requestScoreSave("/api/game", {})).toEqual({
        intent: "save",
        result: { status: "error", error: { "": ["game.save.failed"] } },
      });
    }
    expect(error).toHaveBeenCalled();
  });

  it("say nothing of a start given up for a newer one", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = new AbortController();
    answering(
      () => new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const answer = requestGameStart("/api/game", request.signal);
    request.abort();
    expect(await answer).toEqual({ intent: "start", error: "game.save.unavailable" });
    expect(error).not.toHaveBeenCalled();
  });
});
