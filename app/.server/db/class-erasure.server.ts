import { and, eq, inArray, isNull, lt, type SQL } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import {
  chestCompressionScores,
  classes,
  classGames,
  classPupils,
  classRoundEntries,
  classRounds,
} from "~/.server/db/schema";
import { NOW_ISO } from "~/.server/db/statements.server";

// What deleting a class or removing a pupil takes with it: everything of theirs, the public board
// included. A class game sent to the board is a row of the board's own table (its game id is the
// class game's), which no foreign key ties to the class, so each erasure deletes those rows first,
// in the same batch (one transaction) as the rows that name them
// (docs/decisions/0015-classroom-in-a-real-lesson.md). Used by the teacher's screen, the
// operators' console and the retention job.

type Db = Pick<Env, "DB">;

/** Deletes the board's rows of the class games `condition` selects. */
function boardRowsOf(db: ReturnType<typeof database>, condition: SQL | undefined) {
  const games = db.select({ gameId: classGames.game_id }).from(classGames).where(condition);
  return db.delete(chestCompressionScores).where(inArray(chestCompressionScores.game_id, games));
}

/** Deletes a class, its pupils and games (ON DELETE CASCADE) and their rows on the board. */
export async function eraseClass(env: Db, classId: number): Promise<{ existed: boolean; boardRows: number }> {
  const db = database(env);
  const [board, deleted] = await withDeadline(
    db.batch([
      boardRowsOf(db, eq(classGames.class_id, classId)),
      db.delete(classes).where(eq(classes.id, classId)).returning({ id: classes.id }),
    ]),
  );
  return { existed: deleted.length > 0, boardRows: board.meta.changes };
}

/** Deletes every class opened before `cutoff` (ISO), with everything of theirs; how many classes went. */
export async function eraseClassesBefore(env: Db, cutoff: string): Promise<{ classes: number; boardRows: number }> {
  const db = database(env);
  const old = db.select({ id: classes.id }).from(classes).where(lt(classes.created_at, cutoff));
  const [board, deleted] = await db.batch([
    boardRowsOf(db, inArray(classGames.class_id, old)),
    db.delete(classes).where(lt(classes.created_at, cutoff)).returning({ id: classes.id }),
  ]);
  return { classes: deleted.length, boardRows: board.meta.changes };
}

/**
 * Removes a pupil from their class: their games, rounds and board rows are deleted, and their row stays,
 * nickname and device included, so that the nickname stays taken in the class and the device behind
 * it can neither save to the class again nor join it under any nickname, until the teacher undoes
 * the removal (class-pupils.server.ts). The row goes with its class.
 */
export async function removePupil(env: Db, classId: number, pupilId: number): Promise<{ boardRows: number }> {
  const db = database(env);
  const pupilGames = and(eq(classGames.class_id, classId), eq(classGames.pupil_id, pupilId));
  const classRoundIds = db.select({ id: classRounds.id }).from(classRounds).where(eq(classRounds.class_id, classId));
  const [board] = await withDeadline(
    db.batch([
      boardRowsOf(db, pupilGames),
      db.delete(classGames).where(pupilGames),
      db
        .delete(classRoundEntries)
        .where(and(eq(classRoundEntries.pupil_id, pupilId), inArray(classRoundEntries.round_id, classRoundIds))),
      db
        .update(classPupils)
        .set({ rejoin_until: null, rejoin_code: null, removed_at: NOW_ISO })
        .where(and(eq(classPupils.id, pupilId), eq(classPupils.class_id, classId), isNull(classPupils.removed_at))),
    ]),
  );
  return { boardRows: board.meta.changes };
}
