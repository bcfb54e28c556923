import { withDeadline } from "~/.server/db/deadline.server";
import { boardScoreStatement } from "~/features/compression-game/server/board-scores.server";
import { d1Session } from "~/.server/db/session.server";
import type { ClassGameClaim } from "~/features/compression-game/measures/class-game-check";
import { CLASS_GAMES_MAX } from "../class-rules";

// A class game's write in D1 (docs/decisions/0014-classroom-sessions.md, 0015): to the class, and
// to the public board when the pupil asked for it and the teacher allowed it, under the pupil's
// nickname. One batch, one transaction: the game is stored only while the pupil is in the class,
// the class is open and holds fewer than CLASS_GAMES_MAX games, and the pupil saved no other game
// in the last FREE_GAME_GAP_S seconds, all counted in the statement that writes (a burst of saves
// cannot all pass a count read before any of them wrote); its board row only if this save stored the class
// game. The figures are the server's own, measured from the presses' times and, for a game
// in depth mode, its compressions' depths (class-game-check.ts); the depths themselves are not kept.

/**
 * A pupil's free games are saved at least this far apart. A game is 30 compressions or more, about
 * 16 s at 110 a minute, so a pupil who plays is never stopped; one who posts made-up games fills
 * the class's CLASS_GAMES_MAX in five hours, not fifteen minutes.
 */
export const FREE_GAME_GAP_S = 20;

export interface ClassGameSave {
  classId: number;
  pupilId: number;
  nickname: string;
  gameId: string;
  claim: ClassGameClaim;
  /** The board's key of the client address (client-hash.server.ts), for a save sent there; else null. */
  boardKey: string | null;
}

export type ClassGameOutcome =
  | { kind: "saved"; onBoard: boolean; bookmark: string | null }
  | { kind: "class-full" }
  | { kind: "already-saved" }
  | { kind: "too-soon" }
  | { kind: "not-in-class" };

export async function storeClassGame(env: Pick<Env, "DB">, save: ClassGameSave): Promise<ClassGameOutcome> {
  const session = d1Session(env.DB, "write");
  const db = session.db;
  const { claim } = save;
  const member = `EXISTS (SELECT 1 FROM class_pupils p JOIN classes c ON c.id = p.class_id
    WHERE p.id = ?2 AND p.class_id = ?1 AND p.removed_at IS NULL AND c.closed_at IS NULL)`;
  const notTooSoon = `NOT EXISTS (SELECT 1 FROM class_games WHERE class_id = ?1 AND pupil_id = ?2
    AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ?17 || ' seconds'))`;
  const statements = [
    db
      .prepare(
        `INSERT INTO class_games (class_id, pupil_id, score, accuracy, success_rate, compressions,
           mean_rate_bpm, share_in_window, game_id, compression_fraction, rate_spread, longest_pause_ms,
           rate_change, grade, too_regular, verdict, depth_mean_mm, depth_in_band, depth_too_shallow, depth_too_deep)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?11, ?12, ?13, ?14, ?15, ?16, ?18, ?19, ?20, ?21, ?22
         WHERE ${member} AND (SELECT count(*) FROM class_games WHERE class_id = ?1) < ?10 AND ${notTooSoon}
         ON CONFLICT (game_id) DO NOTHING RETURNING id`,
      )
      .bind(
        save.classId,
        save.pupilId,
        claim.score,
        claim.accuracy,
        claim.successRate,
        claim.compressions,
        claim.meanRateBpm,
        claim.shareInWindow,
        save.gameId,
        CLASS_GAMES_MAX,
        claim.compressionFraction,
        claim.rateSpread,
        claim.longestPauseMs,
        claim.rateChange,
        claim.grade,
        claim.tooRegular ? 1 : 0,
        FREE_GAME_GAP_S,
        claim.verdict,
        claim.depthMeanMm,
        claim.depthInBand,
        claim.depthTooShallow,
        claim.depthTooDeep,
      ),
    db
      .prepare(
        `SELECT ${member} AS member, (SELECT count(*) FROM class_games WHERE class_id = ?1) AS games,
           (SELECT count(*) FROM class_games WHERE game_id = ?3) AS used, NOT ${notTooSoon.replaceAll("?17", "?4")} AS soon`,
      )
      .bind(save.classId, save.pupilId, save.gameId, FREE_GAME_GAP_S),
  ];
  if (save.boardKey !== null) {
    const score = { ...claim, playerName: save.nickname, gameId: save.gameId, clientHash: save.boardKey };
    // Only when this batch stored the class game, in a class that still allows the board. `changes()`
    // counts the rows the last write wrote, the class's insert (the state's SELECT writes nothing): a
    // game stored by an earlier save exists too, and a second save of its id asking for the board
    // must not put it there.
    const classGameStored = `changes() = 1 AND EXISTS (SELECT 1 FROM class_games g JOIN classes c ON c.id = g.class_id
      WHERE g.game_id = ?6 AND c.board_allowed = 1)`;
    statements.push(boardScoreStatement(db, score, classGameStored));
  }
  // The game is over, saved or not: the pupil is no longer "playing now" on the teacher's table.
  statements.push(
    db
      .prepare("UPDATE class_pupils SET playing_since = NULL WHERE id = ?1 AND class_id = ?2")
      .bind(save.pupilId, save.classId),
  );
  const [stored, state, board] = await withDeadline(db.batch(statements));
  if (stored?.results.length) {
    return { kind: "saved", onBoard: (board?.results.length ?? 0) > 0, bookmark: session.bookmark() };
  }
  const seen = state?.results[0] as { member: number; games: number; used: number; soon: number } | undefined;
  if (!seen?.member) return { kind: "not-in-class" };
  if ((seen.used ?? 0) > 0) return { kind: "already-saved" };
  if (seen.soon) return { kind: "too-soon" };
  return { kind: "class-full" };
}

/** Notes that a pupil started a free game now: the teacher's table shows them as playing for a while. */
export async function notePlaying(env: Pick<Env, "DB">, pupil: { pupilId: number; classId: number }, now: number) {
  await withDeadline(
    env.DB.prepare("UPDATE class_pupils SET playing_since = ?3 WHERE id = ?1 AND class_id = ?2")
      .bind(pupil.pupilId, pupil.classId, now)
      .run(),
  );
}
