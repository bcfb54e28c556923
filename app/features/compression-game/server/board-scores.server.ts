import { sql, type SQL } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { chestCompressionScores } from "~/.server/db/schema";
import { insertedRow } from "~/.server/db/statements.server";

// The one writer of the public board's table (chest_compression_scores), for every address that
// saves to it: the board's own game, and a game saved elsewhere that its player sends there too (a
// class's), as one statement of the batch that stores it there, written only if that store is.

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
 * condition that must hold as it runs.
 */
export function boardScoreStatement(db: D1Database, score: BoardScore, onlyIf: SQL = sql`true`) {
  const row = insertedRow(chestCompressionScores, {
    player_name: score.playerName,
    score: score.score,
    accuracy: score.accuracy,
    success_rate: score.successRate,
    compressions: score.compressions,
    game_id: score.gameId,
    client_hash: score.clientHash,
  });
  // SQLite needs the WHERE of an INSERT … SELECT before ON CONFLICT, even when it always holds.
  return database({ DB: db })
    .insert(chestCompressionScores)
    .select(sql`SELECT ${row} WHERE ${onlyIf}`)
    .onConflictDoNothing({ target: chestCompressionScores.game_id })
    .returning({ id: chestCompressionScores.id });
}
