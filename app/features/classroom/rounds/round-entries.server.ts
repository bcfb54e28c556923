import { and, eq, exists, isNull, lte, or, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classRoundEntries, classRounds } from "~/.server/db/schema";
import { d1Statement, insertedRow, named } from "~/.server/db/statements.server";
import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import type { ClassRound, RoundEntry } from "./class-round";
import { entryColumns, entryOf, roundOf, type EntryRow, type RoundRow } from "./class-rounds.server";
import {
  mayEnterRound,
  practiceRunning,
  pupilInRound,
  pupilRoundSelect,
  savedInTime,
} from "./round-entry-statements.server";
import { pressesWithin, roundResult, roundTimingFits, type RoundResult } from "./round-result";
import { LONGEST_ROUND_MS, playedMs, SAVE_EARLY_MS, SAVE_LATE_MS } from "./round-rules";

// A pupil's device in a class's rounds, in D1 (docs/decisions/0017-class-rounds.md): it reads the
// class's round, enters it before its start, sends its rate while a practice round runs, and saves
// its presses' times when it ends (in depth mode, its compressions' depths too). Every request is
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
  saved: number;
} & {
  [K in keyof RoundRow]: RoundRow[K] | null;
};

function pupilRoundOf(row: PupilRoundRow | undefined): PupilRound {
  if (!row) return { pupil: null, round: null, entered: false, saved: false };
  const round = row.id === null ? null : roundOf(row as RoundRow);
  return {
    pupil: { classId: row.classId, removed: row.removed === 1, closed: row.closed === 1, pupils: row.pupils },
    round,
    entered: row.entered === 1,
    saved: row.saved === 1,
  };
}

/**
 * Puts the pupil in the round (round-rules.ts mayJoinRound): before its end if they were in the
 * class at its start, else only just after its start. Whether they are in it.
 */
export function enterQuery(env: Db, pupilHash: string, roundId: number, now: number): RoundQuery<boolean> {
  const db = database(env);
  const pupil = pupilInRound(env, pupilHash, roundId);
  // The server's time of the entry: a round is graded on the time the pupil had from it (playedMs).
  const entry = insertedRow(classRoundEntries, { round_id: roundId, pupil_id: sql`${pupil}`, entered_at: now });
  const query = db
    .insert(classRoundEntries)
    .select(sql`SELECT ${entry} WHERE ${pupil} IS NOT NULL AND ${exists(mayEnterRound(env, pupilHash, roundId, now))}`)
    // Already in it: the row stays as it is, and RETURNING still names it.
    .onConflictDoUpdate({
      target: [classRoundEntries.round_id, classRoundEntries.pupil_id],
      set: { live_at: sql`${classRoundEntries.live_at}` },
    })
    .returning({ id: classRoundEntries.id });
  return {
    statements: [d1Statement(env.DB, query)],
    read: async ([result]) => (result?.results.length ?? 0) > 0,
  };
}

/** A live rate is written at most this often per pupil (a device sends one every LIVE_MS). */
const LIVE_WRITE_EVERY_MS = 2_000;

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

export type SaveOutcome =
  | { kind: "saved"; result: RoundResult }
  | { kind: "not-ended" }
  | { kind: "timing-mismatch" }
  | { kind: "not-in-round" };

/** A round's save: the presses' times, and the time the phone thinks it had, a guess the server checks. */
export interface RoundSave {
  pressesAt: readonly number[];
  /** The phone's figure: used only when it is the server's own (savedInTime), to save in one statement. */
  guessedMs: number;
  depthsMm?: readonly number[];
}

/**
 * Stores the pupil's result of a round, measured here from the presses' times and graded on the
 * time the server gives the pupil (round-rules.ts playedMs: from the round's start or their late
 * entry to its end), once the round has ended (within SAVE_EARLY_MS) and for SAVE_LATE_MS after.
 * One statement that finds the pupil and checks the round as it writes, when the phone's guess of
 * its time is the server's, as it is for a phone that played from the start; otherwise the server
 * reads the round and the entry and writes the result on its own figure (whyNotSaved). A save sent
 * again (its answer lost on the way) changes nothing and is answered as the first.
 */
export function saveQuery(
  env: Db,
  pupilHash: string,
  roundId: number,
  save: RoundSave,
  now: number,
): RoundQuery<SaveOutcome> {
  const guessed: PressTiming = { pressesAt: [...save.pressesAt], durationMs: Math.round(save.guessedMs) };
  // The times are checked against the longest round here, and against the pupil's own time in the
  // statement that writes (or in whyNotSaved).
  if (!roundTimingFits(guessed, LONGEST_ROUND_MS)) {
    return { statements: [], read: async () => ({ kind: "timing-mismatch" }) };
  }
  const result = roundResult(guessed, save.depthsMm);
  const query = resultWrite(env, pupilHash, roundId, { result, playedMs: guessed.durationMs, now });
  return {
    statements: [d1Statement(env.DB, query)],
    read: async ([changed]) =>
      (changed?.results.length ?? 0) > 0 ? { kind: "saved", result } : whyNotSaved(env, pupilHash, roundId, save, now),
  };
}

