import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// migrations/0015_class_games_saved_at.sql gives a free game its time in epoch milliseconds, as a
// round's result has it, filled from the ISO created_at of the games stored before. Here it runs on
// a database that stands where production stood before it: migrations 0001–0014 applied, a class
// with games. As in contacts-migration.test.ts, the real migration files are replayed in the one
// test database under a prefix of their own, every table and index they name renamed
// `<prefix>_<name>`, and the prefixed tables are dropped at the end.

const prefix = `m${crypto.randomUUID().replaceAll("-", "")}`;
/** Children before parents, so that each can be dropped while foreign keys hold. */
const tables = [
  "class_round_entries",
  "class_rounds",
  "class_games",
  "class_comeback_misses",
  "class_join_failures",
  "class_pupils",
  "classes",
  "contacts",
  "chest_compression_scores",
  "complaints",
] as const;
const tableName = new RegExp(`\\b(${tables.join("|")})`, "g");
const named = (table: (typeof tables)[number]) => `${prefix}_${table}`;
const migrationsTable = `${prefix}_d1_migrations`;

function underPrefix(migration: D1Migration): D1Migration {
  return { name: migration.name, queries: migration.queries.map((query) => query.replace(tableName, `${prefix}_$1`)) };
}

const migrations = env.TEST_MIGRATIONS;
const savedAtMigration = migrations.find((migration) => migration.name === "0015_class_games_saved_at.sql");
const before = migrations.filter((migration) => migration.name < "0015");

/** Games as production may hold them: at a millisecond's start and end, a second's turn, a leap day. */
const createdAt = [
  "2026-11-26T10:00:00.000Z",
  "2026-11-26T10:00:00.001Z",
  "2026-11-26T10:00:59.999Z",
  "2028-02-29T23:59:59.500Z",
  "2026-01-01T00:00:00.000Z",
];

async function insert(table: (typeof tables)[number], row: Record<string, string | number>): Promise<number> {
  const columns = Object.keys(row);
  const statement = `INSERT INTO ${named(table)} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING id`;
  return (await env.DB.prepare(statement)
    .bind(...Object.values(row))
    .first<number>("id"))!;
}

const game = { score: 80, accuracy: 80, success_rate: 90, compressions: 60, mean_rate_bpm: 112, share_in_window: 75 };
let gamesBefore: Record<string, unknown>[] = [];

const readGames = async () =>
  (await env.DB.prepare(`SELECT * FROM ${named("class_games")} ORDER BY id`).all<Record<string, unknown>>()).results;

beforeAll(async () => {
  expect(savedAtMigration).toBeDefined();
  await applyD1Migrations(env.DB, before.map(underPrefix), migrationsTable);
  const classId = await insert("classes", {
    name: "4t B",
    join_code: "ABC234",
    teacher_token_hash: "t".repeat(64),
    bpm: 110,
  });
  const pupilId = await insert("class_pupils", {
    class_id: classId,
    nickname: "Laia",
    nickname_key: "laia",
    pupil_token_hash: "p".repeat(64),
  });
  for (const [index, at] of createdAt.entries()) {
    await insert("class_games", {
      ...game,
      class_id: classId,
      pupil_id: pupilId,
      game_id: `g${index}`,
      created_at: at,
    });
  }
  gamesBefore = await readGames();
  await applyD1Migrations(env.DB, [underPrefix(savedAtMigration as D1Migration)], migrationsTable);
});

afterAll(async () => {
  for (const table of [...tables.map(named), migrationsTable])
    await env.DB.prepare(`DROP TABLE IF EXISTS ${table}`).run();
});

describe("migration 0015 on a database at 0014, with a class's free games", () => {
  it("gives every game stored before its ISO time as epoch milliseconds, exactly", async () => {
    const after = await readGames();
    expect(after.map((row) => row.saved_at)).toEqual(createdAt.map((at) => Date.parse(at)));
  });

  it("keeps every other value as it was", async () => {
    const after = await readGames();
    expect(after.map(({ saved_at: _savedAt, ...row }) => row)).toEqual(gamesBefore);
  });

  it("leaves the same column as the real migrations made, nullable for a game the build before stores", async () => {
    const schemaOf = (table: string) =>
      env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
        .bind(table)
        .first<string>("sql");
    const replayed = (await schemaOf(named("class_games")))?.replaceAll(`${prefix}_`, "");
    expect(replayed).toBe(await schemaOf("class_games"));
    expect(replayed).toMatch(/saved_at INTEGER$|saved_at INTEGER\)/);
  });
});
