import { and, count, eq, gt, isNotNull, isNull, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classComebackMisses, classes, classGames, classPupils, classRoundEntries } from "~/.server/db/schema";
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
  const [row] = await withDeadline(
    database(env)
      .select({
        pupilId: classPupils.id,
        classId: classes.id,
        nickname: classPupils.nickname,
        className: classes.name,
        joinCode: classes.join_code,
        bpm: classes.bpm,
        closedAt: classes.closed_at,
        boardAllowed: classes.board_allowed,
        removedAt: classPupils.removed_at,
      })
      .from(classPupils)
      .innerJoin(classes, eq(classes.id, classPupils.class_id))
      .where(eq(classPupils.pupil_token_hash, await tokenHash(token)))
      .limit(1),
  );
  return row ?? null;
}

/** Forgets a pupil's place: the row goes if it has no game and no round's result (an empty row is of no use to the teacher). */
export async function leaveClass(env: Db, token: string): Promise<void> {
  const db = database(env);
  const one = { one: sql`1` };
  await withDeadline(
    db.delete(classPupils).where(
      and(
        eq(classPupils.pupil_token_hash, await tokenHash(token)),
        isNull(classPupils.removed_at),
        notExists(db.select(one).from(classGames).where(eq(classGames.pupil_id, classPupils.id))),
        notExists(
          db
            .select(one)
            .from(classRoundEntries)
            .where(and(eq(classRoundEntries.pupil_id, classPupils.id), isNotNull(classRoundEntries.saved_at))),
        ),
      ),
    ),
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
 * replaces the last. A code the teacher draws starts the class's count of wrong comeback codes
 * anew (pupil/comeback.server.ts), and ends the notice that the last codes were cancelled. Null
 * when the pupil is not in the class.
 */
export async function letPupilBackIn(
  env: Db,
  classId: number,
  pupilId: number,
  now: number,
): Promise<ComebackCode | null> {
  const until = new Date(now + REJOIN_WINDOW_MS).toISOString();
  const nowIso = new Date(now).toISOString();
  const db = database(env);
  const inClass = and(eq(classPupils.id, pupilId), eq(classPupils.class_id, classId), isNull(classPupils.removed_at));
  const other = alias(classPupils, "other");
  await startComebackCountAnew(env, classId);
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const code = newComebackCode();
    const heldByAnother = db
      .select({ one: sql`1` })
      .from(other)
      .where(
        and(
          eq(other.class_id, classId),
          eq(other.rejoin_code, code),
          gt(other.rejoin_until, nowIso),
          ne(other.id, pupilId),
        ),
      );
    const [row] = await withDeadline(
      db
        .update(classPupils)
        .set({ rejoin_until: until, rejoin_code: code })
        .where(and(inClass, notExists(heldByAnother)))
        .returning({
          until: sql<string>`${classPupils.rejoin_until}`,
          code: sql<string>`${classPupils.rejoin_code}`,
        }),
    );
    if (row) return { code: row.code, until: row.until };
    // Nothing changed: the pupil is not in the class, or another pupil holds the code drawn.
    const present = await withDeadline(db.select({ id: classPupils.id }).from(classPupils).where(inClass));
    if (present.length === 0) return null;
  }
  return null;
}

/**
 * New codes for the pupils whose codes were cancelled for too many wrong ones and whose time to
 * come back runs still (pupil/comeback.server.ts keeps their `rejoin_until`), and the class's count
 * of wrong codes anew. How many codes were drawn.
 */
export async function redrawCancelledCodes(env: Db, classId: number, now: number): Promise<number> {
  const waiting = await withDeadline(
    database(env)
      .select({ id: classPupils.id })
      .from(classPupils)
      .where(
        and(
          eq(classPupils.class_id, classId),
          isNull(classPupils.rejoin_code),
          gt(classPupils.rejoin_until, new Date(now).toISOString()),
          isNull(classPupils.removed_at),
        ),
      ),
  );
  if (waiting.length === 0) {
    await startComebackCountAnew(env, classId);
    return 0;
  }
  const drawn = await Promise.all(waiting.map(({ id }) => letPupilBackIn(env, classId, id, now)));
  return drawn.filter((code) => code !== null).length;
}

/** The class's count of wrong comeback codes starts anew, and the notice that its codes were cancelled ends. */
async function startComebackCountAnew(env: Db, classId: number): Promise<void> {
  const db = database(env);
  await withDeadline(
    db.batch([
      db.delete(classComebackMisses).where(eq(classComebackMisses.class_id, classId)),
      db.update(classes).set({ comebacks_cancelled_at: null }).where(eq(classes.id, classId)),
    ]),
  );
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
  const db = database(env);
  const pupils = alias(classPupils, "pupils");
  const inClass = db
    .select({ n: count() })
    .from(pupils)
    .where(and(eq(pupils.class_id, classId), isNull(pupils.removed_at)));
  const undone = await withDeadline(
    db
      .update(classPupils)
      .set({ removed_at: null })
      .where(
        and(
          eq(classPupils.id, pupilId),
          eq(classPupils.class_id, classId),
          isNotNull(classPupils.removed_at),
          sql`${inClass} < ${CLASS_PUPILS_MAX}`,
        ),
      )
      .returning({ id: classPupils.id }),
  );
  return undone.length > 0;
}

/** The pupils the teacher removed from a class, by their nickname (kept, so that it stays taken). */
export async function removedPupils(env: Db, classId: number): Promise<{ id: number; nickname: string }[]> {
  return withDeadline(
    database(env)
      .select({ id: classPupils.id, nickname: classPupils.nickname })
      .from(classPupils)
      .where(and(eq(classPupils.class_id, classId), isNotNull(classPupils.removed_at)))
      .orderBy(classPupils.removed_at),
  );
}
