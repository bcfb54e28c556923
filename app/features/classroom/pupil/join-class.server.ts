import { weeklyClientHash } from "~/.server/client-hash.server";
import { withDeadline } from "~/.server/db/deadline.server";
import { weekStartMadrid } from "~/lib/week-start";
import { CLASS_PUPILS_MAX, type NicknameMode } from "../class-rules";
import { newPupilToken, tokenHash } from "../server/class-token.server";
import { isJoinCode } from "../join-code";

// A pupil joining a class with its code, or coming back to their place with the one-time code the
// teacher read out (docs/decisions/0014-classroom-sessions.md, 0015, 0019). Every limit is decided
// in the statements that write, in one D1 batch (a transaction that no other request's statements
// interleave with): a wrong code is counted only while its device and its address are under their
// limits, and a pupil is stored only while the class is open, unlocked and under its cap. So 90
// joins at once store 60 pupils, and 200 wrong codes at once from one device get at most ten
// answers of "not open".
//
// Wrong codes are counted by device first (the device cookie, device-cookie.server.ts): ten from one
// device stop that device, whatever it sends next. The address (a school's, shared by every pupil
// behind it) has a ceiling of its own, far higher, past which its wrong codes are answered as too
// many and no longer stored; a right code is never refused because of another device's mistakes.

type Db = Pick<Env, "DB">;

/** Wrong codes (class codes or comeback codes) a device may send in WRONG_CODE_WINDOW_MS. */
export const WRONG_CODES_MAX = 10;
/**
 * Wrong codes an address may send in WRONG_CODE_WINDOW_MS: a school's network, with several classes
 * joining at once (four classes of thirty pupils, each mistyping twice, is 240). Past it, only the
 * address's wrong codes are refused; it bounds what a flood can write, not who may join.
 */
export const ADDRESS_WRONG_CODES_MAX = 300;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;

export type JoinOutcome =
  | { kind: "joined"; pupilToken: string; nickname: string }
  | { kind: "not-open" }
  | { kind: "locked" }
  | { kind: "too-many-wrong-codes" }
  | { kind: "class-full" }
  | { kind: "nickname-taken" }
  | { kind: "removed" }
  | { kind: "wrong-comeback-code" };

/** The key of an address's wrong codes this week (the address itself is never stored). */
export function wrongCodeKey(secret: string, addressKey: string, now: number): Promise<string> {
  return weeklyClientHash(secret, `class codes|${addressKey}`, weekStartMadrid(new Date(now)));
}

/** Who is trying: the address's key (wrongCodeKey) and the device's hash (device-cookie.server.ts). */
export interface Joiner {
  clientKey: string;
  deviceHash: string;
  now: number;
}

/** What a join needs to know before it writes: the device's wrong codes, and the class's way of naming. */
export interface JoinProspect {
  /** Whether this device has sent too many wrong codes: every code it sends is refused. */
  deviceLimited: boolean;
  /** The open class of the code, if any. */
  open: { id: number; nicknameMode: NicknameMode; takenKeys: string[]; deviceRemoved: boolean } | null;
}

// The bound parameters every statement below shares: ?1 the address's key, ?2 the window's start,
// ?3 the code (or "" for one that cannot be a code), ?4 the device's hash, ?5 WRONG_CODES_MAX,
// ?6 ADDRESS_WRONG_CODES_MAX. D1 refuses more values than a statement's highest number, so a
// statement that stops short binds only the first ones.
const DEVICE_FAILURES = `(SELECT count(*) FROM class_join_failures WHERE device_hash = ?4 AND created_at >= ?2)`;
const ADDRESS_FAILURES = `(SELECT count(*) FROM class_join_failures WHERE client_hash = ?1 AND created_at >= ?2)`;
const OPEN_CLASS = "SELECT id FROM classes WHERE join_code = ?3 AND closed_at IS NULL";
const DEVICE_REMOVED = `EXISTS (SELECT 1 FROM class_pupils r
  WHERE r.class_id = c.id AND r.device_hash = ?4 AND r.removed_at IS NOT NULL)`;

function sharedBinds(code: string, joiner: Omit<Joiner, "deviceHash"> & { deviceHash: string | null }) {
  const since = new Date(joiner.now - WRONG_CODE_WINDOW_MS).toISOString();
  return [
    joiner.clientKey,
    since,
    isJoinCode(code) ? code : "",
    joiner.deviceHash,
    WRONG_CODES_MAX,
    ADDRESS_WRONG_CODES_MAX,
  ];
}

