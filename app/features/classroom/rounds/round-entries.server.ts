import { withDeadline } from "~/.server/db/deadline.server";
import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import type { ClassRound, RoundEntry } from "./class-round";
import { entryColumns, entryOf, roundColumns, roundOf, type EntryRow, type RoundRow } from "./class-rounds.server";
import { ROUND_LENGTH_SLACK_MS, roundResult, roundTimingFits, type RoundResult } from "./round-result";
import { ENTER_GRACE_MS, LONGEST_ROUND_MS, SAVE_EARLY_MS, SAVE_LATE_MS } from "./round-rules";

// A pupil's device in a class's rounds, in D1 (docs/decisions/0017-class-rounds.md): it reads the
// class's round, enters it before its start, sends its rate while a practice round runs, and saves
// its presses' times when it ends (in depth mode, its compressions' depths too). Every request is
// one statement that finds the pupil by their cookie's hash in the same statement: a class's thirty
// saves at a round's end are thirty single writes, with nothing read before them. The teacher's side is class-rounds.server.ts.

type Db = Pick<Env, "DB">;

/**
 * A device's request as statements and how to read their results, so that it runs alone (one
 * batch) or with the requests of the class's other devices in one batch (round-hub.server.ts).
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
  const statement = env.DB.prepare(
    `SELECT c.id AS classId, p.removed_at IS NOT NULL AS removed, c.closed_at IS NOT NULL AS closed,
         (SELECT count(*) FROM class_pupils q WHERE q.class_id = c.id AND q.removed_at IS NULL) AS pupils,
         ${roundColumns}, e.id IS NOT NULL AS entered, e.saved_at IS NOT NULL AS saved
       FROM class_pupils p JOIN classes c ON c.id = p.class_id
       LEFT JOIN class_rounds r ON r.id = (SELECT max(id) FROM class_rounds WHERE class_id = c.id)
       LEFT JOIN class_round_entries e ON e.round_id = r.id AND e.pupil_id = p.id
       WHERE p.pupil_token_hash = ?1 LIMIT 1`,
  ).bind(pupilHash);
  return {
    statements: [statement],
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

/** The pupil of a cookie's hash, in the class of round `?2`, neither removed nor in a closed class. */
const pupilInRound = `SELECT p.id FROM class_pupils p JOIN class_rounds r ON r.class_id = p.class_id
  JOIN classes c ON c.id = p.class_id
  WHERE p.pupil_token_hash = ?1 AND r.id = ?2 AND p.removed_at IS NULL AND c.closed_at IS NULL`;

/** The epoch ms of an ISO time column, as SQLite computes it. */
const epochMs = (column: string) => `CAST((julianday(${column}) - 2440587.5) * 86400000 AS INTEGER)`;

/**
 * Puts the pupil in the round (round-rules.ts mayJoinRound): before its end if they were in the
 * class at its start, else only just after its start. Whether they are in it.
 */
