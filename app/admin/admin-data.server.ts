import { and, asc, count, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { chestCompressionScores, complaints, contacts } from "~/.server/db/schema";
import { WEEK_SCORES_LIMIT } from "~/admin/weeks";

// What the operators' console reads and changes in D1. Every read is bounded (a page of rows, a
// week, 30 days); the CSV downloads read in batches (admin-csv.server.ts).

export const ADMIN_PAGE_SIZE = 25;

/** `%text%` for LIKE, with the text's own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

export function paged<Row>(rows: Row[], total: number, page: number): Paged<Row> {
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** Contacts, newest first, whose name or e-mail address contains `search` (all without one). */
export async function contactsPage(env: Pick<Env, "DB">, search: string, page: number) {
  const db = database(env);
  const where = search
    ? or(
        sql`${contacts.name} LIKE ${containing(search)} ESCAPE '\\'`,
        sql`${contacts.email} LIKE ${containing(search)} ESCAPE '\\'`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        project_type: contacts.project_type,
        locale: contacts.locale,
        created_at: contacts.created_at,
      })
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.created_at), desc(contacts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  return paged(rows, total?.value ?? 0, page);
}

export async function contactById(env: Pick<Env, "DB">, id: number) {
  const [row] = await database(env).select().from(contacts).where(eq(contacts.id, id));
  return row ?? null;
}

/** Deletes one contact (erasure on request); whether it existed. */
export async function deleteContact(env: Pick<Env, "DB">, id: number): Promise<boolean> {
  const deleted = await database(env).delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return deleted.length > 0;
}

/** Comments of the feedback widget, newest first. */
export async function commentsPage(env: Pick<Env, "DB">, page: number) {
  const db = database(env);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .orderBy(desc(complaints.created_at), desc(complaints.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(complaints),
  ]);
  return paged(rows, total?.value ?? 0, page);
}

export async function deleteComment(env: Pick<Env, "DB">, id: number): Promise<boolean> {
  const deleted = await database(env).delete(complaints).where(eq(complaints.id, id)).returning({ id: complaints.id });
  return deleted.length > 0;
}

/** Every score saved in [weekStart, nextWeekStart), hidden ones included, in the board's order. */
export async function scoresOfWeek(env: Pick<Env, "DB">, weekStart: string, nextWeekStart: string) {
  const table = chestCompressionScores;
  return database(env)
    .select({
      id: table.id,
      player_name: table.player_name,
      score: table.score,
      accuracy: table.accuracy,
      compressions: table.compressions,
      created_at: table.created_at,
      hidden_at: table.hidden_at,
    })
    .from(table)
    .where(and(gte(table.created_at, weekStart), lt(table.created_at, nextWeekStart)))
    .orderBy(desc(table.score), asc(table.created_at))
    .limit(WEEK_SCORES_LIMIT);
}

/** Hides a score from the public board, or shows it again; whether the score exists. */
export async function setScoreHidden(env: Pick<Env, "DB">, id: number, hidden: boolean): Promise<boolean> {
  const table = chestCompressionScores;
  const changed = await database(env)
    .update(table)
    .set({ hidden_at: hidden ? new Date().toISOString() : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return changed.length > 0;
}

export type DailyCounts = Record<"contacts" | "comments" | "scores", Map<string, number>>;

/** Rows created per UTC day since `since` (an ISO instant), per table. */
export async function dailyCounts(env: Pick<Env, "DB">, since: string): Promise<DailyCounts> {
  const db = database(env);
  const perDay = async (table: typeof contacts | typeof complaints | typeof chestCompressionScores) => {
    const day = sql<string>`substr(${table.created_at}, 1, 10)`;
    const rows = await db.select({ day, value: count() }).from(table).where(gte(table.created_at, since)).groupBy(day);
    return new Map(rows.map((row) => [row.day, row.value]));
  };
  const [contactsPerDay, commentsPerDay, scoresPerDay] = await Promise.all([
    perDay(contacts),
    perDay(complaints),
    perDay(chestCompressionScores),
  ]);
  return { contacts: contactsPerDay, comments: commentsPerDay, scores: scoresPerDay };
}