/** Reads what a join depends on; nothing is decided on it that a burst could exploit (see joinClass). */
export async function joinProspect(env: Db, code: string, joiner: Joiner): Promise<JoinProspect> {
  const row = await withDeadline(
    env.DB.prepare(
      `SELECT ${DEVICE_FAILURES} >= ?5 AS device_limited, c.id AS id, c.nickname_mode AS mode,
         (SELECT json_group_array(nickname_key) FROM class_pupils p
           WHERE p.class_id = c.id AND p.nickname_key IS NOT NULL) AS taken,
         CASE WHEN c.id IS NULL THEN 0 ELSE ${DEVICE_REMOVED} END AS device_removed
       FROM (SELECT 1) LEFT JOIN classes c ON c.join_code = ?3 AND c.closed_at IS NULL`,
    )
      .bind(...sharedBinds(code, joiner).slice(0, 5))
      .first<{
        device_limited: number;
        id: number | null;
        mode: NicknameMode | null;
        taken: string | null;
        device_removed: number;
      }>(),
  );
  const open =
    row?.id != null
      ? {
          id: row.id,
          nicknameMode: row.mode ?? "typed",
          takenKeys: JSON.parse(row.taken ?? "[]") as string[],
          deviceRemoved: row.device_removed === 1,
        }
      : null;
  return { deviceLimited: row?.device_limited === 1, open };
}

/** A new pupil: the class's code and the nickname to store, with its uniqueness key. */
export interface JoinAttempt extends Joiner {
  code: string;
  nickname: string;
  nicknameKey: string;
}

/** A pupil coming back to their place on a new device with the teacher's one-time code. */
export interface ComebackAttempt extends Joiner {
  code: string;
  comebackCode: string;
}

/** Counts a wrong code while the device and the address are under their limits (`binds`: those of `wrong` too). */
function countFailure(env: Db, binds: unknown[], wrong: string) {
  return env.DB.prepare(
    `INSERT INTO class_join_failures (client_hash, device_hash) SELECT ?1, ?4
     WHERE (${wrong}) AND ${DEVICE_FAILURES} < ?5 AND ${ADDRESS_FAILURES} < ?6 RETURNING id`,
  ).bind(...binds);
}

/** Why nothing was written: read in the same batch, after its writes. */
function stateAfter(env: Db, binds: unknown[]) {
  return env.DB.prepare(
    `SELECT ${DEVICE_FAILURES} AS device_wrong, ${ADDRESS_FAILURES} AS address_wrong, c.id AS class_id,
       c.locked_at AS locked_at,
       (SELECT count(*) FROM class_pupils p WHERE p.class_id = c.id AND p.removed_at IS NULL) AS pupils,
       CASE WHEN c.id IS NULL THEN 0 ELSE ${DEVICE_REMOVED} END AS device_removed
     FROM (SELECT 1) LEFT JOIN classes c ON c.join_code = ?3 AND c.closed_at IS NULL`,
  ).bind(...binds.slice(0, 4));
}

interface SeenState {
  device_wrong: number;
  address_wrong: number;
  /** The open class of the code; null when there is none. */
  class_id: number | null;
  locked_at: string | null;
  pupils: number;
  device_removed: number;
}

/** Whether the code opened a class. */
function isOpen(seen: SeenState | undefined): seen is SeenState & { class_id: number } {
  return typeof seen?.class_id === "number";
}

/** The outcome of an attempt that wrote nothing, from the state read after it. */
function refusalOf(seen: SeenState | undefined, wrongAnswer: JoinOutcome): JoinOutcome {
  if ((seen?.device_wrong ?? 0) >= WRONG_CODES_MAX) return { kind: "too-many-wrong-codes" };
  if (!isOpen(seen)) {
    return (seen?.address_wrong ?? 0) >= ADDRESS_WRONG_CODES_MAX ? { kind: "too-many-wrong-codes" } : wrongAnswer;
  }
  if (seen.device_removed === 1) return { kind: "removed" };
  return wrongAnswer;
}

/**
 * Joins the open class of `code` as `nickname`. An unknown, closed or deleted class is one outcome
 * ("not-open"), and only those count as wrong codes. A device that joined as a pupil the teacher
 * removed is refused; so is a nickname already in the class, a removed pupil's included.
 */
export async function joinClass(env: Db, attempt: JoinAttempt): Promise<JoinOutcome> {
  const pupilToken = newPupilToken();
  const binds = sharedBinds(attempt.code, attempt);
  const [failure, inserted, state] = await withDeadline(
    env.DB.batch([
      countFailure(env, binds, `NOT EXISTS (${OPEN_CLASS})`),
      env.DB.prepare(
        `INSERT INTO class_pupils (class_id, nickname, nickname_key, pupil_token_hash, device_hash)
         SELECT c.id, ?7, ?8, ?9, ?4 FROM classes c
         WHERE c.join_code = ?3 AND c.closed_at IS NULL AND c.locked_at IS NULL AND ${DEVICE_FAILURES} < ?5
           AND (SELECT count(*) FROM class_pupils p WHERE p.class_id = c.id AND p.removed_at IS NULL) < ?10
           AND NOT ${DEVICE_REMOVED}
         ON CONFLICT DO NOTHING RETURNING id`,
      ).bind(...binds, attempt.nickname, attempt.nicknameKey, await tokenHash(pupilToken), CLASS_PUPILS_MAX),
      stateAfter(env, binds),
    ]),
  );
  if (failure?.results.length) return { kind: "not-open" };
  if (inserted?.results.length) return { kind: "joined", pupilToken, nickname: attempt.nickname };
  const seen = state?.results[0] as SeenState | undefined;
  const refusal = refusalOf(seen, { kind: "not-open" });
  if (refusal.kind !== "not-open" || !isOpen(seen)) return refusal;
  if (seen.locked_at !== null) return { kind: "locked" };
  if (seen.pupils >= CLASS_PUPILS_MAX) return { kind: "class-full" };
  return { kind: "nickname-taken" };
}

