import { and, eq, isNotNull, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classGames, classRoundEntries, classRounds } from "~/.server/db/schema";
import { storedVerdict } from "~/features/compression-game/measures/cpr-grade";
import { bySavedAt, type Attempt } from "./attempt";
import { resultFieldsOf } from "./attempt-columns.server";

// The one reader of a class's attempts (attempt.ts): its free games (class_games) and its pupils'
// saved results of rounds (class_round_entries), both saved at an epoch time (saved_at), read
// from the two tables they are stored in and given as one list, oldest first. An entry not saved
// yet (a pupil in a round under way, or who never saved it) is no attempt. A removed pupil's
// attempts were deleted with the removal (class-erasure.server.ts), so every attempt read here is
// of a pupil still in the class.

type Db = Pick<Env, "DB">;

/** Every attempt saved to the class, free games and rounds' results alike, in the order they were saved. */
export async function classAttempts(env: Db, classId: number): Promise<Attempt[]> {
  const db = database(env);
  // A round's number is its place among the class's rounds, as the lesson's tables number them.
  const roundNumber = sql<number>`(SELECT count(*) FROM ${classRounds} AS earlier
    WHERE earlier.class_id = ${classId} AND earlier.id <= ${classRoundEntries.round_id})`;
  const [games, entries] = await withDeadline(
    Promise.all([
      db
        .select({
          pupilId: classGames.pupil_id,
          savedAt: classGames.saved_at,
          createdAt: classGames.created_at,
          score: classGames.score,
          accuracy: classGames.accuracy,
          successRate: classGames.success_rate,
          ...resultFieldsOf(classGames),
        })
        .from(classGames)
        .where(eq(classGames.class_id, classId))
        .orderBy(classGames.created_at, classGames.id),
      db
        .select({
          pupilId: classRoundEntries.pupil_id,
          savedAt: classRoundEntries.saved_at,
          round: roundNumber,
          roundKind: classRounds.kind,
          ...resultFieldsOf(classRoundEntries),
        })
        .from(classRoundEntries)
        .innerJoin(classRounds, eq(classRounds.id, classRoundEntries.round_id))
        .where(and(eq(classRounds.class_id, classId), isNotNull(classRoundEntries.saved_at)))
        .orderBy(classRoundEntries.saved_at, classRoundEntries.id),
    ]),
  );
  const fromGames = games.map(({ savedAt, createdAt, tooRegular, verdict, ...game }): Attempt => ({
    ...game,
    kind: "game",
    round: null,
    roundKind: null,
    // Epoch ms since migration 0015; a game the build before it stored has only its ISO stamp.
    savedAt: savedAt ?? Date.parse(createdAt),
    tooRegular: tooRegular === 1,
    verdict: storedVerdict(verdict),
  }));
  const fromRounds = entries.map(({ savedAt, round, roundKind, tooRegular, verdict, ...entry }): Attempt => ({
    ...entry,
    kind: "round",
    round: Number(round),
    roundKind,
    savedAt: savedAt ?? 0,
    score: null,
    accuracy: null,
    successRate: null,
    // A saved result has every figure (round-saves.server.ts); 0 stands for one a row lacks.
    compressions: entry.compressions ?? 0,
    meanRateBpm: entry.meanRateBpm ?? 0,
    shareInWindow: entry.shareInWindow ?? 0,
    tooRegular: tooRegular === 1,
    verdict: storedVerdict(verdict),
  }));
  return [...fromGames, ...fromRounds].sort(bySavedAt);
}
