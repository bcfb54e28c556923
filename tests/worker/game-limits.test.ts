import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { gameApiPath } from "~/lib/api-routes";
import { messages } from "~/locales/messages";
import { rowCount, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { postForm } from "./front-door";
import { genuineGame } from "./genuine-game";

// The game's limits per client address, through the whole Worker: a class playing behind its
// school's one address is never stopped, a script that goes on and on is (429, in the page's
// language, with JavaScript and without), and nothing is stored for a refused request. What is
// kept of the address is a weekly keyed hash, never the address.

const path = "/ca/first-aiducation";

/** A post of the game from one client address: to its JSON address as the game's island sends it, or to the page without JavaScript. */
function gamePost(ip: string, fields: Record<string, string>, script = true) {
  const headers = { Origin: siteOrigin, "CF-Connecting-IP": ip };
  return script ? postForm(gameApiPath, { ...fields, lang: "ca" }, headers) : postForm(path, fields, headers);
}

async function genuineSave(ip: string, player_name: string, script = true) {
  const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
  return gamePost(ip, { intent: "save", game_id, player_name, ...genuineGame }, script);
}

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

/** A test sends up to two hundred requests: a few seconds, more on a slow machine. */
const MANY_REQUESTS_MS = 60_000;

describe("the game's limits per client address", { timeout: MANY_REQUESTS_MS }, () => {
  it("let a class of thirty behind one address start and save a game each", async () => {
    const school = "192.0.2.30";
    for (let pupil = 1; pupil <= 30; pupil += 1) {
      const start = await gamePost(school, { intent: "start" });
      expect(start.status, `start ${pupil}`).toBe(200);
      await start.arrayBuffer();
      const save = await genuineSave(school, `Alumne ${pupil}`);
      expect(save.status, `save ${pupil}`).toBe(200);
      await save.arrayBuffer();
    }
    expect(await rowCount("chest_compression_scores")).toBe(30);
    // One hash for the school's address this week, not the address itself.
    const { results } = await env.DB.prepare("SELECT DISTINCT client_hash FROM chest_compression_scores").all<{
      client_hash: string;
    }>();
    expect(results).toHaveLength(1);
    expect(results[0]?.client_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(results[0]?.client_hash).not.toContain(school);
    const other = await genuineSave("198.51.100.7", "Visitant");
    await other.arrayBuffer();
    const hashes = await env.DB.prepare("SELECT count(DISTINCT client_hash) AS n FROM chest_compression_scores").first<{
      n: number;
    }>();
    expect(hashes?.n).toBe(2);
  });

  it("stop a script that starts games without end, with the reason in the page's language", async () => {
    const script = "203.0.113.5";
    let started = 0;
    let refused: Response | null = null;
    // The limit is 100 a minute in fixed windows: within 201 requests one is refused.
    for (; started < 201; started += 1) {
      const response = await gamePost(script, { intent: "start" });
      if (response.status === 429) {
        refused = response;
        break;
      }
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(refused).not.toBeNull();
    expect(started).toBeGreaterThanOrEqual(100);
    expect(refused?.headers.get("Retry-After")).toBe("60");
    expect(await refused?.text()).toContain("game.save.rateLimited");
    // Without JavaScript (a plain post of the page): the page says why, in Catalan.
    const page = await gamePost(script, { intent: "start" }, false);
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(messages.ca.game.save.rateLimited);
  });

  it("store nothing for a save past the limit", async () => {
    const script = "203.0.113.9";
    // Refused saves count too: the limiter comes before any other check.
    let sent = 0;
    for (; sent < 201; sent += 1) {
      const response = await gamePost(script, { intent: "save", player_name: "Bot" });
      if (response.status === 429) break;
      await response.arrayBuffer();
    }
    expect(sent).toBeLessThan(201);
    const before = await rowCount("chest_compression_scores");
    const save = await genuineSave(script, "Bot", false);
    expect(save.status).toBe(429);
    expect(await save.text()).toContain(messages.ca.game.save.rateLimited);
    expect(await rowCount("chest_compression_scores")).toBe(before);
  });
});
