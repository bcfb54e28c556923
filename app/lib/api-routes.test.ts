import { describe, expect, it } from "vitest";
import { classGameApiPath, gameApiPath, matchApiRoute } from "./api-routes";

describe("matchApiRoute", () => {
  it("names a JSON address at its exact path only", () => {
    expect(gameApiPath).toBe("/api/game");
    expect(matchApiRoute("/api/game")).toBe("game-api");
    for (const path of ["/api/game.data", "/api/game/", "/API/game", "/api", "/es/api/game", "/api/games"]) {
      expect(matchApiRoute(path), path).toBeNull();
    }
  });

  it("names a class's game address in each language, under the classroom page where the pupil's cookie goes", () => {
    expect(classGameApiPath("es")).toBe("/es/first-aiducation/aula/game");
    expect(classGameApiPath("en")).toBe("/en/first-aiducation/classroom/game");
    expect(matchApiRoute("/ca/first-aiducation/aula/game")).toBe("class-game-api-ca");
    for (const path of [
      "/es/first-aiducation/aula/game/",
      "/es/first-aiducation/aula/GAME",
      "/en/first-aiducation/aula/game",
    ]) {
      expect(matchApiRoute(path), path).toBeNull();
    }
  });
});