/**
 * Gives a pupil their place back on this device with the one-time code the teacher read out: the
 * code is valid once, until its time, in its class only; the pupil keeps their nickname and games.
 * A wrong comeback code counts as a wrong class code does, so six digits cannot be tried through.
 */
export async function comeBack(env: Db, attempt: ComebackAttempt): Promise<JoinOutcome> {
  const pupilToken = newPupilToken();
  const binds = sharedBinds(attempt.code, attempt);
  const nowIso = new Date(attempt.now).toISOString();
  const matching = `SELECT 1 FROM class_pupils m WHERE m.class_id = (${OPEN_CLASS}) AND m.rejoin_code = ?7
    AND m.rejoin_until > ?8 AND m.removed_at IS NULL`;
  const [, rejoined, state] = await withDeadline(
    env.DB.batch([
      countFailure(env, [...binds, attempt.comebackCode, nowIso], `NOT EXISTS (${matching})`),
      env.DB.prepare(
        `UPDATE class_pupils SET pupil_token_hash = ?9, device_hash = ?4, rejoin_until = NULL, rejoin_code = NULL
         WHERE class_id = (${OPEN_CLASS}) AND rejoin_code = ?7 AND rejoin_until > ?8 AND removed_at IS NULL
           AND ${DEVICE_FAILURES} < ?5 RETURNING nickname`,
      ).bind(...binds, attempt.comebackCode, nowIso, await tokenHash(pupilToken)),
      stateAfter(env, binds),
    ]),
  );
  const nickname = (rejoined?.results[0] as { nickname: string } | undefined)?.nickname;
  if (nickname !== undefined) return { kind: "joined", pupilToken, nickname };
  const seen = state?.results[0] as SeenState | undefined;
  const refusal = refusalOf(seen, { kind: "wrong-comeback-code" });
  // The comeback code is only the mistake when the class's code opened a class.
  return refusal.kind === "wrong-comeback-code" && !isOpen(seen) ? { kind: "not-open" } : refusal;
}

/** What the join address's card may say of a code before anyone joins (pupil-card.tsx). */
export type CardLookup =
  { kind: "open"; name: string; nicknameMode: NicknameMode } | { kind: "not-open" } | { kind: "too-many-wrong-codes" };

/**
 * What the join address's card (a page read, not a post) may tell of a code. A code that opens no
 * class is counted as a join's wrong code is, so that reading cards is no cheaper a way to try codes
 * than joining; past the device's or the address's limit the card tells nothing, not even of a
 * right code, and the page shows the join form, which tells nothing before it is sent. A browser
 * that never tried to join has no device cookie: its address's limit alone counts.
 */
export async function cardLookup(
  env: Db,
  code: string,
  joiner: Omit<Joiner, "deviceHash"> & { deviceHash: string | null },
): Promise<CardLookup> {
  // What cannot be a code opens no class, and tells nothing of any.
  if (!isJoinCode(code)) return { kind: "not-open" };
  const binds = sharedBinds(code, joiner);
  const [, state] = await withDeadline(
    env.DB.batch([
      countFailure(env, binds, `NOT EXISTS (${OPEN_CLASS})`),
      env.DB.prepare(
        `SELECT ${DEVICE_FAILURES} AS device_wrong, ${ADDRESS_FAILURES} AS address_wrong, c.name AS name,
           c.nickname_mode AS mode
         FROM (SELECT 1) LEFT JOIN classes c ON c.join_code = ?3 AND c.closed_at IS NULL`,
      ).bind(...binds.slice(0, 4)),
    ]),
  );
  const seen = state?.results[0] as
    { device_wrong: number; address_wrong: number; name: string | null; mode: NicknameMode | null } | undefined;
  if ((seen?.device_wrong ?? 0) >= WRONG_CODES_MAX || (seen?.address_wrong ?? 0) >= ADDRESS_WRONG_CODES_MAX) {
    return { kind: "too-many-wrong-codes" };
  }
  return seen?.name != null
    ? { kind: "open", name: seen.name, nicknameMode: seen.mode ?? "typed" }
    : { kind: "not-open" };
}
