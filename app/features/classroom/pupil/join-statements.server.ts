import { and, count, eq, exists, gte, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { database } from "~/.server/db/client";
import { classes, classJoinFailures, classPupils } from "~/.server/db/schema";
import { insertedRow, named } from "~/.server/db/statements.server";
import { isJoinCode } from "../join-code";

// What the statements of a join (join-class.server.ts) share: the wrong codes of the device and of
// the address, the open class of the code, and the two statements of every join's batch, the wrong
// code's count and the state read after the writes.

type Db = Pick<Env, "DB">;

/** Who is trying: the address's key (join-class.server.ts wrongCodeKey) and the device's hash (device-cookie.server.ts). */
export interface Joiner {
  clientKey: string;
  deviceHash: string;
  now: number;
}

/** Wrong codes (class codes or comeback codes) a device may send in WRONG_CODE_WINDOW_MS. */
export const WRONG_CODES_MAX = 10;
/**
 * Wrong codes an address may send in WRONG_CODE_WINDOW_MS: a school's network, with several classes
 * joining at once (four classes of thirty pupils, each mistyping twice, is 240). Past it, only the
 * address's wrong codes are refused; it bounds what a flood can write, not who may join.
 */
export const ADDRESS_WRONG_CODES_MAX = 300;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/** The parts of a join's statements that every one of them shares, for one code and one joiner. */
export function joinParts(env: Db, code: string, joiner: Omit<Joiner, "deviceHash"> & { deviceHash: string | null }) {
  const db = database(env);
  const since = new Date(joiner.now - WRONG_CODE_WINDOW_MS).toISOString();
  const joinCode = isJoinCode(code) ? code : "";
  const recent = gte(classJoinFailures.created_at, since);
  const removed = alias(classPupils, "removed");
  const classmates = alias(classPupils, "classmates");
  return {
    db,
    joiner,
    // `=`, not IS: a browser without a device cookie (null) has sent no wrong code of its own.
    deviceFailures: db.$count(
      classJoinFailures,
      and(sql`${classJoinFailures.device_hash} = ${joiner.deviceHash}`, recent),
    ),
    addressFailures: db.$count(classJoinFailures, and(eq(classJoinFailures.client_hash, joiner.clientKey), recent)),
    /** The open class of the code, in the ON of a LEFT JOIN or the WHERE of a query of `classes`. */
    isOpenClass: and(eq(classes.join_code, joinCode), isNull(classes.closed_at)),
    openClass: db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.join_code, joinCode), isNull(classes.closed_at))),
    /** Whether a pupil the teacher removed from the class of the query's `classes` row joined from this device. */
    deviceRemoved: exists(
      db
        .select({ one: sql`1` })
        .from(removed)
        .where(
          and(
            eq(removed.class_id, classes.id),
            sql`${removed.device_hash} = ${joiner.deviceHash}`,
            isNotNull(removed.removed_at),
          ),
        ),
    ),
    /** The pupils in the class of the query's `classes` row. */
    pupils: db
      .select({ n: count() })
      .from(classmates)
      .where(and(eq(classmates.class_id, classes.id), isNull(classmates.removed_at))),
  };
}

export type JoinParts = ReturnType<typeof joinParts>;

/** The one row that a LEFT JOIN of the open class of a code hangs on, whether the code opens one or not. */
export const oneRow = sql`(SELECT 1)`;

/** Counts a wrong code (`wrong` holds) while the device and the address are under their limits. */
export function countFailure(parts: JoinParts, wrong: SQL) {
  const failure = insertedRow(classJoinFailures, {
    client_hash: parts.joiner.clientKey,
    device_hash: parts.joiner.deviceHash,
  });
  return parts.db
    .insert(classJoinFailures)
    .select(
      sql`SELECT ${failure} WHERE (${wrong}) AND ${parts.deviceFailures} < ${WRONG_CODES_MAX}
        AND ${parts.addressFailures} < ${ADDRESS_WRONG_CODES_MAX}`,
    )
    .returning({ id: classJoinFailures.id });
}

/** Why nothing was written: read in the same batch, after its writes (named columns: a batch reads rows by name). */
export function stateAfter(parts: JoinParts) {
  return parts.db
    .select(
      named({
        device_wrong: parts.deviceFailures,
        address_wrong: parts.addressFailures,
        class_id: classes.id,
        locked_at: classes.locked_at,
        pupils: sql`${parts.pupils}`,
        device_removed: sql`CASE WHEN ${classes.id} IS NULL THEN 0 ELSE ${parts.deviceRemoved} END`,
      }),
    )
    .from(oneRow)
    .leftJoin(classes, parts.isOpenClass);
}