/** The write of a pupil's result graded on `playedMs`, if that is the server's time for them and the round allows it. */
function resultWrite(
  env: Db,
  pupilHash: string,
  roundId: number,
  { result, playedMs, now }: { result: RoundResult; playedMs: number; now: number },
) {
  return database(env)
    .update(classRoundEntries)
    .set({
      compressions: result.compressions,
      mean_rate_bpm: result.meanRateBpm,
      share_in_window: result.shareInWindow,
      compression_fraction: result.compressionFraction,
      rate_spread: result.rateSpread,
      longest_pause_ms: result.longestPauseMs,
      rate_change: result.rateChange,
      grade: result.grade,
      saved_at: now,
      live_rate: null,
      too_regular: result.tooRegular ? 1 : 0,
      verdict: result.verdict,
      depth_mean_mm: result.depthMeanMm,
      depth_in_band: result.depthInBand,
      depth_too_shallow: result.depthTooShallow,
      depth_too_deep: result.depthTooDeep,
    })
    .where(
      and(
        eq(classRoundEntries.round_id, roundId),
        eq(classRoundEntries.pupil_id, pupilInRound(env, pupilHash, roundId)),
        isNull(classRoundEntries.saved_at),
        exists(savedInTime(env, roundId, now, playedMs)),
      ),
    )
    .returning({ id: classRoundEntries.id });
}

/**
 * A save whose one statement changed nothing: saved already, too early or late, not in the round,
 * or (the one that writes) a phone whose guess of its time was not the server's, a late one or a
 * forged one. That result is graded on the server's time, and written if the presses fit it.
 */
async function whyNotSaved(
  env: Db,
  pupilHash: string,
  roundId: number,
  save: RoundSave,
  now: number,
): Promise<SaveOutcome> {
  const [row] = await withDeadline(
    database(env)
      .select({ ...entryColumns, startsAt: classRounds.starts_at, endsAt: classRounds.ends_at })
      .from(classRoundEntries)
      .innerJoin(classRounds, eq(classRounds.id, classRoundEntries.round_id))
      .where(
        and(
          eq(classRoundEntries.round_id, roundId),
          eq(classRoundEntries.pupil_id, pupilInRound(env, pupilHash, roundId)),
        ),
      ),
  );
  if (!row) return { kind: "not-in-round" };
  const entry = entryOf(row as EntryRow & { startsAt: number; endsAt: number });
  if (entry.savedAt !== null) return { kind: "saved", result: storedResult(entry) };
  if (now < row.endsAt - SAVE_EARLY_MS || now > row.endsAt + SAVE_LATE_MS) return { kind: "not-ended" };
  const played = playedMs(row, row.enteredAt ?? null);
  const pressesAt = pressesWithin(save.pressesAt, played);
  const timing = pressesAt && { pressesAt, durationMs: played };
  if (!timing || !roundTimingFits(timing, LONGEST_ROUND_MS)) return { kind: "timing-mismatch" };
  // The depths go with their presses: those of presses left out go too.
  const result = roundResult(timing, save.depthsMm?.slice(0, pressesAt.length));
  const [written] = await withDeadline(
    database(env).batch([resultWrite(env, pupilHash, roundId, { result, playedMs: played, now })]),
  );
  return written.length > 0 ? { kind: "saved", result } : { kind: "not-in-round" };
}

function storedResult(entry: RoundEntry): RoundResult {
  return {
    compressions: entry.compressions ?? 0,
    meanRateBpm: entry.meanRateBpm ?? 0,
    shareInWindow: entry.shareInWindow ?? 0,
    compressionFraction: entry.compressionFraction ?? 0,
    rateSpread: entry.rateSpread ?? 0,
    longestPauseMs: entry.longestPauseMs ?? 0,
    rateChange: entry.rateChange ?? 0,
    grade: entry.grade ?? 0,
    tooRegular: entry.tooRegular ?? false,
    // Stored before verdicts were (the pupil's device, which this answers, never shows a verdict).
    verdict: entry.verdict ?? "good",
    depthMeanMm: entry.depthMeanMm ?? null,
    depthInBand: entry.depthInBand ?? null,
    depthTooShallow: entry.depthTooShallow ?? null,
    depthTooDeep: entry.depthTooDeep ?? null,
  };
}
