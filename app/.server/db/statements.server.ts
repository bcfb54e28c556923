import { Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

// What the class tables' statements share beyond drizzle's builder: a row written by an
// INSERT … SELECT, whose WHERE is the condition checked as the statement writes (a burst of
// requests cannot all pass a count read before any of them wrote), and the D1 statement of a built
// query for a caller that batches D1's own statements (round-hub.server.ts).

/** The time now as the tables' `created_at` columns store it (ISO, milliseconds, UTC). */
export const NOW_ISO = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

type RowValues<T extends SQLiteTable> = {
  [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL | Column;
};

/**
 * The values of one row of `table`, every column in the table's order as drizzle's INSERT lists
 * them: a value given (bound as its column stores it, or an expression), else the column's default,
 * else NULL (a new id). For `db.insert(table).select(sql\`SELECT ${insertedRow(…)} WHERE …\`)`;
 * SQLite needs that WHERE before an ON CONFLICT, even when it always holds.
 */
export function insertedRow<T extends SQLiteTable>(table: T, values: RowValues<T>): SQL {
  const given = values as Record<string, unknown>;
  // The schema has no generated column, which drizzle's INSERT would leave out of its list.
  const cells = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key];
    if (value === undefined) {
      if (column.default === undefined) return sql`NULL`;
      return is(column.default, SQL) ? column.default : sql.param(column.default, column);
    }
    return is(value, SQL) || is(value, Column) ? sql`${value}` : sql.param(value, column);
  });
  return sql.join(cells, sql`, `);
}

/** The D1 statement of a built query, for a batch of D1's own statements. */
export function d1Statement(db: D1Database, query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return db.prepare(text).bind(...params);
}

/**
 * Each column or expression of `fields` under its key's name (`AS key`): for a statement run as D1's
 * own, whose rows come back as objects by column name, two tables' `id` would be one.
 */
export function named<T extends Record<string, SQLiteColumn | SQL>>(fields: T) {
  const entries = Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]);
  return Object.fromEntries(entries) as { [K in keyof T]: SQL.Aliased };
}
