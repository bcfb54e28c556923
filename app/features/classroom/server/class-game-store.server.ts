import { and, eq, exists, isNull, notExists, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes, classGames, classPupils } from "~/.server/db/schema";
import { insertedRow, named } from "~/.server/db/statements.server";
import { boardScoreStatement } from "~/features/compression-game/server/board-scores.server";
import { d1Session } from "~/.server/db/session.server";
import { resultColumns } from "../attempts/attempt-columns.server";
import type { ClassGameClaim } from "./class-game-check";
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
  const db = database({ DB: session.db });
  const { claim } = save;
  const one = { one: sql`1` };
  const member = exists(
    db
      .select(one)
      .from(classPupils)
      .innerJoin(classes, eq(classes.id, classPupils.class_id))
      .where(
        and(
          eq(classPupils.id, save.pupilId),
          eq(classPupils.class_id, save.classId),
          isNull(classPupils.removed_at),
          isNull(classes.closed_at),
        ),
      ),
  );
  const classGamesStored = db.$count(classGames, eq(classGames.class_id, save.classId));
  const notTooSoon = notExists(
    db
      .select(one)
      .from(classGames)
      .where(
        and(
          eq(classGames.class_id, save.classId),
          eq(classGames.pupil_id, save.pupilId),
          sql`${classGames.created_at} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${FREE_GAME_GAP_S} seconds`})`,
        ),
      ),
  );
  const game = insertedRow(classGames, {
    class_id: save.classId,
    pupil_id: save.pupilId,
    score: claim.score,
    accuracy: claim.accuracy,
    success_rate: claim.successRate,
    ...resultColumns(claim),
    game_id: save.gameId,
    // The attempt's time, in a round's result's format (epoch ms); created_at stays the row's stamp.
    saved_at: Date.now(),
  });
  const storeGame = db
    .insert(classGames)
    .select(sql`SELECT ${game} WHERE ${member} AND ${classGamesStored} < ${CLASS_GAMES_MAX} AND ${notTooSoon}`)
    .onConflictDoNothing({ target: classGames.game_id })
    .returning({ id: classGames.id });
  // Why nothing was stored, read after the write. In a batch, drizzle reads a row by its columns' names.
  const seen = db
    .select(
      named({
        member,
        games: classGamesStored,
        used: db.$count(classGames, eq(classGames.game_id, save.gameId)),
        soon: sql`NOT ${notTooSoon}`,
      }),
    )
    .from(sql`(SELECT 1)`);
  // The game is over, saved or not: the pupil is no longer "playing now" on the teacher's table.
  const stopPlaying = db
    .update(classPupils)
    .set({ playing_since: null })
    .where(and(eq(classPupils.id, save.pupilId), eq(classPupils.class_id, save.classId)));
  const onBoard = boardWrite(db, session.db, save);
  // One batch, one transaction; the board's statement right after the class's insert (its condition reads changes()).
  const batch = onBoard ? db.batch([storeGame, seen, onBoard, stopPlaying]) : db.batch([storeGame, seen, stopPlaying]);
  const [stored, state, boardRows] = await withDeadline<Awaited<typeof batch>>(batch);
  if (stored.length > 0) {
    // Without a board statement, the third result is the UPDATE's, not a list of rows.
    return { kind: "saved", onBoard: Array.isArray(boardRows) && boardRows.length > 0, bookmark: session.bookmark() };
  }
  const row = state[0] as { member: number; games: number; used: number; soon: number } | undefined;
  if (!row?.member) return { kind: "not-in-class" };
  if ((row.used ?? 0) > 0) return { kind: "already-saved" };
  if (row.soon) return { kind: "too-soon" };
  return { kind: "class-full" };
}

/**
 * The board's copy of the game, when the pupil asked for it: only when this batch stored the class
 * game, in a class that still allows the board. `changes()` counts the rows the last write wrote,
 * the class's insert (the state's SELECT writes nothing): a game stored by an earlier save exists
 * too, and a second save of its id asking for the board must not put it there.
 */
function boardWrite(db: ReturnType<typeof database>, session: D1Database, save: ClassGameSave) {
  if (save.boardKey === null) return null;
  const allowed = db
    .select({ one: sql`1` })
    .from(classGames)
    .innerJoin(classes, eq(classes.id, classGames.class_id))
    .where(and(eq(classGames.game_id, save.gameId), eq(classes.board_allowed, true)));
  const score = { ...save.claim, playerName: save.nickname, gameId: save.gameId, clientHash: save.boardKey };
  return boardScoreStatement(session, score, sql`changes() = 1 AND ${exists(allowed)}`);
}

/** Notes that a pupil started a free game now: the teacher's table shows them as playing for a while. */
export async function notePlaying(env: Pick<Env, "DB">, pupil: { pupilId: number; classId: number }, now: number) {
  await withDeadline(
    database(env)
      .update(classPupils)
      .set({ playing_since: now })
      .where(and(eq(classPupils.id, pupil.pupilId), eq(classPupils.class_id, pupil.classId))),
  );
}
