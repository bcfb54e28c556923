import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes, classPupils, classRoundEntries, classRounds as classRoundsTable } from "~/.server/db/schema";
import { insertedRow } from "~/.server/db/statements.server";
import { storedVerdict, type Verdict } from "~/features/compression-game/measures/cpr-grade";
import type { ClassRound, RoundEntry } from "./class-round";
import { roundLive, type RoundLiveView } from "./round-live";
import { newRoundTimes, ROUNDS_PER_CLASS_MAX, type RoundKind, type RoundLength } from "./round-rules";

// A class's rounds in D1 (docs/decisions/0017-class-rounds.md), the teacher's side: starting and
// ending them, and reading them for the teacher's screen, the projector, the CSV and the report.
// A pupil's device's side is round-entries.server.ts.

type Db = Pick<Env, "DB">;

/** A round's own columns, as RoundRow names them. */
export const roundColumns = {
  id: classRoundsTable.id,
  kind: classRoundsTable.kind,
  lengthMs: classRoundsTable.length_ms,
  metronome: classRoundsTable.metronome,
  startsAt: classRoundsTable.starts_at,
  endsAt: classRoundsTable.ends_at,
};

export interface RoundRow {
  id: number;
  kind: RoundKind;
  lengthMs: number;
  metronome: number;
  startsAt: number;
  endsAt: number;
}

/** The round of a row, its own columns only: a row read with the pupil's (pupilRound) carries others. */
export function roundOf({ id, kind, lengthMs, metronome, startsAt, endsAt }: RoundRow): ClassRound {
  return { id, kind, lengthMs, metronome: metronome === 1, startsAt, endsAt };
}

export type StartOutcome = { kind: "started"; round: ClassRound } | { kind: "refused" };

/**
 * Starts a round for an open class, unless one is under way or the class holds its maximum: both
 * counted in the statement that writes, so two presses of the button make one round.
 */
export async function startRound(
  env: Db,
  classId: number,
  choice: { kind: RoundKind; lengthMs: RoundLength; metronome: boolean },
  now: number,
): Promise<StartOutcome> {
  const { startsAt, endsAt } = newRoundTimes(now, choice.lengthMs);
  const db = database(env);
  const round = insertedRow(classRoundsTable, {
    class_id: classId,
    kind: choice.kind,
    length_ms: choice.lengthMs,
    metronome: choice.kind === "practice" && choice.metronome ? 1 : 0,
    starts_at: startsAt,
    ends_at: endsAt,
  });
  const one = { one: sql`1` };
  const open = db
    .select(one)
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.closed_at)));
  const underWay = db
    .select(one)
    .from(classRoundsTable)
    .where(and(eq(classRoundsTable.class_id, classId), gt(classRoundsTable.ends_at, now)));
  const held = db.select({ n: count() }).from(classRoundsTable).where(eq(classRoundsTable.class_id, classId));
  const [row] = await withDeadline(
    db
      .insert(classRoundsTable)
      .select(
        sql`SELECT ${round} WHERE EXISTS ${open} AND NOT EXISTS ${underWay} AND ${held} < ${ROUNDS_PER_CLASS_MAX}`,
      )
      .returning(roundColumns),
  );
  return row ? { kind: "started", round: roundOf(row) } : { kind: "refused" };
}

/**
 * Ends the class's round under way now. Before its start it never runs: its start is brought to
 * now as well (a start equal to its end, which a device reads as called off), so that it is over
 * at once and the teacher may start the next without waiting for the start it had.
 */
export async function endRound(env: Db, classId: number, now: number): Promise<ClassRound | null> {
  const [row] = await withDeadline(
    database(env)
      .update(classRoundsTable)
      .set({ starts_at: sql`min(${classRoundsTable.starts_at}, ${now})`, ends_at: now })
      .where(and(eq(classRoundsTable.class_id, classId), gt(classRoundsTable.ends_at, now)))
      .returning(roundColumns),
  );
  return row ? roundOf(row) : null;
}

/** The class's latest round, whatever its phase, or null before its first. */
export async function latestRound(env: Db, classId: number): Promise<ClassRound | null> {
  const [row] = await withDeadline(
    database(env)
      .select(roundColumns)
      .from(classRoundsTable)
      .where(eq(classRoundsTable.class_id, classId))
      .orderBy(desc(classRoundsTable.id))
      .limit(1),
  );
  return row ? roundOf(row) : null;
}

