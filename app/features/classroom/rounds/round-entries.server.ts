import { and, eq, exists, isNull, lte, or, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classRoundEntries, classRounds } from "~/.server/db/schema";
import { d1Statement, insertedRow, named } from "~/.server/db/statements.server";
import type { ClassRound } from "./class-round";
import { roundOf, type RoundRow } from "./class-rounds.server";
import { mayEnterRound, practiceRunning, pupilInRound, pupilRoundSelect } from "./round-entry-statements.server";
import { ENTER_GRACE_MS, LIVE_MS } from "./round-rules";

// A pupil's device in a class's rounds, in D1 (docs/decisions/0017-class-rounds.md): it reads the
// class's round, enters it before its start, sends its rate while a practice round runs, and saves
// its presses' times when it ends (round-saves.server.ts). Every request is
// one statement that finds the pupil by their cookie's hash in the same statement: a class's thirty
// saves at a round's end are thirty single writes, with nothing read before them. The teacher's side is class-rounds.server.ts.

type Db = Pick<Env, "DB">;

/**
 * A device's request as statements and how to read their results, so that it runs alone (one
 * batch) or with the requests of the class's other devices in one batch (round-hub.server.ts).
 * They are D1's own statements of queries built with drizzle (`d1Statement`), which any D1 batch
 * takes, and their rows are read by the names their columns are given (`named`).
 */
export interface RoundQuery<T> {
  statements: D1PreparedStatement[];
  read: (results: D1Result[]) => Promise<T>;
}

/** Runs a query alone, within the database's deadline. */
export async function runQuery<T>(env: Db, query: RoundQuery<T>): Promise<T> {
  return query.read(query.statements.length > 0 ? await withDeadline(env.DB.batch(query.statements)) : []);
}

/** What a pupil's device reads: their class's latest round and where they stand in it. */
export interface PupilRound {
  /** Null when the cookie names no pupil of a class that still exists. */
  pupil: { classId: number; removed: boolean; closed: boolean; pupils: number } | null;
  round: ClassRound | null;
  entered: boolean;
  /** When the server noted the pupil's entry (epoch ms), which their time in the round counts from if late; null if none. */
  enteredAt: number | null;
  saved: boolean;
}

/** One read: the pupil of the cookie's hash, their class's latest round and their entry in it. */
export function pupilRoundQuery(env: Db, pupilHash: string): RoundQuery<PupilRound> {
  return {
    statements: [d1Statement(env.DB, pupilRoundSelect(env, pupilHash))],
    read: async ([result]) => pupilRoundOf(result?.results[0] as PupilRoundRow | undefined),
  };
}

export const pupilRound = (env: Db, pupilHash: string) => runQuery(env, pupilRoundQuery(env, pupilHash));

type PupilRoundRow = {
  classId: number;
  removed: number;
  closed: number;
  pupils: number;
  entered: number;
  enteredAt: number | null;
  saved: number;
} & {
  [K in keyof RoundRow]: RoundRow[K] | null;
};

function pupilRoundOf(row: PupilRoundRow | undefined): PupilRound {
  if (!row) return { pupil: null, round: null, entered: false, enteredAt: null, saved: false };
  const round = row.id === null ? null : roundOf(row as RoundRow);
  return {
    pupil: { classId: row.classId, removed: row.removed === 1, closed: row.closed === 1, pupils: row.pupils },
    round,
    entered: row.entered === 1,
    enteredAt: row.enteredAt,
    saved: row.saved === 1,
  };
}

/**
 * Puts the pupil in the round (round-rules.ts mayJoinRound): before its end if they were in the
 * class at its start, else only just after its start. Whether they are in it, and since when by
 * the server's clock (the first entry's time: the device counts the round from the pupil's start,
 * round-rules.ts pupilStartsAt, as the server grades it). A device in depth
 * mode says so (`depthMode`), at its entry or again as the round starts for it: depths are taken
 * only from an entry in depth mode, which a device can set until ENTER_GRACE_MS after its own start.
 */
