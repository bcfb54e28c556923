import { withDeadline } from "~/.server/db/deadline.server";
import { CLASS_PUPILS_MAX, REJOIN_WINDOW_MS } from "../class-rules";
import { tokenHash } from "./class-token.server";

// A pupil's row once they have joined: who a cookie's token is (and their class), leaving, and the
// teacher letting a pupil back in by a one-time code and undoing a removal
// (docs/decisions/0015-classroom-in-a-real-lesson.md, 0019-classroom-comebacks-and-budgets.md).

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

/** A pupil's one-time code to come back, and until when it is valid. */
export interface ComebackCode {
  code: string;
  until: string;
}

/** Tries for a code no other pupil of the class holds now (two of 60 in a million: a retry is rare). */
const CODE_DRAWS = 3;

/**
 * Lets a pupil of the class come back on another device for REJOIN_WINDOW_MS with a one-time code
 * that the teacher reads out (never by their nickname, which is public); a code drawn again
 * replaces the last. Null when the pupil is not in the class.
 */
export async function letPupilBackIn(
  env: Db,
  classId: number,
  pupilId: number,
  now: number,
): Promise<ComebackCode | null> {
  const until = new Date(now + REJOIN_WINDOW_MS).toISOString();
  const nowIso = new Date(now).toISOString();
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const row = await withDeadline(
      env.DB.prepare(
        `UPDATE class_pupils SET rejoin_until = ?3, rejoin_code = ?4
         WHERE id = ?2 AND class_id = ?1 AND removed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM class_pupils o
             WHERE o.class_id = ?1 AND o.rejoin_code = ?4 AND o.rejoin_until > ?5 AND o.id <> ?2)
         RETURNING rejoin_until AS until, rejoin_code AS code`,
      )
        .bind(classId, pupilId, until, newComebackCode(), nowIso)
        .first<ComebackCode>(),
    );
    if (row) return { code: row.code, until: row.until };
    // Nothing changed: the pupil is not in the class, or another pupil holds the code drawn.
    const present = await withDeadline(
      env.DB.prepare("SELECT 1 FROM class_pupils WHERE id = ?2 AND class_id = ?1 AND removed_at IS NULL")
        .bind(classId, pupilId)
        .first(),
    );
    if (!present) return null;
  }
  return null;
}

/** Six digits, read aloud in any of the site's languages; from the platform's CSPRNG, without bias. */
export function newComebackCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  // 4,294,000,000 is the largest multiple of 10⁶ under 2³²: values above it would favour low codes.
  return value >= 4_294_000_000 ? newComebackCode() : String(value % 1_000_000).padStart(6, "0");
}

/**
 * Undoes the teacher's removal of a pupil while the class has room: the pupil's device may save
 * and join again (their games, deleted at the removal, stay deleted). Whether it was undone.
 */
export async function undoRemoval(env: Db, classId: number, pupilId: number): Promise<boolean> {
  const row = await withDeadline(
    env.DB.prepare(
      `UPDATE class_pupils SET removed_at = NULL WHERE id = ?2 AND class_id = ?1 AND removed_at IS NOT NULL
         AND (SELECT count(*) FROM class_pupils p WHERE p.class_id = ?1 AND p.removed_at IS NULL) < ?3
       RETURNING id`,
    )
      .bind(classId, pupilId, CLASS_PUPILS_MAX)
      .first(),
  );
  return row !== null;
}

/** The pupils the teacher removed from a class, by their nickname (kept, so that it stays taken). */
export async function removedPupils(env: Db, classId: number): Promise<{ id: number; nickname: string }[]> {
  const { results } = await withDeadline(
    env.DB.prepare(
      "SELECT id, nickname FROM class_pupils WHERE class_id = ?1 AND removed_at IS NOT NULL ORDER BY removed_at",
    )
      .bind(classId)
      .all<{ id: number; nickname: string }>(),
  );
  return results;
}
