import { drizzle } from "drizzle-orm/d1";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
// Relative, not `~/`: the end-to-end tests build their rows here too (tests/e2e/stored-class.ts).
import { classes, classGames, classPupils, classRoundEntries, classRounds } from "../../app/.server/db/schema";

// The tests' rows of the classroom's tables, in one place: each is typed from the drizzle schema
// (app/.server/db/schema.ts), so that a column added or renamed there is added or renamed here,
// and what a test does not care about is filled with a plausible value. Each returns the
// statement (to run alone or in a batch with others); statementText() gives its SQL for a database
// that is no D1 binding (the end-to-end tests' file of the served site). A value may be an SQL
// expression (drizzle's `sql`), e.g. a subquery that finds a class by its code.

type NewClass = SQLiteInsertValue<typeof classes>;
type NewPupil = SQLiteInsertValue<typeof classPupils>;
type NewClassGame = SQLiteInsertValue<typeof classGames>;
type NewRound = typeof classRounds.$inferInsert;
type NewRoundEntry = typeof classRoundEntries.$inferInsert;

/** A D1 statement from a drizzle query of `db`. */
function statementOf(db: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return db.prepare(sql).bind(...params);
}

const randomHex = () =>
  [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A class: 4t ESO B at 110 a minute, with a code and a teacher token's hash of its own unless given. */
export function classRow(db: D1Database, row: Partial<NewClass> = {}): D1PreparedStatement {
  const values: NewClass = {
    name: "4t ESO B",
    bpm: 110,
    join_code: randomHex().slice(0, 6).toUpperCase(),
    teacher_token_hash: randomHex(),
    ...row,
  };
  return statementOf(db, drizzle(db).insert(classes).values(values).returning({ id: classes.id }));
}

/** A pupil of `class_id` (the nickname's key its lower case unless given). */
export function pupilRow(
  db: D1Database,
  row: Pick<NewPupil, "class_id"> & Partial<Omit<NewPupil, "nickname">> & { nickname?: string },
): D1PreparedStatement {
  const nickname = row.nickname ?? "Pol";
  const values: NewPupil = { nickname, nickname_key: nickname.toLowerCase(), pupil_token_hash: randomHex(), ...row };
  return statementOf(db, drizzle(db).insert(classPupils).values(values).returning({ id: classPupils.id }));
}

/** A free game of a pupil: a decent one (80 points, 60 compressions at 112 a minute) unless told. */
export function classGameRow(
  db: D1Database,
  row: Pick<NewClassGame, "class_id" | "pupil_id"> & Partial<NewClassGame>,
): D1PreparedStatement {
  const values: NewClassGame = {
    score: 80,
    accuracy: 80,
    success_rate: 90,
    compressions: 60,
    mean_rate_bpm: 112,
    share_in_window: 75,
    game_id: crypto.randomUUID(),
    // Saved when it was created, as the store writes it: a test that sets one time sets both.
    saved_at: typeof row.created_at === "string" ? Date.parse(row.created_at) : Date.now(),
    ...row,
  };
  return statementOf(db, drizzle(db).insert(classGames).values(values).returning({ id: classGames.id }));
}

/** A round of `class_id`: a 30-second practice unless told. */
export function roundRow(
  db: D1Database,
  row: Pick<NewRound, "class_id" | "starts_at" | "ends_at"> & Partial<NewRound>,
): D1PreparedStatement {
  const values: NewRound = { kind: "practice", length_ms: row.ends_at - row.starts_at, ...row };
  return statementOf(db, drizzle(db).insert(classRounds).values(values).returning({ id: classRounds.id }));
}

/** A pupil's entry in a round. */
export function roundEntryRow(
  db: D1Database,
  row: Pick<NewRoundEntry, "round_id" | "pupil_id"> & Partial<NewRoundEntry>,
): D1PreparedStatement {
  return statementOf(db, drizzle(db).insert(classRoundEntries).values(row).returning({ id: classRoundEntries.id }));
}

/**
 * A row's statement as SQL text and its values, for a database that is no D1 binding: the same
 * builders, on a stand-in that records what they prepare.
 */
export function statementText(row: (db: D1Database) => D1PreparedStatement): { sql: string; params: unknown[] } {
  const prepared: { sql: string; params: unknown[] }[] = [];
  const recorder = {
    prepare: (sql: string) => ({
      bind: (...params: unknown[]) => {
        prepared.push({ sql, params });
        return {};
      },
    }),
  };
  row(recorder as unknown as D1Database);
  const [text] = prepared;
  if (!text) throw new Error("the row prepared no statement");
  return text;
}
