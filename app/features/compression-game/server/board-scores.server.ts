// The one writer of the public board's table (chest_compression_scores), for both addresses that
// save to it: the board's own game, and a class's game that the pupil sends there too (as one
// statement of the class's batch, features/classroom/server/class-game-store.server.ts).

/** A score as the board keeps it. */
export interface BoardScore {
  playerName: string;
  score: number;
  accuracy: number;
  successRate: number;
  compressions: number;
  gameId: string;
  /** The board's key of the client address (client-hash.server.ts). */
  clientHash: string;
}

/**
 * The statement that writes `score` to the board, once per game id (a second save of a game writes
 * nothing): its RETURNING row is the stored score's id, none when nothing was written. `onlyIf` is a
 * condition in SQL that must hold as it runs, which may read the game's id as ?6.
 */
export function boardScoreStatement(db: D1Database, score: BoardScore, onlyIf = "true"): D1PreparedStatement {
  // SQLite needs the WHERE of an INSERT … SELECT before ON CONFLICT, even when it always holds.
  return db
    .prepare(
      `INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id, client_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${onlyIf}
       ON CONFLICT (game_id) DO NOTHING RETURNING id`,
    )
    .bind(
      score.playerName,
      score.score,
      score.accuracy,
      score.successRate,
      score.compressions,
      score.gameId,
      score.clientHash,
    );
}
