import { and, eq, isNull, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classGames, classPupils, classRoundEntries, classRounds } from "~/.server/db/schema";
import { storedVerdict } from "~/features/compression-game/measures/cpr-grade";
import { PLAYING_FRESH_MS, type ClassGame, type ClassPupil, type RoundAttempt } from "./class-summary";
import { LIVE_FRESH_MS } from "../rounds/round-live";

// What the teacher's table is made of (class-summary.ts), read from D1: the class's pupils still in
// it, with who is playing now, their free games, and their saved results of the teacher's rounds,
// each with its depth when it was measured in depth mode.

type Db = Pick<Env, "DB">;

/** A class's pupils still in it, their games and round results, for the teacher's table and its CSV. */
export async function classResults(
  env: Db,
  classId: number,
  now = Date.now(),
): Promise<{ pupils: ClassPupil[]; games: ClassGame[]; rounds: RoundAttempt[] }> {
  const db = database(env);
  // A free game started lately and not saved, or a rate sent lately in a round not yet saved.
  // CASE, not the condition alone: a null `playing_since` makes the condition null, not false.
  const playing = sql<boolean>`CASE WHEN ${classPupils.playing_since} > ${now - PLAYING_FRESH_MS} OR EXISTS (
    SELECT 1 FROM ${classRoundEntries} WHERE ${classRoundEntries.pupil_id} = ${classPupils.id}
      AND ${classRoundEntries.saved_at} IS NULL AND ${classRoundEntries.live_at} > ${now - LIVE_FRESH_MS})
    THEN 1 ELSE 0 END`.mapWith(Boolean);
  const [pupils, games, rounds] = await withDeadline(
    Promise.all([
      db
        .select({
          id: classPupils.id,
          nickname: classPupils.nickname,
          // Only a code still valid: the table shows it, and until when the pupil may come back with it.
          rejoinUntil: sql<
            string | null
          >`CASE WHEN ${classPupils.rejoin_until} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN ${classPupils.rejoin_until} END`,
          rejoinCode: sql<
            string | null
          >`CASE WHEN ${classPupils.rejoin_until} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN ${classPupils.rejoin_code} END`,
          playing,
        })
        .from(classPupils)
        .where(and(eq(classPupils.class_id, classId), isNull(classPupils.removed_at))),
      db
        .select({
          pupilId: classGames.pupil_id,
          score: classGames.score,
          accuracy: classGames.accuracy,
          successRate: classGames.success_rate,
          compressions: classGames.compressions,
          meanRateBpm: classGames.mean_rate_bpm,
          shareInWindow: classGames.share_in_window,
          compressionFraction: classGames.compression_fraction,
          rateSpread: classGames.rate_spread,
          longestPauseMs: classGames.longest_pause_ms,
          rateChange: classGames.rate_change,
          grade: classGames.grade,
          tooRegular: sql<boolean>`${classGames.too_regular} = 1`.mapWith(Boolean),
          verdict: sql<string | null>`${classGames.verdict}`.mapWith(storedVerdict),
          depthMeanMm: classGames.depth_mean_mm,
          depthInBand: classGames.depth_in_band,
          depthTooShallow: classGames.depth_too_shallow,
          depthTooDeep: classGames.depth_too_deep,
          createdAt: classGames.created_at,
        })
        .from(classGames)
        .where(eq(classGames.class_id, classId))
        .orderBy(classGames.created_at, classGames.id),
      db
        .select({
          pupilId: classRoundEntries.pupil_id,
          grade: classRoundEntries.grade,
          verdict: sql<string | null>`${classRoundEntries.verdict}`.mapWith(storedVerdict),
          compressions: classRoundEntries.compressions,
          depthMeanMm: classRoundEntries.depth_mean_mm,
          depthInBand: classRoundEntries.depth_in_band,
          savedAt: sql<number>`${classRoundEntries.saved_at}`,
        })
        .from(classRoundEntries)
        .innerJoin(classRounds, eq(classRounds.id, classRoundEntries.round_id))
        .where(and(eq(classRounds.class_id, classId), sql`${classRoundEntries.saved_at} IS NOT NULL`)),
    ]),
  );
  return { pupils, games, rounds };
}
