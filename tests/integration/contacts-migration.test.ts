import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// migrations/0003_contacts_catalan.sql rebuilds the contacts table so that its locale accepts
// 'ca'. Here it runs, as `wrangler d1 migrations apply` would, on a database that stands where
// production stood before it: migrations 0001 and 0002 applied, contacts in Spanish and English.
//
// The tests have one D1 binding (vitest.config.ts), already migrated by apply-migrations.ts, and no
// second database can be made from inside workerd. So the real migration files are replayed in
// that database under a prefix of their own: every table (and index) they name is renamed
// `<prefix>_<name>`, and nothing else in them changes. Their prefixed tables are dropped at the end.

const prefix = `m${crypto.randomUUID().replaceAll("-", "")}`;
const tables = ["contacts", "chest_compression_scores", "complaints"] as const;
const tableName = new RegExp(`\\b(${tables.join("|")})`, "g");
/** A table name that the renaming missed: one not preceded by the prefix. */
const bareTableName = new RegExp(`(^|\\W)(${tables.join("|")})`);
const contactsTable = `${prefix}_contacts`;
const migrationsTable = `${prefix}_d1_migrations`;

function underPrefix(migration: D1Migration): D1Migration {
  const queries = migration.queries.map((query) => query.replace(tableName, `${prefix}_$1`));
  for (const query of queries) expect(query, migration.name).not.toMatch(bareTableName);
  return { name: migration.name, queries };
}

const migrations = env.TEST_MIGRATIONS;
const catalanMigration = migrations.find((migration) => migration.name === "0003_contacts_catalan.sql");
const earlierMigrations = migrations.filter((migration) => migration.name < "0003");
const upToCatalan = migrations.filter((migration) => migration.name < "0004");