export function enterQuery(env: Db, pupilHash: string, roundId: number, now: number): RoundQuery<boolean> {
  const statement = env.DB.prepare(
    `INSERT INTO class_round_entries (round_id, pupil_id)
       SELECT ?2, (${pupilInRound})
       WHERE (${pupilInRound}) IS NOT NULL
         AND EXISTS (SELECT 1 FROM class_rounds r JOIN class_pupils p ON p.class_id = r.class_id
           WHERE r.id = ?2 AND p.pupil_token_hash = ?1 AND r.ends_at > ?3
             AND (r.starts_at + ?4 > ?3 OR ${epochMs("p.created_at")} < r.starts_at))
       ON CONFLICT (round_id, pupil_id) DO UPDATE SET live_at = live_at
       RETURNING id`,
  ).bind(pupilHash, roundId, now, ENTER_GRACE_MS);
  return { statements: [statement], read: async ([result]) => (result?.results.length ?? 0) > 0 };
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
  const statements = [
    env.DB.prepare(
      `UPDATE class_round_entries SET live_rate = ?4, live_at = ?3
         WHERE round_id = ?2 AND pupil_id = (${pupilInRound})
           AND (live_at IS NULL OR live_at <= ?3 - ?5)
           AND EXISTS (SELECT 1 FROM class_rounds WHERE id = ?2 AND kind = 'practice' AND starts_at <= ?3 AND ends_at > ?3)`,
    ).bind(pupilHash, roundId, now, rate, LIVE_WRITE_EVERY_MS),
    env.DB.prepare(`SELECT r.ends_at AS endsAt FROM class_rounds r WHERE r.id = ?2 AND EXISTS (${pupilInRound})`).bind(
      pupilHash,
      roundId,
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

/**
 * Stores the pupil's result of a round, measured here from the presses' times, once the round has
 * ended (on the server's clock, within SAVE_EARLY_MS) and for SAVE_LATE_MS after. One statement
 * that finds the pupil and checks the round as it writes; a save sent again (its answer lost on
 * the way) changes nothing and is answered as the first.
 */
export function saveQuery(
  env: Db,
  pupilHash: string,
  roundId: number,
  timing: PressTiming,
  now: number,
  depthsMm?: readonly number[],
): RoundQuery<SaveOutcome> {
  // The times are checked against the longest round here, and against this round's own length
  // (brought forward if the teacher ended it early) and end in the statement that writes.
  if (!roundTimingFits(timing, LONGEST_ROUND_MS))
    return { statements: [], read: async () => ({ kind: "timing-mismatch" }) };
  const result = roundResult(timing, depthsMm);
  const statement = env.DB.prepare(
    `UPDATE class_round_entries SET compressions = ?3, mean_rate_bpm = ?4, share_in_window = ?5,
         compression_fraction = ?6, rate_spread = ?7, longest_pause_ms = ?8, rate_change = ?9, grade = ?10,
         saved_at = ?11, live_rate = NULL, too_regular = ?16, verdict = ?17, depth_mean_mm = ?18,
         depth_in_band = ?19, depth_too_shallow = ?20, depth_too_deep = ?21
       WHERE round_id = ?2 AND pupil_id = (${pupilInRound}) AND saved_at IS NULL
         AND EXISTS (SELECT 1 FROM class_rounds WHERE id = ?2 AND ?11 BETWEEN ends_at - ?13 AND ends_at + ?14
           AND ?12 <= min(length_ms, ends_at - starts_at) + ?15)
       RETURNING id`,
  ).bind(
    pupilHash,
    roundId,
    result.compressions,
    result.meanRateBpm,
    result.shareInWindow,
    result.compressionFraction,
    result.rateSpread,
    result.longestPauseMs,
    result.rateChange,
    result.grade,
    now,
    Math.round(timing.durationMs),
    SAVE_EARLY_MS,
    SAVE_LATE_MS,
    ROUND_LENGTH_SLACK_MS,
    result.tooRegular ? 1 : 0,
    result.verdict,
    result.depthMeanMm,
    result.depthInBand,
    result.depthTooShallow,
    result.depthTooDeep,
  );
  return {
    statements: [statement],
    read: async ([changed]) =>
      (changed?.results.length ?? 0) > 0
        ? { kind: "saved", result }
        : whyNotSaved(env, pupilHash, roundId, timing, now),
  };
}

/** Why a save changed nothing (rare: read only then): saved already, too early or late, too long, or not in it. */
async function whyNotSaved(
  env: Db,
  pupilHash: string,
  roundId: number,
  timing: PressTiming,
  now: number,
): Promise<SaveOutcome> {
  const row = await withDeadline(
    env.DB.prepare(
      `SELECT ${entryColumns}, r.length_ms AS lengthMs, r.starts_at AS startsAt, r.ends_at AS endsAt
       FROM class_round_entries e JOIN class_rounds r ON r.id = e.round_id
       WHERE e.round_id = ?2 AND e.pupil_id = (${pupilInRound})`,
    )
      .bind(pupilHash, roundId)
      .first<EntryRow & { lengthMs: number; startsAt: number; endsAt: number }>(),
  );
  if (!row) return { kind: "not-in-round" };
  const entry = entryOf(row);
  if (entry.savedAt !== null) return { kind: "saved", result: storedResult(entry) };
  if (now < row.endsAt - SAVE_EARLY_MS || now > row.endsAt + SAVE_LATE_MS) return { kind: "not-ended" };
  if (!roundTimingFits(timing, Math.min(row.lengthMs, row.endsAt - row.startsAt))) return { kind: "timing-mismatch" };
  return { kind: "not-in-round" };
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
