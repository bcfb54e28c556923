import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLASS_GAMES_MAX } from "~/features/classroom/class-rules";
import { pages, type Lang } from "~/i18n-routes";
import { classGameApiPath, gameApiPath } from "~/lib/api-routes";
import { siteOrigin } from "../integration/helpers";
import { classPost, joinClass, oldGameId, openClass, saveGame, SCHOOL } from "./class-game-posts";
import { postForm, siteFetch } from "./front-door";
import { cprQuality } from "~/features/compression-game/measures/cpr-quality";
import { genuineClassGame, genuineResult } from "./genuine-game";
import { classGameRow } from "../integration/class-rows";
import { quietConsole } from "./quiet-console";

// A pupil's games in a class, through the whole Worker (docs/decisions/0014-classroom-sessions.md):
// the class's JSON address knows the pupil by their cookie, checks a save as the public board
// does and its rhythm too, stores it to the class (and to the board only when asked, under the
// board's rules), and limits a class, never the school's one address. Saves of any fields are
// fuzz/class-game-saves.test.ts's.

const genuinePresses = genuineClassGame.presses_at.split(",").map(Number);
const genuineQuality = cprQuality({ pressesAt: genuinePresses, durationMs: genuinePresses.at(-1)! })!;

quietConsole();

describe("a pupil's game in a class", () => {
  it.each(["ca", "es", "en"] as Lang[])("starts and saves in %s, to the class only", async (lang) => {
    const { id, code } = await openClass(lang);
    const cookie = await joinClass(lang, code, "Aina");
    const start = await classPost(lang, cookie, { intent: "start" });
    expect(start.status).toBe(200);
    expect(start.headers.get("Cache-Control")).toBe("no-store");
    expect(await start.json()).toEqual({ intent: "start", gameToken: expect.stringMatching(/\./) });

    const saved = await saveGame(lang, cookie);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Cache-Control")).toBe("no-store");
    expect(await saved.json()).toEqual({ intent: "save", saved: true });
    const rows = await env.DB.prepare(
      "SELECT score, compressions, mean_rate_bpm, share_in_window FROM class_games WHERE class_id = ?",
    )
      .bind(id)
      .all();
    expect(rows.results).toEqual([
      {
        score: genuineResult.score,
        compressions: 41,
        mean_rate_bpm: expect.closeTo(genuineQuality.meanRateBpm, 9),
        share_in_window: expect.closeTo(genuineQuality.shareInWindow, 9),
      },
    ]);
    const onBoard = await env.DB.prepare(
      "SELECT count(*) AS n FROM chest_compression_scores WHERE player_name = 'Aina'",
    ).first("n");
    expect(onBoard).toBe(0);
  });

  it("cannot be saved sooner than its presses could have been made, whatever its score", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Speedy");
    const start = await classPost("en", cookie, { intent: "start" });
    const { gameToken } = (await start.json()) as { gameToken: string };
    // Thirty presses 545 ms apart last 16 s: not in the moment since the id was issued.
    const pressesAt = Array.from({ length: 30 }, (_, index) => index * 545);
    const timing = { presses_at: pressesAt.join(","), duration_ms: String(pressesAt.at(-1)) };
    const saved = await classPost("en", cookie, { intent: "save", game_id: gameToken, ...timing });
    expect(saved.status).toBe(422);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM class_games WHERE class_id = ?").bind(id).first("n")).toBe(
      0,
    );
  });

  it("answers an unknown intent 400 and counts nothing, as every game address does", async () => {
    const { code } = await openClass("es");
    const cookie = await joinClass("es", code, "Intent");
    const answer = await classPost("es", cookie, { intent: "restart", ...genuineClassGame });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("game.save.rejected");
  });

  it("is refused without a pupil, for a closed class, once saved, and when its times cannot be a game's", async () => {
    const { id, code } = await openClass("es");
    const cookie = await joinClass("es", code, "Bruno");
    for (const fields of [{ intent: "start" }, { intent: "save", ...genuineClassGame }]) {
      const stranger = await classPost("es", null, fields);
      expect(stranger.status).toBe(403);
      expect(await stranger.text()).toContain("classroom.game.notJoined");
    }
    const outOfOrder = Array.from({ length: 41 }, (_, index) => 300 + index * 600).reverse();
    const forged = await saveGame("es", cookie, { presses_at: outOfOrder.join(",") });
    expect(forged.status).toBe(422);
    const gameId = await oldGameId();
    expect((await saveGame("es", cookie, { game_id: gameId })).status).toBe(200);
    const again = await saveGame("es", cookie, { game_id: gameId });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("game.save.rejected");

    await env.DB.prepare("UPDATE classes SET closed_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    for (const fields of [{ intent: "start" }, { intent: "save", game_id: await oldGameId(), ...genuineClassGame }]) {
      const closed = await classPost("es", cookie, fields);
      expect(closed.status).toBe(409);
      expect(await closed.text()).toContain("classroom.game.closed");
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM class_games WHERE class_id = ?").bind(id).first("n");
    expect(count).toBe(1);
  });

  it(
    `keeps ${CLASS_GAMES_MAX} games a class at most, however many saves come at once`,
    { timeout: 60_000 },
    async () => {
      const { id, code } = await openClass("en");
      const cookies: string[] = [];
      for (const name of ["Carla", "Dario", "Ema", "Fabio", "Gala", "Hans", "Iker", "Jana", "Kai", "Lola"]) {
        cookies.push(await joinClass("en", code, name));
      }
      const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?").bind(id).first<number>("id");
      const fill = Array.from({ length: CLASS_GAMES_MAX - 5 }, (_, n) =>
        classGameRow(env.DB, { class_id: id, pupil_id: pupil ?? 0, game_id: `filled-${id}-${n}` }),
      );
      await env.DB.batch(fill);
      // Twenty saves at once for the last five places, two from each of ten pupils: a pupil's second
      // is refused as too soon after the first, if the class is not full first.
      const answers = await Promise.all(
        cookies.flatMap((cookie) => Array.from({ length: 2 }, () => saveGame("en", cookie))),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      const full = answers.filter((answer) => answer.status === 409);
      expect(full.length).toBeGreaterThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 409 || answer.status === 429)).toHaveLength(15);
      expect(await full[0]?.text()).toContain("classroom.game.full");
      expect(await env.DB.prepare("SELECT count(*) AS n FROM class_games WHERE class_id = ?").bind(id).first("n")).toBe(
        CLASS_GAMES_MAX,
      );
    },
  );

  it(
    "is limited per pupil, never per address: one pupil's burst leaves the classmates, the school's other class and the public game alone",
    { timeout: 60_000 },
    async () => {
      const first = await openClass("ca");
      const second = await openClass("ca");
      const busy = await joinClass("ca", first.code, "Dani");
      const classmate = await joinClass("ca", first.code, "Joana");
      const calm = await joinClass("ca", second.code, "Eva");
      let refused: Response | undefined;
      // The limit is 12 a minute per pupil in fixed windows: within 25 starts one is refused.
      for (let n = 0; n < 25 && !refused; n += 1) {
        const start = await classPost("ca", busy, { intent: "start" });
        if (start.status === 429) refused = start;
      }
      expect(refused?.headers.get("Retry-After")).toBe("60");
      expect(await refused?.text()).toContain("classroom.game.rateLimited");
      expect((await classPost("ca", classmate, { intent: "start" })).status).toBe(200);
      expect((await classPost("ca", calm, { intent: "start" })).status).toBe(200);
      const publicStart = await postForm(
        gameApiPath,
        { intent: "start" },
        { Origin: siteOrigin, "CF-Connecting-IP": SCHOOL },
      );
      expect(publicStart.status).toBe(200);
    },
  );

  it("answers nothing but a same-site POST", async () => {
    const path = classGameApiPath("es");
    for (const method of ["GET", "HEAD"]) {
      const answer = await siteFetch(path, { method });
      expect(answer.status).toBe(405);
    }
    const crossSite = await postForm(path, { intent: "start" }, { Origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
  });

  it("is the one script of the classroom page, for a pupil in an open class only", async () => {
    const { id, code } = await openClass("en");
    const cookie = await joinClass("en", code, "Hugo");
    const scripts = async (withCookie: boolean) => {
      const response = await siteFetch(pages.classroom.en, withCookie ? { headers: { Cookie: cookie } } : undefined);
      const html = await response.text();
      expect(html).not.toContain("__remixContext");
      return [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.island-/g)].map((match) => match[1]);
    };
    expect(await scripts(true)).toEqual(["class-lesson"]);
    expect(await scripts(false)).toEqual([]);
    await env.DB.prepare("UPDATE classes SET closed_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    expect(await scripts(true)).toEqual([]);
  });
});
