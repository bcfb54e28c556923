import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { weekStartMadrid } from "~/lib/week-start";
import { formatWeekStart } from "~/features/leaderboard/leaderboard";
import { loggedLines, siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, siteFetch } from "../worker/front-door";
import { asOperator, operatorEmail } from "./access-token";
import { classGameRow, classRow, pupilRow } from "../integration/class-rows";

// The console's classroom page through the whole Worker with Cloudflare Access configured: the
// counts per week of the classes and games still stored, the list of classes (counts only, never a
// pupil), and a class deleted with its pupils and games once the operator confirms it.

const nicknames = ["Zorro Secreto", "Lince Oculto", "Búho Callado"];
const DAY = 86_400_000;

/** Two classes: one opened this week with two pupils, one opened last week (closed) with one. */
async function seed() {
  const now = new Date();
  const thisWeek = weekStartMadrid(now);
  // The Friday before this week's Monday (Madrid): last week, whatever the day today.
  const lastWeek = new Date(Date.parse(thisWeek) - 2.5 * DAY).toISOString();
  const today = now.toISOString();
  const game = (id: number, classId: number, pupilId: number, createdAt: string) =>
    classGameRow(env.DB, {
      id,
      class_id: classId,
      pupil_id: pupilId,
      game_id: `class-game-${id}`,
      created_at: createdAt,
    });
  await env.DB.batch([
    env.DB.prepare("DELETE FROM classes"),
    classRow(env.DB, {
      id: 1,
      name: '4t ESO <B> & "C"',
      join_code: "K7MPQ2",
      teacher_token_hash: "a".repeat(64),
      created_at: today,
      closed_at: null,
    }),
    classRow(env.DB, {
      id: 2,
      name: "3r ESO A",
      bpm: 100,
      join_code: "HJK234",
      teacher_token_hash: "b".repeat(64),
      created_at: lastWeek,
      closed_at: lastWeek,
    }),
    ...nicknames.map((nickname, index) =>
      pupilRow(env.DB, {
        id: index + 1,
        class_id: index < 2 ? 1 : 2,
        nickname,
        pupil_token_hash: String(index + 1).repeat(64),
        created_at: index < 2 ? today : lastWeek,
      }),
    ),
    game(1, 1, 1, today),
    game(2, 1, 2, today),
    game(3, 1, 2, today),
    game(4, 2, 3, lastWeek),
    game(5, 2, 3, lastWeek),
    // A game saved this week to the class opened last week counts in this week's games.
    game(6, 2, 3, today),
  ]);
  return { thisWeek, lastWeek: weekStartMadrid(new Date(lastWeek)) };
}

let weeks: Awaited<ReturnType<typeof seed>>;
beforeEach(async () => {
  weeks = await seed();
});

/** The classes created and games saved in a week's row of the page, by the week's caption. */
function weekRow(html: string, weekStart: string): [number, number] {
  const row = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].find(([, cells]) =>
    cells?.includes(formatWeekStart(weekStart, "es")),
  );
  const numbers = [...(row?.[1] ?? "").matchAll(/<td[^>]*>(\d+)<\/td>/g)].map(([, value]) => Number(value));
  return [numbers[0] ?? -1, numbers[1] ?? -1];
}

async function count(table: string): Promise<number> {
  return Number(await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first("n"));
}

function postAsOperator(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return siteFetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOrigin, ...headers },
  });
}

describe("the console's classes", () => {
  it("counts the classes created and the games saved in each week, and says only stored ones count", async () => {
    const response = await siteFetch("/admin/classes", { headers: await asOperator() });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expectSecurityHeaders(response);
    expect(weekRow(html, weeks.thisWeek)).toEqual([1, 4]);
    expect(weekRow(html, weeks.lastWeek)).toEqual([1, 2]);
    expect(html).toContain("30 días después de crearse");
  });

  it("lists the classes with their name as typed, code, state and counts, and never a pupil", async () => {
    const headers = await asOperator();
    const list = await (await siteFetch("/admin/classes", { headers })).text();
    expect(list).toContain("4t ESO &lt;B&gt; &amp; &quot;C&quot;");
    expect(list).toMatch(/K7MPQ2<\/td><td[^>]*>Abierta<\/td><td[^>]*>2<\/td><td[^>]*>3<\/td>/);
    expect(list).toMatch(/HJK234<\/td><td[^>]*>Cerrada<\/td><td[^>]*>1<\/td><td[^>]*>3<\/td>/);
    const detail = await (await siteFetch("/admin/classes/1", { headers })).text();
    expect(detail).toContain("K7MPQ2");
    for (const html of [list, detail, await (await siteFetch("/admin/classes.data", { headers })).text()]) {
      for (const nickname of nicknames) expect(html).not.toContain(nickname);
      expect(html).not.toContain("a".repeat(64));
    }
    expect((await siteFetch("/admin/classes/3", { headers })).status).toBe(404);
  });
});

describe("deleting a class from the console", () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("asks for the confirmation, then deletes the class with its pupils and games, and logs no name", async () => {
    const headers = await asOperator();
    const unconfirmed = await postAsOperator("/admin/classes/1", {}, headers);
    expect(unconfirmed.status).toBe(200);
    expect(await unconfirmed.text()).toContain("Marca la casilla para confirmar el borrado.");
    expect(await count("classes")).toBe(2);

    const confirmed = await postAsOperator("/admin/classes/1", { confirm: "yes" }, headers);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/admin/classes?done=classDeleted");
    expect(await env.DB.prepare("SELECT id FROM classes").all()).toMatchObject({ results: [{ id: 2 }] });
    expect(await count("class_pupils WHERE class_id = 1")).toBe(0);
    expect(await count("class_games WHERE class_id = 1")).toBe(0);
    expect(await count("class_games")).toBe(3);

    const list = await (await siteFetch("/admin/classes?done=classDeleted", { headers })).text();
    expect(list).toContain("Clase borrada, con sus alumnos y partidas.");
    expect(list).not.toContain("K7MPQ2");
    expect(weekRow(list, weeks.thisWeek)).toEqual([0, 1]);

    const event = loggedLines(log).find((line) => line.event === "admin class deleted");
    expect(event).toMatchObject({ operator: operatorEmail, rowId: 1 });
    expect(JSON.stringify(loggedLines(log))).not.toMatch(/4t ESO|K7MPQ2|Zorro/);
  });

  it("says a class already gone is missing", async () => {
    const response = await postAsOperator("/admin/classes/9", { confirm: "yes" }, await asOperator());
    expect(response.headers.get("Location")).toBe("/admin/classes?done=missing");
  });

  it("refuses a cross-site post from a signed-in operator, and a post without a token, and keeps the class", async () => {
    const crossSite = { ...(await asOperator()), Origin: "https://evil.example" };
    expect((await postAsOperator("/admin/classes/1", { confirm: "yes" }, crossSite)).status).toBe(403);
    const stranger = await postAsOperator("/admin/classes/1", { confirm: "yes" }, {});
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).not.toContain("Clases");
    expect(await count("classes")).toBe(2);
    expect(await count("class_pupils")).toBe(3);
  });
});
