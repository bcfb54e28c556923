import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { database } from "~/.server/db/client";
import { classes, classGames, classPupils } from "~/.server/db/schema";
import type { WeekSpan } from "~/admin/class-weeks";
import { eraseClass } from "~/.server/db/class-erasure.server";
import { purgeLeaderboardPages } from "~/.server/page-cache";
import { ADMIN_PAGE_SIZE, paged } from "./admin-data.server";

// What the console reads and deletes of classroom sessions: counts only, never a pupil's nickname
// or a game's figures (the privacy page promises the operators see counts). Every read is bounded:
// the retention job keeps 30 days of classes, and the list is read a page at a time.

/** The Monday (YYYY-MM-DD) of the week a row's `created_at` falls in; `weeks` newest first. */
function weekOfRow(column: SQLiteColumn, weeks: WeekSpan[]): SQL<string> {
  const cases = weeks.map((week) => sql`WHEN ${column} >= ${week.start} THEN ${week.date}`);
  return sql<string>`CASE ${sql.join(cases, sql` `)} END`;
}

/** Classes created and class games saved per week, for the weeks given (newest first). */
export async function classCountsPerWeek(env: Pick<Env, "DB">, weeks: WeekSpan[]) {
  const db = database(env);
  const oldest = weeks.at(-1);
  const newest = weeks[0];
  if (!oldest || !newest) return { classes: new Map<string, number>(), games: new Map<string, number>() };
  const perWeek = async (table: typeof classes | typeof classGames) => {
    const rows = await db
      .select({ week: weekOfRow(table.created_at, weeks), value: count() })
      .from(table)
      .where(and(gte(table.created_at, oldest.start), lt(table.created_at, newest.nextStart)))
      // By the first column: the CASE again would bind its dates again, and be another expression to SQLite.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.week, row.value]));
  };
  const [classesPerWeek, gamesPerWeek] = await Promise.all([perWeek(classes), perWeek(classGames)]);
  return { classes: classesPerWeek, games: gamesPerWeek };
}

/**
 * How many rows of `table` belong to the class of the outer query's row. The names are written out
 * with their tables: drizzle leaves a column's name bare in a query of one table, and a bare "id"
 * in the subquery would be the counted table's own.
 */
function rowsOfClass(table: typeof classPupils | typeof classGames): SQL<number> {
  return sql<number>`(SELECT count(*) FROM ${table} WHERE ${table}.${sql.identifier("class_id")} = ${classes}.${sql.identifier("id")})`;
}

/** A class as the console shows it: its own fields and how many pupils joined and games were saved. */
const classSummary = {
  id: classes.id,
  name: classes.name,
  join_code: classes.join_code,
  created_at: classes.created_at,
  closed_at: classes.closed_at,
  pupils: rowsOfClass(classPupils),
  games: rowsOfClass(classGames),
};

/** The classes still stored, newest first. */
export async function classesPage(env: Pick<Env, "DB">, page: number) {
  const db = database(env);
  const [rows, [total]] = await Promise.all([
    db
      .select(classSummary)
      .from(classes)
      .orderBy(desc(classes.created_at), desc(classes.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(classes),
  ]);
  return paged(rows, total?.value ?? 0, page);
}

export async function classById(env: Pick<Env, "DB">, id: number) {
  const [row] = await database(env).select(classSummary).from(classes).where(eq(classes.id, id));
  return row ?? null;
}

/**
 * Deletes a class with everything of theirs: pupils, games, and their rows on the public board
 * (class-erasure.server.ts), whose pages then leave the edge cache. Whether it existed.
 */
export async function deleteClassById(env: Pick<Env, "DB">, id: number, origin: string, fingerprint: string) {
  const { existed, boardRows } = await eraseClass(env, id);
  if (boardRows > 0) await purgeLeaderboardPages(origin, fingerprint);
  return existed;
}
