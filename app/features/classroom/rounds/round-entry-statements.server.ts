import { and, eq, gt, isNull, lte, max, or, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { database } from "~/.server/db/client";
import { classes, classPupils, classRoundEntries, classRounds } from "~/.server/db/schema";
import { named } from "~/.server/db/statements.server";
import { roundColumns } from "./class-rounds.server";
import { ENTER_GRACE_MS, SAVE_EARLY_MS, SAVE_LATE_MS } from "./round-rules";

// The queries a pupil's device's statements are made of (round-entries.server.ts): the pupil of a
// cookie's hash in a round, their class's latest round, and the round's conditions that a write
// checks as it writes.

type Db = Pick<Env, "DB">;

/** The pupil of a cookie's hash, their class, its latest round and their entry in it (named columns). */
export function pupilRoundSelect(env: Db, pupilHash: string) {
  const db = database(env);
  const classmates = alias(classPupils, "classmates");
  const latest = alias(classRounds, "latest");
  const pupils = db
    .select({ n: sql<number>`count(*)` })
    .from(classmates)
    .where(and(eq(classmates.class_id, classes.id), isNull(classmates.removed_at)));
  const latestRound = db
    .select({ id: max(latest.id) })
    .from(latest)
    .where(eq(latest.class_id, classes.id));
  return db
    .select(
      named({
        classId: classes.id,
        removed: sql`${classPupils.removed_at} IS NOT NULL`,
        closed: sql`${classes.closed_at} IS NOT NULL`,
        pupils: sql`${pupils}`,
        ...roundColumns,
        entered: sql`${classRoundEntries.id} IS NOT NULL`,
        enteredAt: classRoundEntries.entered_at,
        saved: sql`${classRoundEntries.saved_at} IS NOT NULL`,
      }),
    )
    .from(classPupils)
    .innerJoin(classes, eq(classes.id, classPupils.class_id))
    .leftJoin(classRounds, eq(classRounds.id, latestRound))
    .leftJoin(
      classRoundEntries,
      and(eq(classRoundEntries.round_id, classRounds.id), eq(classRoundEntries.pupil_id, classPupils.id)),
    )
    .where(eq(classPupils.pupil_token_hash, pupilHash))
    .limit(1);
}

/** The pupil of a cookie's hash, in the class of round `roundId`, neither removed nor in a closed class. */
export function pupilInRound(env: Db, pupilHash: string, roundId: number) {
  const pupil = alias(classPupils, "pupil");
  const round = alias(classRounds, "round");
  const theClass = alias(classes, "class");
  return database(env)
    .select({ id: pupil.id })
    .from(pupil)
    .innerJoin(round, eq(round.class_id, pupil.class_id))
    .innerJoin(theClass, eq(theClass.id, pupil.class_id))
    .where(
      and(
        eq(pupil.pupil_token_hash, pupilHash),
        eq(round.id, roundId),
        isNull(pupil.removed_at),
        isNull(theClass.closed_at),
      ),
    );
}

/** The epoch ms of an ISO time column, as SQLite computes it. */
export const epochMs = (column: SQLiteColumn): SQL<number> =>
  sql`CAST((julianday(${column}) - 2440587.5) * 86400000 AS INTEGER)`;

/** Whether the pupil may enter the round now (round-rules.ts mayJoinRound). */
export function mayEnterRound(env: Db, pupilHash: string, roundId: number, now: number) {
  return database(env)
    .select({ one: sql`1` })
    .from(classRounds)
    .innerJoin(classPupils, eq(classPupils.class_id, classRounds.class_id))
    .where(
      and(
        eq(classRounds.id, roundId),
        eq(classPupils.pupil_token_hash, pupilHash),
        gt(classRounds.ends_at, now),
        or(
          sql`${classRounds.starts_at} + ${ENTER_GRACE_MS} > ${now}`,
          sql`${epochMs(classPupils.created_at)} < ${classRounds.starts_at}`,
        ),
      ),
    );
}

/** Whether the round is a practice round running now. */
export function practiceRunning(env: Db, roundId: number, now: number) {
  return database(env)
    .select({ one: sql`1` })
    .from(classRounds)
    .where(
      and(
        eq(classRounds.id, roundId),
        eq(classRounds.kind, "practice"),
        lte(classRounds.starts_at, now),
        gt(classRounds.ends_at, now),
      ),
    );
}

/**
 * The time the pupil of the entry being written had in the round, as round-rules.ts playedMs
 * works it out, in SQL: from the round's start, or from a late entry, to its end.
 */
function playedMsOf(round: { starts_at: SQLiteColumn; ends_at: SQLiteColumn }) {
  const { entered_at: enteredAt } = classRoundEntries;
  return sql`max(0, ${round.ends_at} - CASE WHEN ${enteredAt} > ${round.starts_at} + ${ENTER_GRACE_MS}
    THEN ${enteredAt} ELSE ${round.starts_at} END)`;
}

/**
 * Whether a result saved now, graded on `playedMs`, fits the round and the entry being written:
 * the round has ended (within SAVE_EARLY_MS) no more than SAVE_LATE_MS ago, and `playedMs` is the
 * time the server gives this pupil (playedMsOf), whatever the phone said.
 */
export function savedInTime(env: Db, roundId: number, now: number, playedMs: number) {
  const round = alias(classRounds, "saved_round");
  return database(env)
    .select({ one: sql`1` })
    .from(round)
    .where(
      and(
        eq(round.id, roundId),
        sql`${now} BETWEEN ${round.ends_at} - ${SAVE_EARLY_MS} AND ${round.ends_at} + ${SAVE_LATE_MS}`,
        sql`${playedMsOf(round)} = ${playedMs}`,
      ),
    );
}
