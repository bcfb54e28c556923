import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  chestCompressionScores,
  classComebackMisses,
  classes,
  classGames,
  classJoinFailures,
  classPupils,
  classRoundEntries,
  classRounds,
  complaints,
  contacts,
} from "~/.server/db/schema";

// The SQL migrations are the source of truth. This test applies them to a real D1 and compares
// what SQLite reports with the drizzle schema, so the two cannot drift apart silently.

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

async function columnsInDatabase(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<ColumnInfo>();
  return results
    .map((c) => ({
      name: c.name,
      type: c.type.toUpperCase(),
      notNull: c.notnull === 1 || c.pk === 1,
      primaryKey: c.pk === 1,
      hasDefault: c.dflt_value !== null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function columnsInDrizzle(table: SQLiteTable) {
  return getTableConfig(table)
    .columns.map((c) => ({
      name: c.name,
      type: c.getSQLType().toUpperCase(),
      notNull: c.notNull,
      primaryKey: c.primary,
      hasDefault: c.hasDefault && !c.primary, // drizzle counts the rowid alias as defaulted
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function uniqueColumnsInDatabase(table: string) {
  const { results: indexes } = await env.DB.prepare(`PRAGMA index_list(${table})`).all<{
    name: string;
    unique: number;
    origin: string;
  }>();
  const unique: string[] = [];
  for (const index of indexes.filter((i) => i.unique === 1 && i.origin === "u")) {
    const { results } = await env.DB.prepare(`PRAGMA index_info(${index.name})`).all<{ name: string }>();
    unique.push(...results.map((r) => r.name));
  }
  return unique.sort();
}

async function namedIndexesInDatabase(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA index_list(${table})`).all<{ name: string; origin: string }>();
  return results
    .filter((i) => i.origin === "c")
    .map((i) => i.name)
    .sort();
}

const tables: [string, SQLiteTable][] = [
  ["contacts", contacts],
  ["chest_compression_scores", chestCompressionScores],
  ["complaints", complaints],
  ["classes", classes],
  ["class_pupils", classPupils],
  ["class_games", classGames],
  ["class_join_failures", classJoinFailures],
  ["class_comeback_misses", classComebackMisses],
  ["class_rounds", classRounds],
  ["class_round_entries", classRoundEntries],
];

describe("the drizzle schema mirrors the migrations", () => {
  for (const [name, table] of tables) {
    it(`agrees on the columns of ${name}`, async () => {
      expect(getTableConfig(table).name).toBe(name);
      expect(columnsInDrizzle(table)).toEqual(await columnsInDatabase(name));
    });

    it(`agrees on the unique columns and indexes of ${name}`, async () => {
      const config = getTableConfig(table);
      const uniqueInDrizzle = config.columns
        .filter((c) => c.isUnique)
        .map((c) => c.name)
        .sort();
      expect(uniqueInDrizzle).toEqual(await uniqueColumnsInDatabase(name));
      expect(config.indexes.map((i) => i.config.name).sort()).toEqual(await namedIndexesInDatabase(name));
    });
  }

  it("has no table in the database that the schema lacks", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '_cf_%'",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name).sort()).toEqual(tables.map(([name]) => name).sort());
  });
});

describe("the constraints of the migrations", () => {
  it("refuses a contact without privacy consent", async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO contacts (name, email, message, privacy_consent, locale, consent_version) VALUES ('a', 'a@b.co', 'm', 0, 'es', 'v')",
      ).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });

  it("refuses a score out of range and a reused game id", async () => {
    const insert = (score: number, gameId: string) =>
      env.DB.prepare(
        "INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id) VALUES ('Ana', ?, 80, 90, 60, ?)",
      )
        .bind(score, gameId)
        .run();
    await expect(insert(101, "g1")).rejects.toThrow(/CHECK constraint failed/);
    await insert(88, "g2");
    await expect(insert(70, "g2")).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
