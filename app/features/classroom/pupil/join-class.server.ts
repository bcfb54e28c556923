import type { Lang } from "~/i18n-routes";
import { weeklyClientHash } from "~/.server/client-hash.server";
import { and, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes, classPupils } from "~/.server/db/schema";
import { insertedRow, named } from "~/.server/db/statements.server";
import {
  ADDRESS_WRONG_CODES_MAX,
  countFailure,
  joinParts,
  oneRow,
  stateAfter,
  WRONG_CODES_MAX,
  type Joiner,
} from "./join-statements.server";
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

export { ADDRESS_WRONG_CODES_MAX, WRONG_CODE_WINDOW_MS, WRONG_CODES_MAX } from "./join-statements.server";

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

/** What a join needs to know before it writes: the device's wrong codes, and the class's way of naming. */
export interface JoinProspect {
  /** Whether this device has sent too many wrong codes: every code it sends is refused. */
  deviceLimited: boolean;
  /** The open class of the code, if any. */
  open: {
    id: number;
    nicknameMode: NicknameMode;
    /** The class's language, for the nicknames it gives; null for a class opened before it was kept. */
    lang: Lang | null;
    takenKeys: string[];
    deviceRemoved: boolean;
  } | null;
}

/** Reads what a join depends on; nothing is decided on it that a burst could exploit (see joinClass). */
export async function joinProspect(env: Db, code: string, joiner: Joiner): Promise<JoinProspect> {
  const parts = joinParts(env, code, joiner);
  const { db } = parts;
  const inClass = alias(classPupils, "in_class");
  const taken = db
    .select({ keys: sql`json_group_array(${inClass.nickname_key})` })
    .from(inClass)
    .where(and(eq(inClass.class_id, classes.id), isNotNull(inClass.nickname_key)));
  const [row] = (await withDeadline(
    db
      .select({
        device_limited: sql`${parts.deviceFailures} >= ${WRONG_CODES_MAX}`,
        id: sql`${classes.id}`,
        mode: sql`${classes.nickname_mode}`,
        lang: sql`${classes.lang}`,
        taken: sql`${taken}`,
        device_removed: sql`CASE WHEN ${classes.id} IS NULL THEN 0 ELSE ${parts.deviceRemoved} END`,
      })
      .from(oneRow)
      .leftJoin(classes, parts.isOpenClass),
  )) as {
    device_limited: number;
    id: number | null;
    mode: NicknameMode | null;
    lang: Lang | null;
    taken: string | null;
    device_removed: number;
  }[];
  const open =
    row?.id != null
      ? {
          id: row.id,
          nicknameMode: row.mode ?? "typed",
          lang: row.lang,
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

export interface SeenState {
  device_wrong: number;
  address_wrong: number;
  /** The open class of the code; null when there is none. */
  class_id: number | null;
  locked_at: string | null;
  pupils: number;
  device_removed: number;
}

/** Whether the code opened a class. */
export function isOpen(seen: SeenState | undefined): seen is SeenState & { class_id: number } {
  return typeof seen?.class_id === "number";
}

/** The outcome of an attempt that wrote nothing, from the state read after it. */
export function refusalOf(seen: SeenState | undefined, wrongAnswer: JoinOutcome): JoinOutcome {
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
  const parts = joinParts(env, attempt.code, attempt);
  const { db } = parts;
  const pupil = insertedRow(classPupils, {
    class_id: classes.id,
    nickname: attempt.nickname,
    nickname_key: attempt.nicknameKey,
    pupil_token_hash: await tokenHash(pupilToken),
    device_hash: attempt.deviceHash,
  });
  const [failure, inserted, state] = await withDeadline(
    db.batch([
      countFailure(parts, notExists(parts.openClass)),
      db
        .insert(classPupils)
        .select(
          sql`SELECT ${pupil} FROM ${classes} WHERE ${parts.isOpenClass} AND ${isNull(classes.locked_at)}
            AND ${parts.deviceFailures} < ${WRONG_CODES_MAX} AND ${parts.pupils} < ${CLASS_PUPILS_MAX}
            AND NOT ${parts.deviceRemoved}`,
        )
        .onConflictDoNothing()
        .returning({ id: classPupils.id }),
      stateAfter(parts),
    ]),
  );
  if (failure.length > 0) return { kind: "not-open" };
  if (inserted.length > 0) return { kind: "joined", pupilToken, nickname: attempt.nickname };
  const seen = state[0] as SeenState | undefined;
  const refusal = refusalOf(seen, { kind: "not-open" });
  if (refusal.kind !== "not-open" || !isOpen(seen)) return refusal;
  if (seen.locked_at !== null) return { kind: "locked" };
  if (seen.pupils >= CLASS_PUPILS_MAX) return { kind: "class-full" };
  return { kind: "nickname-taken" };
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
  const parts = joinParts(env, code, joiner);
  const { db } = parts;
  const [, state] = await withDeadline(
    db.batch([
      countFailure(parts, notExists(parts.openClass)),
      db
        .select(
          named({
            device_wrong: parts.deviceFailures,
            address_wrong: parts.addressFailures,
            name: classes.name,
            mode: classes.nickname_mode,
          }),
        )
        .from(oneRow)
        .leftJoin(classes, parts.isOpenClass),
    ]),
  );
  const seen = state[0] as
    { device_wrong: number; address_wrong: number; name: string | null; mode: NicknameMode | null } | undefined;
  if ((seen?.device_wrong ?? 0) >= WRONG_CODES_MAX || (seen?.address_wrong ?? 0) >= ADDRESS_WRONG_CODES_MAX) {
    return { kind: "too-many-wrong-codes" };
  }
  return seen?.name != null
    ? { kind: "open", name: seen.name, nicknameMode: seen.mode ?? "typed" }
    : { kind: "not-open" };
}
