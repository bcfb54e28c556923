import type { Lang } from "~/i18n-routes";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes } from "~/.server/db/schema";
import { insertedRow, NOW_ISO } from "~/.server/db/statements.server";
import { CLASSES_PER_ADDRESS_PER_DAY, type NicknameMode } from "../class-rules";
import {
  isTokenShaped,
  newTeacherToken,
  PROJECTOR_TOKEN_BYTES,
  projectorToken,
  TEACHER_TOKEN_BYTES,
  tokenHash,
} from "./class-token.server";
import { newJoinCode } from "../join-code";

// A class in D1: opening it (with the daily cap of its address in the same statement), finding it
// by its teacher or projector link, and the teacher's changes of its state
// (docs/decisions/0014-classroom-sessions.md, 0015-classroom-in-a-real-lesson.md). The pupils'
// rows are class-pupils.server.ts's; deleting a class is class-erasure.server.ts's.

type Db = Pick<Env, "DB">;

export interface StoredClass {
  id: number;
  name: string;
  bpm: number;
  joinCode: string;
  createdAt: string;
  closedAt: string | null;
  lockedAt: string | null;
  boardAllowed: boolean;
  nicknameMode: NicknameMode;
  projectorTokenHash: string | null;
  /** When the class's comeback codes were cancelled for too many wrong ones (comeback.server.ts); null otherwise. */
  comebacksCancelledAt: string | null;
}

export interface NewClass {
  name: string;
  bpm: number;
  boardAllowed: boolean;
  nicknameMode: NicknameMode;
  /** The language of the page the class is opened on: the nicknames it gives are in it. */
  lang: Lang;
  /** The opening address's key for today (a keyed hash that changes every day). */
  creatorKey: string;
}

export type CreateOutcome = { kind: "created"; joinCode: string; token: string } | { kind: "daily-cap" };

/** Draws of a join code before giving up: a clash is one chance in millions per live class. */
const CODE_DRAWS = 5;

function isUniqueClash(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : "";
  return /UNIQUE constraint failed: classes\.join_code/.test(text);
}

/** Stores a new class; returns its join code and the teacher link's token (stored only as a hash). */
export async function createClass(env: Db, input: NewClass): Promise<CreateOutcome> {
  const token = newTeacherToken();
  const [teacherHash, projectorHash] = await Promise.all([tokenHash(token), projectorToken(token).then(tokenHash)]);
  const db = database(env);
  for (let draw = 1; ; draw += 1) {
    const joinCode = newJoinCode();
    try {
      const row = insertedRow(classes, {
        name: input.name,
        bpm: input.bpm,
        join_code: joinCode,
        teacher_token_hash: teacherHash,
        projector_token_hash: projectorHash,
        board_allowed: input.boardAllowed,
        nickname_mode: input.nicknameMode,
        lang: input.lang,
        creator_hash: input.creatorKey,
      });
      // The class is stored only while its address has opened fewer than the day's cap: the count and
      // the write are one statement, so a burst of requests cannot all pass a count read before any wrote.
      const withinCap = sql`${db.$count(classes, eq(classes.creator_hash, input.creatorKey))} < ${CLASSES_PER_ADDRESS_PER_DAY}`;
      const stored = await withDeadline(
        db
          .insert(classes)
          .select(sql`SELECT ${row} WHERE ${withinCap}`)
          .returning({ id: classes.id }),
      );
      return stored.length > 0 ? { kind: "created", joinCode, token } : { kind: "daily-cap" };
    } catch (error) {
      if (draw >= CODE_DRAWS || !isUniqueClash(error)) throw error;
    }
  }
}

const classColumns = {
  id: classes.id,
  name: classes.name,
  bpm: classes.bpm,
  joinCode: classes.join_code,
  createdAt: classes.created_at,
  closedAt: classes.closed_at,
  lockedAt: classes.locked_at,
  boardAllowed: classes.board_allowed,
  nicknameMode: classes.nickname_mode,
  projectorTokenHash: classes.projector_token_hash,
  comebacksCancelledAt: classes.comebacks_cancelled_at,
};

async function classWhere(env: Db, condition: SQL) {
  const rows = await withDeadline(database(env).select(classColumns).from(classes).where(condition).limit(1));
  return rows[0] ?? null;
}

/** The class a teacher link opens, or null (a token of the wrong shape is not looked up). */
export async function classOfTeacher(env: Db, token: string): Promise<StoredClass | null> {
  if (!isTokenShaped(token, TEACHER_TOKEN_BYTES)) return null;
  return classWhere(env, eq(classes.teacher_token_hash, await tokenHash(token)));
}

/** The class a projector link shows, or null. */
export async function classOfProjector(env: Db, token: string): Promise<StoredClass | null> {
  if (!isTokenShaped(token, PROJECTOR_TOKEN_BYTES)) return null;
  return classWhere(env, eq(classes.projector_token_hash, await tokenHash(token)));
}

/** Gives a class opened before projector links existed its projector link (from its teacher's token). */
export async function ensureProjectorLink(env: Db, stored: StoredClass, teacherToken: string): Promise<void> {
  if (stored.projectorTokenHash !== null) return;
  const hash = await tokenHash(await projectorToken(teacherToken));
  await withDeadline(
    database(env)
      .update(classes)
      .set({ projector_token_hash: hash })
      .where(and(eq(classes.id, stored.id), isNull(classes.projector_token_hash))),
  );
}

/** What the teacher can do to a class's state. */
export type ClassChange = "close" | "reopen" | "lock" | "unlock";

/** Each change keeps the first time of a state already set (a second "close" changes nothing). */
const changes: Record<ClassChange, { set: SQLiteUpdateSetSource<typeof classes>; unlessSet?: SQLiteColumn }> = {
  close: { set: { closed_at: NOW_ISO }, unlessSet: classes.closed_at },
  reopen: { set: { closed_at: null } },
  lock: { set: { locked_at: NOW_ISO }, unlessSet: classes.locked_at },
  unlock: { set: { locked_at: null } },
};

export async function changeClass(env: Db, classId: number, change: ClassChange): Promise<void> {
  const { set, unlessSet } = changes[change];
  const condition = unlessSet ? and(eq(classes.id, classId), isNull(unlessSet)) : eq(classes.id, classId);
  await withDeadline(database(env).update(classes).set(set).where(condition));
}
