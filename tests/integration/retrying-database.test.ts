import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~/.server/db/client";
import { withRetryingDatabase } from "~/.server/db/retrying-database.server";
import { chestCompressionScores } from "~/.server/db/schema";

// The Worker's D1 as server.ts and the class's hub hand it on: the real local D1, every query and
// batch of which is tried again on a passing failure. Locally that failure is a lock held by another
// process (the end-to-end tests' own writes), which the real D1 here is made to show for a while.

const insert =
  "INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id) VALUES (?, 80, 90, 90, 40, ?)";

async function scoresOf(player: string): Promise<number> {
  const [row] = await database(env)
    .select({ rows: count() })
    .from(chestCompressionScores)
    .where(eq(chestCompressionScores.player_name, player));
  return row?.rows ?? 0;
}

/** The real D1, locked to its statements and batches for their first `failures` tries, as another writer would. */
function lockedFor(
  failures: number,
  message = "D1_ERROR: database is locked: SQLITE_BUSY",
): { DB: D1Database; tries: () => number } {
  let tries = 0;
  const attempt = <T>(run: () => Promise<T>) => {
    tries += 1;
    return tries <= failures ? Promise.reject(new Error(message)) : run();
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "run" || property === "all" || property === "first" || property === "raw") {
          return (...args: unknown[]) =>
            attempt(() => (target[property] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return Reflect.get(target, property, target);
      },
    });
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (property === "batch") return (statements: D1PreparedStatement[]) => attempt(() => target.batch(statements));
      return Reflect.get(target, property, target);
    },
  });
  return { DB, tries: () => tries };
}

describe("the Worker's D1, retrying passing failures", () => {
  it("answers drizzle, statements, batches and sessions as the binding does", async () => {
    const retrying = withRetryingDatabase(env);
    expect(retrying.SCORE_SIGNING_KEY).toBe(env.SCORE_SIGNING_KEY);
    expect(withRetryingDatabase(env)).toBe(retrying);
    await retrying.DB.prepare(insert).bind("Arnau", "retrying-1").run();
    await retrying.DB.batch([
      retrying.DB.prepare(insert).bind("Arnau", "retrying-2"),
      retrying.DB.prepare(insert).bind("Berta", "retrying-3"),
    ]);
    expect(await scoresOf("Arnau")).toBe(2);
    const byName = retrying.DB.prepare("SELECT player_name FROM chest_compression_scores WHERE player_name = ?");
    expect(await byName.bind("Berta").first("player_name")).toBe("Berta");
    expect(await byName.bind("Arnau").raw()).toEqual([["Arnau"], ["Arnau"]]);
    expect((await byName.bind("Arnau").all()).results).toHaveLength(2);
    const drizzled = await database(retrying)
      .select()
      .from(chestCompressionScores)
      .where(eq(chestCompressionScores.player_name, "Berta"));
    expect(drizzled.map((row) => row.game_id)).toEqual(["retrying-3"]);
    if (typeof retrying.DB.withSession === "function") {
      const session = retrying.DB.withSession("first-primary");
      expect(await session.prepare("SELECT count(*) AS n FROM chest_compression_scores").first("n")).toBe(3);
      expect(typeof session.getBookmark()).not.toBe("undefined");
    }
  });

  it("writes once when the database was locked for the first two tries, and gives up after a third", async () => {
    const locked = lockedFor(2);
    const { DB } = withRetryingDatabase({ ...env, DB: locked.DB });
    await DB.prepare(insert).bind("Carla", "locked-1").run();
    expect(locked.tries()).toBe(3);
    expect(await scoresOf("Carla")).toBe(1);

    const batchLocked = lockedFor(2);
    const batched = withRetryingDatabase({ ...env, DB: batchLocked.DB }).DB;
    await batched.batch([
      batched.prepare(insert).bind("Dani", "locked-2"),
      batched.prepare(insert).bind("Dani", "locked-3"),
    ]);
    expect(await scoresOf("Dani")).toBe(2);

    const stuck = lockedFor(3);
    await expect(
      withRetryingDatabase({ ...env, DB: stuck.DB })
        .DB.prepare(insert)
        .bind("Eloi", "locked-4")
        .run(),
    ).rejects.toThrow(/SQLITE_BUSY/);
    expect(stuck.tries()).toBe(3);
    expect(await scoresOf("Eloi")).toBe(0);
  });

  it("does not try again a query the database refused for what it is", async () => {
    const refused = lockedFor(1, "D1_ERROR: UNIQUE constraint failed: chest_compression_scores.game_id");
    const { DB } = withRetryingDatabase({ ...env, DB: refused.DB });
    await expect(DB.prepare(insert).bind("Fiona", "refused-1").run()).rejects.toThrow(/UNIQUE/);
    expect(refused.tries()).toBe(1);
  });
});
