import { and, eq, gt, gte, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { withDeadline } from "~/.server/db/deadline.server";
import { classComebackMisses, classes, classPupils } from "~/.server/db/schema";
import { insertedRow } from "~/.server/db/statements.server";
import { newPupilToken, tokenHash } from "../server/class-token.server";
import { isOpen, refusalOf, type JoinOutcome, type SeenState } from "./join-class.server";
import {
  countFailure,
  joinParts,
  stateAfter,
  WRONG_CODE_WINDOW_MS,
  WRONG_CODES_MAX,
  type Joiner,
} from "./join-statements.server";

// A pupil coming back to their place on a new device with the one-time code the teacher read out
// (docs/decisions/0019-classroom-comebacks-and-budgets.md, 0022). A wrong comeback code is counted
// three ways: by device and by address, as a wrong class code is (join-statements.server.ts), and
// by class, whatever device or address sent it. The device's and the address's counts stop one
// phone and bound a flood's writes; the class's count is what keeps the codes from being tried
// through by a script that drops its cookies and moves across a /48: past COMEBACK_MISSES_MAX in
// ten minutes, the class's live comeback codes are cancelled, and the teacher's screen says so,
// with a button to draw new ones. A code the teacher draws starts a new count (letPupilBackIn).

type Db = Pick<Env, "DB">;

/**
 * Wrong comeback codes a class takes in WRONG_CODE_WINDOW_MS before its live codes are cancelled.
 * Pupils who come back are few (the teacher lets each one in by hand) and a typo is corrected at
 * once, so ten is well above a lesson's mistakes; and a guesser's chance before the codes go is
 * ten tries against a million codes for each live one, 1 in 100,000.
 */
export const COMEBACK_MISSES_MAX = 10;

/** A pupil coming back to their place on a new device with the teacher's one-time code. */
export interface ComebackAttempt extends Joiner {
  code: string;
  comebackCode: string;
}

/** The wrong comeback codes the class of the code took lately, from anyone (a subquery on `classes.id`). */
function classMisses(db: ReturnType<typeof joinParts>["db"], since: string) {
  return db.$count(
    classComebackMisses,
    and(eq(classComebackMisses.class_id, classes.id), gte(classComebackMisses.created_at, since)),
  );
}

/**
 * Gives a pupil their place back on this device with the one-time code the teacher read out: the
 * code is valid once, until its time, in its class only, while the class has not taken too many
 * wrong ones; the pupil keeps their nickname and games. One batch: the counts of a wrong code, the
 * place given back, the cancelling of the class's codes once it took too many, the state after.
 */
export async function comeBack(env: Db, attempt: ComebackAttempt): Promise<JoinOutcome> {
  const pupilToken = newPupilToken();
  const parts = joinParts(env, attempt.code, attempt);
  const { db } = parts;
  const nowIso = new Date(attempt.now).toISOString();
  const since = new Date(attempt.now - WRONG_CODE_WINDOW_MS).toISOString();
  const misses = classMisses(db, since);
  const matching = alias(classPupils, "matching");
  const codeMatches = db
    .select({ one: sql`1` })
    .from(matching)
    .where(
      and(
        eq(matching.class_id, parts.openClass),
        eq(matching.rejoin_code, attempt.comebackCode),
        gt(matching.rejoin_until, nowIso),
        isNull(matching.removed_at),
      ),
    );
  const deviceUnderLimit = sql`${parts.deviceFailures} < ${WRONG_CODES_MAX}`;
  const overClassLimit = sql`(SELECT ${misses} FROM ${classes} WHERE ${classes.id} = (${parts.openClass})) >= ${COMEBACK_MISSES_MAX}`;
  const [, , rejoined, , , state] = await withDeadline(
    db.batch([
      countFailure(parts, notExists(codeMatches)),
      // The class's count: every wrong code a device under its own limit sent, whatever its address.
      db.insert(classComebackMisses).select(
        sql`SELECT ${insertedRow(classComebackMisses, { class_id: classes.id })} FROM ${classes}
            WHERE ${parts.isOpenClass} AND ${notExists(codeMatches)} AND ${deviceUnderLimit}
            AND ${misses} < ${COMEBACK_MISSES_MAX}`,
      ),
      db
        .update(classPupils)
        .set({
          pupil_token_hash: await tokenHash(pupilToken),
          device_hash: attempt.deviceHash,
          rejoin_until: null,
          rejoin_code: null,
        })
        .where(
          and(
            eq(classPupils.class_id, parts.openClass),
            eq(classPupils.rejoin_code, attempt.comebackCode),
            gt(classPupils.rejoin_until, nowIso),
            isNull(classPupils.removed_at),
            deviceUnderLimit,
            sql`NOT ${overClassLimit}`,
          ),
        )
        .returning({ nickname: classPupils.nickname }),
      // Too many wrong codes: every live code of the class is cancelled. `rejoin_until` stays, so
      // that the teacher's button draws new codes for exactly these pupils while it runs.
      db
        .update(classPupils)
        .set({ rejoin_code: null })
        .where(and(eq(classPupils.class_id, parts.openClass), isNotNull(classPupils.rejoin_code), overClassLimit)),
      db
        .update(classes)
        .set({ comebacks_cancelled_at: nowIso })
        .where(and(parts.isOpenClass, isNull(classes.comebacks_cancelled_at), overClassLimit)),
      stateAfter(parts),
    ]),
  );
  const nickname = rejoined[0]?.nickname;
  if (nickname !== undefined) return { kind: "joined", pupilToken, nickname };
  const seen = state[0] as SeenState | undefined;
  const refusal = refusalOf(seen, { kind: "wrong-comeback-code" });
  // The comeback code is only the mistake when the class's code opened a class.
  return refusal.kind === "wrong-comeback-code" && !isOpen(seen) ? { kind: "not-open" } : refusal;
}
