import { describe, expect, it } from "vitest";
import { gameApiPath, matchApiRoute } from "./api-routes";

describe("matchApiRoute", () => {
  it("names a JSON address at its exact path only", () => {
    expect(gameApiPath).toBe("/api/game");
    expect(matchApiRoute("/api/game")).toBe("game-api");
    for (const path of ["/api/game.data", "/api/game/", "/API/game", "/api", "/es/api/game", "/api/games"]) {
      expect(matchApiRoute(path), path).toBeNull();
    }
  });
});