/** An entry's columns, as EntryRow names them. */
export const entryColumns = {
  roundId: classRoundEntries.round_id,
  pupilId: classRoundEntries.pupil_id,
  liveRate: classRoundEntries.live_rate,
  liveAt: classRoundEntries.live_at,
  compressions: classRoundEntries.compressions,
  meanRateBpm: classRoundEntries.mean_rate_bpm,
  shareInWindow: classRoundEntries.share_in_window,
  compressionFraction: classRoundEntries.compression_fraction,
  rateSpread: classRoundEntries.rate_spread,
  longestPauseMs: classRoundEntries.longest_pause_ms,
  rateChange: classRoundEntries.rate_change,
  grade: classRoundEntries.grade,
  tooRegular: classRoundEntries.too_regular,
  verdict: classRoundEntries.verdict,
  depthMeanMm: classRoundEntries.depth_mean_mm,
  depthInBand: classRoundEntries.depth_in_band,
  depthTooShallow: classRoundEntries.depth_too_shallow,
  depthTooDeep: classRoundEntries.depth_too_deep,
  savedAt: classRoundEntries.saved_at,
  enteredAt: classRoundEntries.entered_at,
};

/** An entry as D1 gives it: SQLite's booleans are 0 and 1. */
export type EntryRow = Omit<RoundEntry, "tooRegular" | "verdict"> & { tooRegular: number | null; verdict: unknown };

/** An entry from its row. */
export function entryOf<Row extends EntryRow>(
  row: Row,
): Omit<Row, "tooRegular" | "verdict"> & { tooRegular: boolean; verdict: Verdict | null } {
  return { ...row, tooRegular: row.tooRegular === 1, verdict: storedVerdict(row.verdict) };
}

/** Every round of a class, oldest first, and every entry in them (the teacher's screen, the CSV, the report). */
export async function classRounds(env: Db, classId: number): Promise<{ rounds: ClassRound[]; entries: RoundEntry[] }> {
  const db = database(env);
  // In a batch, drizzle reads each row by its columns' names: those selected here are all distinct.
  const [rounds, entries] = await withDeadline(
    db.batch([
      db
        .select(roundColumns)
        .from(classRoundsTable)
        .where(eq(classRoundsTable.class_id, classId))
        .orderBy(asc(classRoundsTable.id)),
      db
        .select(entryColumns)
        .from(classRoundEntries)
        .innerJoin(classRoundsTable, eq(classRoundsTable.id, classRoundEntries.round_id))
        .innerJoin(classPupils, eq(classPupils.id, classRoundEntries.pupil_id))
        .where(and(eq(classRoundsTable.class_id, classId), isNull(classPupils.removed_at)))
        .orderBy(asc(classRoundEntries.round_id), asc(classRoundEntries.pupil_id)),
    ]),
  );
  // A result not saved yet is null, which RoundEntry's optional figures take as not measured.
  return { rounds: rounds.map(roundOf), entries: entries.map((row) => entryOf(row as EntryRow)) };
}

/** The live figures of one round: who is in it, and who sent a rate in the last LIVE_FRESH_MS. */
export async function roundEntries(env: Db, roundId: number): Promise<(RoundEntry & { nickname: string })[]> {
  const rows = await withDeadline(
    database(env)
      .select({ ...entryColumns, nickname: classPupils.nickname })
      .from(classRoundEntries)
      .innerJoin(classPupils, eq(classPupils.id, classRoundEntries.pupil_id))
      .where(and(eq(classRoundEntries.round_id, roundId), isNull(classPupils.removed_at))),
  );
  return rows.map((row) => entryOf(row as EntryRow & { nickname: string }));
}

/** A class's latest round as the teacher's screen and the projector show it (round-live.ts). */
export async function roundLiveOf(
  env: Db,
  stored: { id: number; closedAt: string | null },
  now: number,
): Promise<RoundLiveView> {
  const [round, pupils] = await Promise.all([
    latestRound(env, stored.id),
    withDeadline(
      database(env).$count(classPupils, and(eq(classPupils.class_id, stored.id), isNull(classPupils.removed_at))),
    ),
  ]);
  const entries = round ? await roundEntries(env, round.id) : [];
  return roundLive({ round, entries, pupils: pupils ?? 0, closed: stored.closedAt !== null, now });
}