export function enterQuery(
  env: Db,
  pupilHash: string,
  roundId: number,
  now: number,
  depthMode = false,
): RoundQuery<Entry> {
  const db = database(env);
  const pupil = pupilInRound(env, pupilHash, roundId);
  // The server's time of the entry: a round is graded on the time the pupil had from it (playedMs).
  const entry = insertedRow(classRoundEntries, {
    round_id: roundId,
    pupil_id: sql`${pupil}`,
    entered_at: now,
    depth_mode: depthMode ? 1 : 0,
  });
  const ownStart = sql`max((SELECT ${classRounds.starts_at} FROM ${classRounds} WHERE ${classRounds.id} = ${roundId}),
    coalesce(${classRoundEntries.entered_at}, 0))`;
  const query = db
    .insert(classRoundEntries)
    .select(sql`SELECT ${entry} WHERE ${pupil} IS NOT NULL AND ${exists(mayEnterRound(env, pupilHash, roundId, now))}`)
    // Already in it: the row stays as it is, and RETURNING still names it; a device that starts in
    // depth mode says so in time.
    .onConflictDoUpdate({
      target: [classRoundEntries.round_id, classRoundEntries.pupil_id],
      set: {
        live_at: sql`${classRoundEntries.live_at}`,
        depth_mode: depthMode
          ? sql`CASE WHEN ${now} <= ${ownStart} + ${ENTER_GRACE_MS} THEN 1 ELSE ${classRoundEntries.depth_mode} END`
          : sql`${classRoundEntries.depth_mode}`,
      },
    })
    .returning({ entered_at: classRoundEntries.entered_at });
  return {
    statements: [d1Statement(env.DB, query)],
    read: async ([result]) => {
      // A raw D1 result: the column's own name.
      const row = result?.results[0] as { entered_at: number | null } | undefined;
      return { entered: row !== undefined, enteredAt: row?.entered_at ?? null };
    },
  };
}

/** Whether a pupil is in a round, and since when by the server's clock (null when not, or not kept). */
export interface Entry {
  entered: boolean;
  enteredAt: number | null;
}

/**
 * A live rate is written at most this often per pupil: half of LIVE_MS, so that a device's rate
 * that arrives a little early (a timer's or the network's jitter) is still written.
 */
const LIVE_WRITE_EVERY_MS = LIVE_MS / 2;

/**
 * The pupil's current rate while a practice round runs (the projector's live figures), and the
 * round's end as it stands, which tells a device in any round that the teacher ended it early.
 * One call: the write (skipped in a test round, or sooner than LIVE_WRITE_EVERY_MS after the last)
 * and the read in a batch. The round's end, or null for a round not of the pupil's class.
 */
export function liveQuery(
  env: Db,
  pupilHash: string,
  roundId: number,
  rate: number,
  now: number,
): RoundQuery<number | null> {
  const db = database(env);
  const pupil = pupilInRound(env, pupilHash, roundId);
  const statements = [
    d1Statement(
      env.DB,
      db
        .update(classRoundEntries)
        .set({ live_rate: rate, live_at: now })
        .where(
          and(
            eq(classRoundEntries.round_id, roundId),
            eq(classRoundEntries.pupil_id, pupil),
            or(isNull(classRoundEntries.live_at), lte(classRoundEntries.live_at, now - LIVE_WRITE_EVERY_MS)),
            exists(practiceRunning(env, roundId, now)),
          ),
        ),
    ),
    d1Statement(
      env.DB,
      db
        .select(named({ endsAt: classRounds.ends_at }))
        .from(classRounds)
        .where(and(eq(classRounds.id, roundId), exists(pupil))),
    ),
  ];
  return {
    statements,
    read: async ([, round]) => (round?.results[0] as { endsAt: number } | undefined)?.endsAt ?? null,
  };
}
