import { and, isNotNull, lt } from "drizzle-orm";
import { retentionDays } from "@content/privacy";
import { eraseClassesBefore } from "./db/class-erasure.server";
import { database } from "./db/client";
import { chestCompressionScores, classes, classJoinFailures, complaints, contacts } from "./db/schema";
import { logEvent } from "./log.server";

// Deletes what the privacy page promises to delete: contacts and comments after 365 days, scores
// after 90, classroom sessions after 30 with everything of theirs (pupils, games, their rows on the
// public board), and erases the day's key of the address that opened a class after a day
// (content/privacy.ts). The Worker's Cron Trigger (wrangler.toml) runs it once a day.

const tables = { contacts, complaints, scores: chestCompressionScores, classJoinFailures } as const;

export type RetentionCounts = Record<keyof typeof tables | "classes" | "classCreators", number>;

const DAY_MS = 86_400_000;

/** The oldest `created_at` still kept for a retention period, as the ISO text the rows carry. */
export function retentionCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** Deletes every row older than its table's retention period; returns how many went from each. */
export async function deleteExpiredRecords(env: Pick<Env, "DB">, now: Date): Promise<RetentionCounts> {
  const db = database(env);
  // Classes first: their board rows go with them, before the board's own period is applied.
  const erased = await eraseClassesBefore(env, retentionCutoff(now, retentionDays.classes));
  const creators = await db
    .update(classes)
    .set({ creator_hash: null })
    .where(
      and(isNotNull(classes.creator_hash), lt(classes.created_at, retentionCutoff(now, retentionDays.classCreators))),
    );
  const counts = { classes: erased.classes, classCreators: creators.meta.changes } as RetentionCounts;
  for (const [name, table] of Object.entries(tables) as [keyof typeof tables, (typeof tables)[keyof typeof tables]][]) {
    const deleted = await db
      .delete(table)
      .where(lt(table.created_at, retentionCutoff(now, retentionDays[name])))
      .returning({ id: table.id });
    counts[name] = deleted.length;
  }
  return counts;
}

/** The Cron Trigger's work: the deletion, logged with its counts (never the rows). */
export async function runScheduledRetention(env: Pick<Env, "DB">, scheduledTime: number): Promise<void> {
  try {
    const deleted = await deleteExpiredRecords(env, new Date(scheduledTime));
    logEvent("info", { event: "retention done", counts: deleted });
  } catch (error) {
    logEvent("error", { event: "retention failed", error });
    throw error;
  }
}
