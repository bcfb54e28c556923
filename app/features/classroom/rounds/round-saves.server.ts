import { and, eq, exists, isNull } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classRoundEntries, classRounds } from "~/.server/db/schema";
import { d1Statement } from "~/.server/db/statements.server";
import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import { resultOfPresses, type PressesResult } from "~/features/compression-game/measures/presses-result";
import { resultColumns } from "../attempts/attempt-columns.server";
import type { RoundEntry } from "./class-round";
import { entryColumns, entryOf, type EntryRow } from "./class-rounds.server";
import type { RoundQuery } from "./round-entries.server";
import { pupilInRound, savedInTime } from "./round-entry-statements.server";
import { lateStartMs, LONGEST_ROUND_MS, playedMs, SAVE_EARLY_MS, SAVE_LATE_MS } from "./round-rules";
import { pressesWithin, roundTimingFits } from "./round-timing";

// A pupil's result of a round, saved from their device when the round ends
// (docs/decisions/0017-class-rounds.md, 0022): measured here from the presses' times (and depths,
// for a device that played in depth mode) and graded on the time the server gives the pupil.

type Db = Pick<Env, "DB">;

export type SaveOutcome =
  | { kind: "saved"; result: PressesResult }
  | { kind: "not-ended" }
  | { kind: "timing-mismatch" }
  | { kind: "not-in-depth-mode" }
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
  const guessedMs = Math.round(save.guessedMs);
  // As on the server's own figure (whyNotSaved): a press just after the time is left out, not a
  // reason to lose the round (a phone whose clock put its start a little early).
  const within = pressesWithin(save.pressesAt, guessedMs);
  const guessed: PressTiming | null = within && { pressesAt: within, durationMs: guessedMs };
  // The times are checked against the longest round here, and against the pupil's own time in the
  // statement that writes (or in whyNotSaved).
  if (!guessed || !roundTimingFits(guessed, LONGEST_ROUND_MS)) {
    return { statements: [], read: async () => ({ kind: "timing-mismatch" }) };
  }
  const result = resultOfPresses(guessed, save.depthsMm?.slice(0, guessed.pressesAt.length));
  const query = resultWrite(env, pupilHash, roundId, {
    result,
    playedMs: guessed.durationMs,
    now,
    depths: save.depthsMm !== undefined,
  });
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
  { result, playedMs, now, depths }: { result: PressesResult; playedMs: number; now: number; depths: boolean },
) {
  return database(env)
    .update(classRoundEntries)
    .set({ ...resultColumns(result), saved_at: now, live_rate: null })
    .where(
      and(
        eq(classRoundEntries.round_id, roundId),
        eq(classRoundEntries.pupil_id, pupilInRound(env, pupilHash, roundId)),
        isNull(classRoundEntries.saved_at),
        exists(savedInTime(env, roundId, now, playedMs)),
        // Depths only from a round played in depth mode, as its device said at the start.
        depths ? eq(classRoundEntries.depth_mode, 1) : undefined,
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
      .select({
        ...entryColumns,
        startsAt: classRounds.starts_at,
        endsAt: classRounds.ends_at,
        depthMode: classRoundEntries.depth_mode,
      })
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
  if (save.depthsMm !== undefined && row.depthMode !== 1) return { kind: "not-in-depth-mode" };
  const played = playedMs(row, row.enteredAt ?? null);
  const pressesAt = pressesWithin(save.pressesAt, played);
  // A late start is its own mark, not a pause: the quality knows it (cpr-quality.ts lateStartMs).
  const timing = pressesAt && { pressesAt, durationMs: played, lateStartMs: lateStartMs(row, row.enteredAt ?? null) };
  if (!timing || !roundTimingFits(timing, LONGEST_ROUND_MS)) return { kind: "timing-mismatch" };
  // The depths go with their presses: those of presses left out go too.
  const result = resultOfPresses(timing, save.depthsMm?.slice(0, pressesAt.length));
  const [written] = await withDeadline(
    database(env).batch([
      resultWrite(env, pupilHash, roundId, { result, playedMs: played, now, depths: save.depthsMm !== undefined }),
    ]),
  );
  return written.length > 0 ? { kind: "saved", result } : { kind: "not-in-round" };
}

function storedResult(entry: RoundEntry): PressesResult {
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