function insertContact(row: Record<string, string | number | null>) {
  const columns = Object.keys(row);
  return env.DB.prepare(
    `INSERT INTO ${contactsTable} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  )
    .bind(...Object.values(row))
    .run();
}

const contact = { name: "Laia Puig", email: "laia@example.com", message: "Hola", privacy_consent: 1 };

/** Contacts as production may hold them: ids with gaps, every optional field set or not, edge lengths. */
const storedBefore: Record<string, string | number | null>[] = [
  {
    ...contact,
    id: 3,
    locale: "es",
    consent_version: "2026-01-01",
    created_at: "2026-01-05T10:00:00.000Z",
  },
  {
    id: 7,
    name: "Jordi O'Brien",
    email: "jordi@example.com",
    phone: "+44 20 7946 0000",
    project_type: "health",
    message: "Hello,\n'quoted' \"twice\" — ñ 🫀 <b>",
    privacy_consent: 1,
    marketing_consent: 1,
    locale: "en",
    consent_version: "2026-11-21",
    created_at: "2026-11-22T23:59:59.999Z",
  },
  { ...contact, id: 42, name: "n".repeat(100), message: "m".repeat(5000), locale: "en", consent_version: "2026-11-21" },
  { ...contact, id: 43, locale: "es", consent_version: "2026-11-21" },
];

const readContacts = async () => (await env.DB.prepare(`SELECT * FROM ${contactsTable} ORDER BY id`).all()).results;
const columnsOf = async (table: string) => (await env.DB.prepare(`PRAGMA table_info(${table})`).all()).results;
const schemaOf = (table: string) =>
  env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").bind(table).first<string>("sql");

let rowsBefore: Record<string, unknown>[] = [];
let columnsBefore: Record<string, unknown>[] = [];
let catalanBefore: unknown;

beforeAll(async () => {
  expect(earlierMigrations.map((migration) => migration.name)).toEqual(["0001_init.sql", "0002_score_moderation.sql"]);
  expect(catalanMigration).toBeDefined();
  await applyD1Migrations(env.DB, earlierMigrations.map(underPrefix), migrationsTable);
  for (const row of storedBefore) await insertContact(row);
  rowsBefore = await readContacts();
  columnsBefore = await columnsOf(contactsTable);
  catalanBefore = await insertContact({ ...contact, locale: "ca", consent_version: "x" }).catch((error) => error);

  await applyD1Migrations(env.DB, [underPrefix(catalanMigration as D1Migration)], migrationsTable);
});

afterAll(async () => {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ?")
    .bind(`${prefix}_%`)
    .all<{ name: string }>();
  for (const { name } of results) await env.DB.prepare(`DROP TABLE ${name}`).run();
});

describe("migration 0003 on a database at 0002, with contacts in Spanish and English", () => {
  it("starts from the old table, which refused Catalan", () => {
    expect(rowsBefore).toHaveLength(storedBefore.length);
    expect(String(catalanBefore)).toMatch(/CHECK constraint failed/);
  });

  it("keeps every row and id, and every value, as it was", async () => {
    const rowsAfter = await readContacts();
    expect(rowsAfter).toEqual(rowsBefore);
    expect(rowsAfter.map((row) => row.id)).toEqual([3, 7, 42, 43]);
    expect(rowsAfter.map((row) => row.locale)).toEqual(["es", "en", "en", "es"]);
    // The values inserted are the values read back (defaults filled in where none was given).
    for (const [index, row] of storedBefore.entries()) expect(rowsAfter[index]).toMatchObject(row);
    expect(rowsAfter[2]).toMatchObject({ phone: null, project_type: null, marketing_consent: 0 });
  });

  it("keeps every column: names, order, types, NOT NULL, defaults and key", async () => {
    expect(await columnsOf(contactsTable)).toEqual(columnsBefore);
  });

  it("accepts 'ca' and still refuses any other locale, and the other rules of the table", async () => {
    const { meta } = await insertContact({ ...contact, locale: "ca", consent_version: "2026-11-21" });
    expect(meta.changes).toBe(1);
    // A new contact follows the highest id kept, as it would have before.
    expect(meta.last_row_id).toBe(44);
    for (const locale of ["fr", "CA", "ca-ES", "cat", "", " ca"]) {
      await expect(insertContact({ ...contact, locale, consent_version: "x" }), locale).rejects.toThrow(
        /CHECK constraint failed/,
      );
    }
    await expect(insertContact({ ...contact, locale: "ca", consent_version: "x", privacy_consent: 0 })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(insertContact({ ...contact, id: 7, locale: "ca", consent_version: "x" })).rejects.toThrow(
      /UNIQUE constraint failed|PRIMARY KEY/,
    );
    await env.DB.prepare(`DELETE FROM ${contactsTable} WHERE id = 44`).run();
  });

  it("leaves the same table as the real migrations made, no working copy behind, and is recorded once", async () => {
    const replayed = (await schemaOf(contactsTable))?.replaceAll(`${prefix}_`, "");
    expect(replayed).toBe(await schemaOf("contacts"));
    expect(replayed).toContain("CHECK (locale IN ('es', 'en', 'ca'))");
    expect(await schemaOf(`${prefix}_contacts_new`)).toBeNull();
    // The tables the migration does not touch are as 0002 left them.
    expect((await columnsOf(`${prefix}_chest_compression_scores`)).map((column) => column.name)).toContain("hidden_at");
    const applied = await env.DB.prepare(`SELECT name FROM ${migrationsTable} ORDER BY id`).all<{ name: string }>();
    expect(applied.results.map((row) => row.name)).toEqual(upToCatalan.map((migration) => migration.name));
    // Applying them again changes nothing.
    await applyD1Migrations(env.DB, upToCatalan.map(underPrefix), migrationsTable);
    expect((await readContacts()).map((row) => row.id)).toEqual([3, 7, 42, 43]);
  });
});

describe("the contacts table of the real local D1, migrated by the tests' setup", () => {
  it("takes Catalan contacts and refuses other locales", async () => {
    const insert = (locale: string) =>
      env.DB.prepare(
        "INSERT INTO contacts (name, email, message, privacy_consent, locale, consent_version) VALUES (?, ?, ?, 1, ?, ?)",
      )
        .bind(contact.name, contact.email, contact.message, locale, "2026-11-21")
        .run();
    expect((await insert("ca")).meta.changes).toBe(1);
    await expect(insert("fr")).rejects.toThrow(/CHECK constraint failed/);
    const { results } = await env.DB.prepare("SELECT locale FROM contacts").all();
    expect(results).toEqual([{ locale: "ca" }]);
  });
});
