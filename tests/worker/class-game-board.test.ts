import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { boardClientKey } from "~/.server/client-hash.server";
import { gameApiPath } from "~/lib/api-routes";
import { siteOrigin } from "../integration/helpers";
import { joinClass, oldGameId, openClass, saveGame, SCHOOL } from "./class-game-posts";
import { scriptedGame } from "./genuine-game";
import { teacherPost } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A class game on the public board, through the whole Worker (docs/decisions/0015): only where the
// teacher allowed it and the pupil asked, as a score of the school's address like any other
// (the board's limits included), and gone with its pupil or its class.

quietConsole();

describe("a class game on the public board", () => {
  it("goes to the board only where the teacher allowed it, whatever the pupil posts", async () => {
    const { id, code } = await openClass("es", false);
    const cookie = await joinClass("es", code, "Nadie Board");
    const saved = await saveGame("es", cookie, { to_board: "on" });
    expect(await saved.json()).toEqual({ intent: "save", saved: true });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM class_games WHERE class_id = ?").bind(id).first("n")).toBe(
      1,
    );
    const board = await env.DB.prepare(
      "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Nadie Board'",
    ).first("n");
    expect(board).toBe(0);
  });

  it("goes to the board too when the pupil asks, as a score of the school's address like any other", async () => {
    const { code } = await openClass("ca");
    const names = ["Quim Board", "Rita Board"];
    for (const name of names) {
      expect((await saveGame("ca", await joinClass("ca", code, name), { to_board: "on" })).status).toBe(200);
    }
    const rows = await env.DB.prepare(
      "SELECT player_name, client_hash FROM chest_compression_scores WHERE player_name IN (?, ?) ORDER BY player_name",
    )
      .bind(...names)
      .all<{ player_name: string; client_hash: string }>();
    expect(rows.results.map((row) => row.player_name)).toEqual(names);
    // The address's weekly key, as the public game's: a class opens no way round the board's three
    // places per address (a script could open classes and pupils at will).
    const schoolKey = await boardClientKey(
      env.SCORE_SIGNING_KEY ?? "",
      new Request(siteOrigin, { headers: { "CF-Connecting-IP": SCHOOL } }),
      Date.now(),
    );
    expect(rows.results.map((row) => row.client_hash)).toEqual([schoolKey, schoolKey]);
    const board = await (await siteFetch(`/ca/first-aiducation?board=${Date.now()}`)).text();
    for (const name of names) expect(board).toContain(name);
  });

  it("keeps a script's game in the class, marked too regular, and off the board, saying so", async () => {
    const { id, code } = await openClass("es");
    const cookie = await joinClass("es", code, "Script Board");
    const { presses_at, duration_ms } = scriptedGame;
    const saved = await saveGame("es", cookie, { presses_at, duration_ms, to_board: "on" });
    expect(await saved.json()).toEqual({ intent: "save", saved: true, toBoard: "too-regular" });
    const marks = await env.DB.prepare("SELECT too_regular FROM class_games WHERE class_id = ?").bind(id).all();
    expect(marks.results).toEqual([{ too_regular: 1 }]);
    const board = await env.DB.prepare(
      "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Script Board'",
    ).first("n");
    expect(board).toBe(0);
  });

  it("never puts a game on the board by a second save of its id", async () => {
    const { code } = await openClass("ca");
    const cookie = await joinClass("ca", code, "Twice Board");
    const gameId = await oldGameId();
    const first = await saveGame("ca", cookie, { game_id: gameId });
    expect(await first.json()).toEqual({ intent: "save", saved: true });
    const again = await saveGame("ca", cookie, { game_id: gameId, to_board: "on" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("game.save.rejected");
    const board = await env.DB.prepare(
      "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Twice Board'",
    ).first("n");
    expect(board).toBe(0);
  });

  it(
    "counts against the board's own limit of saves per address, like any other save",
    { timeout: 60_000 },
    async () => {
      const { id, code } = await openClass("ca");
      const cookie = await joinClass("ca", code, "Limit Board");
      // The school's address uses up the board's saves this minute through the public game.
      const busySchool = "192.0.2.45";
      let refused = false;
      for (let n = 0; n < 201 && !refused; n += 1) {
        const save = await postForm(
          gameApiPath,
          { intent: "save", lang: "ca", player_name: "x" },
          { Origin: siteOrigin, "CF-Connecting-IP": busySchool },
        );
        refused = save.status === 429;
        await save.arrayBuffer();
      }
      expect(refused).toBe(true);
      const saved = await saveGame("ca", cookie, { to_board: "on" }, busySchool);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ intent: "save", saved: true, toBoard: "refused" });
      expect(await env.DB.prepare("SELECT count(*) AS n FROM class_games WHERE class_id = ?").bind(id).first("n")).toBe(
        1,
      );
      const board = await env.DB.prepare(
        "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Limit Board'",
      ).first("n");
      expect(board).toBe(0);
    },
  );

  it("leaves the board with its pupil or its class", async () => {
    const opened = await openClass("ca");
    const stays = await joinClass("ca", opened.code, "Stays Board");
    const goes = await joinClass("ca", opened.code, "Goes Board");
    for (const cookie of [stays, goes]) expect((await saveGame("ca", cookie, { to_board: "on" })).status).toBe(200);
    const onBoard = (name: string) =>
      env.DB.prepare("SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = ?").bind(name).first("n");
    const goesId = await env.DB.prepare("SELECT id FROM class_pupils WHERE nickname = 'Goes Board'").first<number>(
      "id",
    );
    await (await teacherPost(opened.path, { intent: "remove", pupil: String(goesId) })).arrayBuffer();
    expect(await onBoard("Goes Board")).toBe(0);
    expect(await onBoard("Stays Board")).toBe(1);
    // A save from the removed pupil's device is refused.
    const removed = await saveGame("ca", goes);
    expect(removed.status).toBe(403);
    expect(await removed.text()).toContain("classroom.game.removed");
    await (await teacherPost(opened.path, { intent: "delete" })).arrayBuffer();
    expect(await onBoard("Stays Board")).toBe(0);
  });
});
