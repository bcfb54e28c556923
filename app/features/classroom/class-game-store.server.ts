import { count, eq } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { d1Session } from "~/.server/db/session.server";
import { chestCompressionScores, classGames } from "~/.server/db/schema";
import type { ClassGameClaim } from "./class-game-check";
import { CLASS_GAMES_MAX } from "./class-rules";

// A class game's write in D1 (docs/decisions/0014-classroom-sessions.md): to the class, and to the
// public board when the pupil asked for it, under the pupil's nickname.

export interface ClassGameSave {
  classId: number;
  pupilId: number;
  nickname: string;
  gameId: string;
  claim: ClassGameClaim;
  /** The board's key of the client address (game-action.server.ts), for a save sent there. */
  boardKey: string | null;
}

export type ClassGameOutcome =
  { kind: "saved"; onBoard: boolean; bookmark: string | null } | { kind: "class-full" } | { kind: "already-saved" };

/**
 * Stores a checked game: refused once the class holds CLASS_GAMES_MAX games (two saves at the same
 * instant may both pass the count, which a cap of this kind tolerates) or when its id was used.
 * A save sent to the public board (`boardKey`) is a score of the school's address there, as any
 * other: the board shows three places of its top ten at most from one address a week, and a class
 * is no way round that (a script could open classes and pupils at will).
 */
export async function storeClassGame(env: Pick<Env, "DB">, save: ClassGameSave) {
  const session = d1Session(env.DB, "write");
  const db = database({ DB: session.db });
  const games = await withDeadline(
    db.select({ n: count() }).from(classGames).where(eq(classGames.class_id, save.classId)),
  );
  if ((games[0]?.n ?? 0) >= CLASS_GAMES_MAX) return { kind: "class-full" } satisfies ClassGameOutcome;
  const { claim } = save;
  const stored = await withDeadline(
    db
      .insert(classGames)
      .values({
        class_id: save.classId,
        pupil_id: save.pupilId,
        score: claim.score,
        accuracy: claim.accuracy,
        success_rate: claim.successRate,
        compressions: claim.compressions,
        mean_rate_bpm: claim.meanRateBpm,
        share_in_window: claim.shareInWindow,
        game_id: save.gameId,
      })
      .onConflictDoNothing({ target: classGames.game_id })
      .returning({ id: classGames.id }),
  );
  if (stored.length === 0) return { kind: "already-saved" } satisfies ClassGameOutcome;
  if (save.boardKey !== null) {
    await withDeadline(
      db
        .insert(chestCompressionScores)
        .values({
          player_name: save.nickname,
          score: claim.score,
          accuracy: claim.accuracy,
          success_rate: claim.successRate,
          compressions: claim.compressions,
          game_id: save.gameId,
          client_hash: save.boardKey,
        })
        .onConflictDoNothing({ target: chestCompressionScores.game_id }),
    );
  }
  return { kind: "saved", onBoard: save.boardKey !== null, bookmark: session.bookmark() } satisfies ClassGameOutcome;
}
