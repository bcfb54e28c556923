import { withDeadline } from "~/.server/db/deadline.server";
import { storedVerdict, type Verdict } from "~/features/compression-game/measures/cpr-grade";
import type { ClassRound, RoundEntry } from "./class-round";
import { roundLive, type RoundLiveView } from "./round-live";
import { newRoundTimes, ROUNDS_PER_CLASS_MAX, type RoundKind, type RoundLength } from "./round-rules";

// A class's rounds in D1 (docs/decisions/0017-class-rounds.md), the teacher's side: starting and
// ending them, and reading them for the teacher's screen, the projector, the CSV and the report.
// A pupil's device's side is round-entries.server.ts.

type Db = Pick<Env, "DB">;

export const roundColumns = `r.id AS id, r.kind AS kind, r.length_ms AS lengthMs, r.metronome AS metronome,
  r.starts_at AS startsAt, r.ends_at AS endsAt`;

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
  const row = await withDeadline(
    env.DB.prepare(
      `INSERT INTO class_rounds (class_id, kind, length_ms, metronome, starts_at, ends_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE EXISTS (SELECT 1 FROM classes WHERE id = ?1 AND closed_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM class_rounds WHERE class_id = ?1 AND ends_at > ?7)
         AND (SELECT count(*) FROM class_rounds WHERE class_id = ?1) < ?8
       RETURNING id, kind, length_ms AS lengthMs, metronome, starts_at AS startsAt, ends_at AS endsAt`,
    )
      .bind(
        classId,
        choice.kind,
        choice.lengthMs,
        choice.kind === "practice" && choice.metronome ? 1 : 0,
        startsAt,
        endsAt,
        now,
        ROUNDS_PER_CLASS_MAX,
      )
      .first<RoundRow>(),
  );
  return row ? { kind: "started", round: roundOf(row) } : { kind: "refused" };
}

/**
 * Ends the class's round under way now. Before its start it never runs: its start is brought to
 * now as well (a start equal to its end, which a device reads as called off), so that it is over
 * at once and the teacher may start the next without waiting for the start it had.
 */
export async function endRound(env: Db, classId: number, now: number): Promise<ClassRound | null> {
  const row = await withDeadline(
    env.DB.prepare(
      `UPDATE class_rounds SET starts_at = min(starts_at, ?2), ends_at = ?2
       WHERE class_id = ?1 AND ends_at > ?2
       RETURNING id, kind, length_ms AS lengthMs, metronome, starts_at AS startsAt, ends_at AS endsAt`,
    )
      .bind(classId, now)
      .first<RoundRow>(),
  );
  return row ? roundOf(row) : null;
}

/** The class's latest round, whatever its phase, or null before its first. */
export async function latestRound(env: Db, classId: number): Promise<ClassRound | null> {
  const row = await withDeadline(
    env.DB.prepare(`SELECT ${roundColumns} FROM class_rounds r WHERE r.class_id = ?1 ORDER BY r.id DESC LIMIT 1`)
      .bind(classId)
      .first<RoundRow>(),
  );
  return row ? roundOf(row) : null;
}

export const entryColumns = `e.round_id AS roundId, e.pupil_id AS pupilId, e.live_rate AS liveRate, e.live_at AS liveAt,
  e.compressions AS compressions, e.mean_rate_bpm AS meanRateBpm, e.share_in_window AS shareInWindow,
  e.compression_fraction AS compressionFraction, e.rate_spread AS rateSpread,
  e.longest_pause_ms AS longestPauseMs, e.rate_change AS rateChange, e.grade AS grade, e.too_regular AS tooRegular,
  e.verdict AS verdict, e.depth_mean_mm AS depthMeanMm, e.depth_in_band AS depthInBand,
  e.depth_too_shallow AS depthTooShallow, e.depth_too_deep AS depthTooDeep, e.saved_at AS savedAt`;

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
  const [rounds, entries] = await withDeadline(
    env.DB.batch([
      env.DB.prepare(`SELECT ${roundColumns} FROM class_rounds r WHERE r.class_id = ?1 ORDER BY r.id`).bind(classId),
      env.DB.prepare(
        `SELECT ${entryColumns} FROM class_round_entries e JOIN class_rounds r ON r.id = e.round_id
         JOIN class_pupils p ON p.id = e.pupil_id
         WHERE r.class_id = ?1 AND p.removed_at IS NULL ORDER BY e.round_id, e.pupil_id`,
      ).bind(classId),
    ]),
  );
  return {
    rounds: (rounds?.results as RoundRow[] | undefined)?.map(roundOf) ?? [],
    entries: ((entries?.results as EntryRow[] | undefined) ?? []).map(entryOf),
  };
}

/** The live figures of one round: who is in it, and who sent a rate in the last LIVE_FRESH_MS. */
export async function roundEntries(env: Db, roundId: number): Promise<(RoundEntry & { nickname: string })[]> {
  const { results } = await withDeadline(
    env.DB.prepare(
      `SELECT ${entryColumns}, p.nickname AS nickname FROM class_round_entries e
       JOIN class_pupils p ON p.id = e.pupil_id WHERE e.round_id = ?1 AND p.removed_at IS NULL`,
    )
      .bind(roundId)
      .all<EntryRow & { nickname: string }>(),
  );
  return results.map(entryOf);
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
      env.DB.prepare("SELECT count(*) AS n FROM class_pupils WHERE class_id = ?1 AND removed_at IS NULL")
        .bind(stored.id)
        .first<number>("n"),
    ),
  ]);
  const entries = round ? await roundEntries(env, round.id) : [];
  return roundLive({ round, entries, pupils: pupils ?? 0, closed: stored.closedAt !== null, now });
}
