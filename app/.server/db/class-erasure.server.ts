import { withDeadline } from "~/.server/db/deadline.server";

// What deleting a class or removing a pupil takes with it: everything of theirs, the public board
// included. A class game sent to the board is a row of the board's own table (its game id is the
// class game's), which no foreign key ties to the class, so each erasure deletes those rows first,
// in the same batch (one transaction) as the rows that name them
// (docs/decisions/0015-classroom-in-a-real-lesson.md). Used by the teacher's screen, the
// operators' console and the retention job.

type Db = Pick<Env, "DB">;

/** The board's rows of the class games a subquery selects. */
const boardRowsOf = (classGames: string) =>
  `DELETE FROM chest_compression_scores WHERE game_id IN (SELECT game_id FROM class_games WHERE ${classGames})`;

/** Deletes a class, its pupils and games (ON DELETE CASCADE) and their rows on the board. */
export async function eraseClass(env: Db, classId: number): Promise<{ existed: boolean; boardRows: number }> {
  const [board, deleted] = await withDeadline(
    env.DB.batch([
      env.DB.prepare(boardRowsOf("class_id = ?1")).bind(classId),
      env.DB.prepare("DELETE FROM classes WHERE id = ?1 RETURNING id").bind(classId),
    ]),
  );
  return { existed: (deleted?.results.length ?? 0) > 0, boardRows: board?.meta.changes ?? 0 };
}

/** Deletes every class opened before `cutoff` (ISO), with everything of theirs; how many classes went. */
export async function eraseClassesBefore(env: Db, cutoff: string): Promise<{ classes: number; boardRows: number }> {
  const [board, deleted] = await env.DB.batch([
    env.DB.prepare(boardRowsOf("class_id IN (SELECT id FROM classes WHERE created_at < ?1)")).bind(cutoff),
    env.DB.prepare("DELETE FROM classes WHERE created_at < ?1 RETURNING id").bind(cutoff),
  ]);
  return { classes: deleted?.results.length ?? 0, boardRows: board?.meta.changes ?? 0 };
}

/**
 * Removes a pupil from their class: their games, rounds and board rows are deleted, and their row stays,
 * nickname and device included, so that the nickname stays taken in the class and the device behind
 * it can neither save to the class again nor join it under any nickname, until the teacher undoes
 * the removal (class-pupils.server.ts). The row goes with its class.
 */
export async function removePupil(env: Db, classId: number, pupilId: number): Promise<{ boardRows: number }> {
  const [board] = await withDeadline(
    env.DB.batch([
      env.DB.prepare(boardRowsOf("class_id = ?1 AND pupil_id = ?2")).bind(classId, pupilId),
      env.DB.prepare("DELETE FROM class_games WHERE class_id = ?1 AND pupil_id = ?2").bind(classId, pupilId),
      env.DB.prepare(
        "DELETE FROM class_round_entries WHERE pupil_id = ?2 AND round_id IN (SELECT id FROM class_rounds WHERE class_id = ?1)",
      ).bind(classId, pupilId),
      env.DB.prepare(
        `UPDATE class_pupils SET rejoin_until = NULL, rejoin_code = NULL,
           removed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?2 AND class_id = ?1 AND removed_at IS NULL`,
      ).bind(classId, pupilId),
    ]),
  );
  return { boardRows: board?.meta.changes ?? 0 };
}
