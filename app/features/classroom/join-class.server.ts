import { weeklyClientHash } from "~/.server/client-hash.server";
import { withDeadline } from "~/.server/db/deadline.server";
import { weekStartMadrid } from "~/lib/week-start";
import { CLASS_PUPILS_MAX, type NicknameMode } from "./class-rules";
import { newPupilToken, tokenHash } from "./class-token.server";
import { isJoinCode } from "./join-code";

// A pupil joining a class with its code (docs/decisions/0014-classroom-sessions.md, 0015). Every
// limit is decided in the statements that write, in one D1 batch (a transaction that no other
// request's statements interleave with): a wrong code is counted only while its address is under
// the limit, and a pupil is stored only while the class is open, unlocked and under its cap. So 90
// joins at once store 60 pupils, and 200 wrong codes at once get at most ten answers of "not open".

type Db = Pick<Env, "DB">;

/** Wrong codes an address may send in WRONG_CODE_WINDOW_MS. */
export const WRONG_CODES_MAX = 10;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;

export type JoinOutcome =
  | { kind: "joined"; pupilToken: string; nickname: string }
  | { kind: "not-open" }
  | { kind: "locked" }
  | { kind: "too-many-wrong-codes" }
  | { kind: "class-full" }
  | { kind: "nickname-taken" };

/** The key of an address's wrong codes this week (the address itself is never stored). */
export function wrongCodeKey(secret: string, addressKey: string, now: number): Promise<string> {
  return weeklyClientHash(secret, `class codes|${addressKey}`, weekStartMadrid(new Date(now)));
}

/** What a join needs to know before it writes: the address's count, and the class's way of naming. */
export interface JoinProspect {
  wrongCodes: number;
  /** The open class of the code, if any. */
  open: { id: number; nicknameMode: NicknameMode; takenKeys: string[] } | null;
}

const FAILURES = `(SELECT count(*) FROM class_join_failures WHERE client_hash = ?1 AND created_at >= ?2)`;

/** Reads what a join depends on; nothing is decided on it that a burst could exploit (see joinClass). */
export async function joinProspect(env: Db, code: string, clientKey: string, now: number): Promise<JoinProspect> {
  const since = new Date(now - WRONG_CODE_WINDOW_MS).toISOString();
  const row = await withDeadline(
    env.DB.prepare(
      `SELECT ${FAILURES} AS wrong_codes, c.id AS id, c.nickname_mode AS mode,
         (SELECT json_group_array(nickname_key) FROM class_pupils p
           WHERE p.class_id = c.id AND p.nickname_key IS NOT NULL) AS taken
       FROM (SELECT 1) LEFT JOIN classes c ON c.join_code = ?3 AND c.closed_at IS NULL`,
    )
      .bind(clientKey, since, isJoinCode(code) ? code : "")
      .first<{ wrong_codes: number; id: number | null; mode: NicknameMode | null; taken: string | null }>(),
  );
  const open =
    row?.id != null
      ? { id: row.id, nicknameMode: row.mode ?? "typed", takenKeys: JSON.parse(row.taken ?? "[]") as string[] }
      : null;
  return { wrongCodes: row?.wrong_codes ?? 0, open };
}

export interface JoinAttempt {
  code: string;
  nickname: string;
  nicknameKey: string;
  clientKey: string;
  now: number;
  /** Only a pupil let back in under this nickname may join (a class that gives out nicknames). */
  rejoinOnly?: boolean;
}

/**
 * Joins the open class of `code` as `nickname`, or lets a pupil back in under it while the teacher
 * allows (their games stay theirs). An unknown, closed or deleted class is one outcome ("not-open"),
 * and only those count as wrong codes.
 */
export async function joinClass(env: Db, attempt: JoinAttempt): Promise<JoinOutcome> {
  const since = new Date(attempt.now - WRONG_CODE_WINDOW_MS).toISOString();
  const code = isJoinCode(attempt.code) ? attempt.code : "";
  const pupilToken = newPupilToken();
  const tokenHashed = await tokenHash(pupilToken);
  const nowIso = new Date(attempt.now).toISOString();
  const openClass = "SELECT id FROM classes WHERE join_code = ?3 AND closed_at IS NULL";
  const binds = [attempt.clientKey, since, code, WRONG_CODES_MAX] as const;
  const [failure, rejoined, inserted, state] = await withDeadline(
    env.DB.batch([
      env.DB.prepare(
        `INSERT INTO class_join_failures (client_hash) SELECT ?1
         WHERE NOT EXISTS (${openClass}) AND ${FAILURES} < ?4 RETURNING id`,
      ).bind(...binds),
      env.DB.prepare(
        `UPDATE class_pupils SET pupil_token_hash = ?5, rejoin_until = NULL
         WHERE class_id = (${openClass}) AND nickname_key = ?6 AND removed_at IS NULL
           AND rejoin_until > ?7 AND ${FAILURES} < ?4 RETURNING id`,
      ).bind(...binds, tokenHashed, attempt.nicknameKey, nowIso),
      env.DB.prepare(
        `INSERT INTO class_pupils (class_id, nickname, nickname_key, pupil_token_hash)
         SELECT c.id, ?6, ?7, ?5 FROM classes c
         WHERE c.join_code = ?3 AND c.closed_at IS NULL AND c.locked_at IS NULL AND ${FAILURES} < ?4
           AND (SELECT count(*) FROM class_pupils p WHERE p.class_id = c.id AND p.removed_at IS NULL) < ?8
           AND ?9 = 0
         ON CONFLICT DO NOTHING RETURNING id`,
      ).bind(
        ...binds,
        tokenHashed,
        attempt.nickname,
        attempt.nicknameKey,
        CLASS_PUPILS_MAX,
        attempt.rejoinOnly ? 1 : 0,
      ),
      env.DB.prepare(
        `SELECT ${FAILURES} AS wrong_codes, c.locked_at AS locked_at,
           (SELECT count(*) FROM class_pupils p WHERE p.class_id = c.id AND p.removed_at IS NULL) AS pupils
         FROM (SELECT 1) LEFT JOIN classes c ON c.join_code = ?3 AND c.closed_at IS NULL`,
      ).bind(attempt.clientKey, since, code),
    ]),
  );
  if (failure?.results.length) return { kind: "not-open" };
  if (rejoined?.results.length || inserted?.results.length) {
    return { kind: "joined", pupilToken, nickname: attempt.nickname };
  }
  const seen = state?.results[0] as
    { wrong_codes: number; locked_at: string | null; pupils: number | null } | undefined;
  if ((seen?.wrong_codes ?? 0) >= WRONG_CODES_MAX) return { kind: "too-many-wrong-codes" };
  if (seen?.pupils === null || seen?.pupils === undefined) return { kind: "not-open" };
  if (seen.locked_at !== null) return { kind: "locked" };
  if (seen.pupils >= CLASS_PUPILS_MAX) return { kind: "class-full" };
  return { kind: "nickname-taken" };
}
