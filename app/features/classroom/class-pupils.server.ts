import { withDeadline } from "~/.server/db/deadline.server";
import { REJOIN_WINDOW_MS } from "./class-rules";
import { tokenHash } from "./class-token.server";

// A pupil's row once they have joined: who a cookie's token is (and their class), leaving, and the
// teacher letting a pupil back in (docs/decisions/0015-classroom-in-a-real-lesson.md).

type Db = Pick<Env, "DB">;

/** The pupil of a cookie's token and their class, if the class still exists (ids for the server only). */
export interface TokenPupil {
  pupilId: number;
  classId: number;
  nickname: string;
  className: string;
  joinCode: string;
  bpm: number;
  closedAt: string | null;
  boardAllowed: boolean;
  /** Set when the teacher removed the pupil: the device may neither save nor join again. */
  removedAt: string | null;
}

export async function pupilOfToken(env: Db, token: string): Promise<TokenPupil | null> {
  const row = await withDeadline(
    env.DB.prepare(
      `SELECT p.id AS pupilId, c.id AS classId, p.nickname AS nickname, c.name AS className,
         c.join_code AS joinCode, c.bpm AS bpm, c.closed_at AS closedAt, c.board_allowed AS boardAllowed,
         p.removed_at AS removedAt
       FROM class_pupils p JOIN classes c ON c.id = p.class_id WHERE p.pupil_token_hash = ?1 LIMIT 1`,
    )
      .bind(await tokenHash(token))
      .first<Omit<TokenPupil, "boardAllowed"> & { boardAllowed: number }>(),
  );
  return row ? { ...row, boardAllowed: row.boardAllowed === 1 } : null;
}

/** Forgets a pupil's place: the row goes if it has no game and no round's result (an empty row is of no use to the teacher). */
export async function leaveClass(env: Db, token: string): Promise<void> {
  await withDeadline(
    env.DB.prepare(
      `DELETE FROM class_pupils WHERE pupil_token_hash = ?1 AND removed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM class_games g WHERE g.pupil_id = class_pupils.id)
         AND NOT EXISTS (SELECT 1 FROM class_round_entries e WHERE e.pupil_id = class_pupils.id AND e.saved_at IS NOT NULL)`,
    )
      .bind(await tokenHash(token))
      .run(),
  );
}

/** Lets a pupil of the class join again under their nickname for REJOIN_WINDOW_MS; until when. */
export async function letPupilBackIn(env: Db, classId: number, pupilId: number, now: number): Promise<string | null> {
  const until = new Date(now + REJOIN_WINDOW_MS).toISOString();
  const row = await withDeadline(
    env.DB.prepare(
      `UPDATE class_pupils SET rejoin_until = ?3 WHERE id = ?2 AND class_id = ?1 AND removed_at IS NULL
       RETURNING rejoin_until`,
    )
      .bind(classId, pupilId, until)
      .first<{ rejoin_until: string }>(),
  );
  return row?.rejoin_until ?? null;
}
