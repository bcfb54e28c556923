import { and, eq, isNull, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes, classGames, classPupils } from "~/.server/db/schema";
import type { ClassGame, ClassPupil } from "./class-summary";
import { isTokenShaped, newTeacherToken, TEACHER_TOKEN_BYTES, tokenHash } from "./class-token.server";
import { newJoinCode } from "./join-code";

// The classroom's reads and writes in D1 (docs/decisions/0014-classroom-sessions.md).

type Db = Pick<Env, "DB">;

export interface StoredClass {
  id: number;
  name: string;
  bpm: number;
  joinCode: string;
  createdAt: string;
  closedAt: string | null;
}

/** Draws of a join code before giving up: a clash is one chance in millions per live class. */
const CODE_DRAWS = 5;

function isUniqueClash(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : "";
  return /UNIQUE constraint failed: classes\.join_code/.test(text);
}

/** Stores a new class; returns its join code and the teacher link's token (stored only as a hash). */
export async function createClass(env: Db, input: { name: string; bpm: number }) {
  const token = newTeacherToken();
  const teacher_token_hash = await tokenHash(token);
  for (let draw = 1; ; draw += 1) {
    const joinCode = newJoinCode();
    try {
      await withDeadline(
        database(env)
          .insert(classes)
          .values({ name: input.name, bpm: input.bpm, join_code: joinCode, teacher_token_hash }),
      );
      return { joinCode, token };
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
};

/** The class a teacher link opens, or null (a token of the wrong shape is not looked up). */
export async function classOfTeacher(env: Db, token: string): Promise<StoredClass | null> {
  if (!isTokenShaped(token, TEACHER_TOKEN_BYTES)) return null;
  const hash = await tokenHash(token);
  const rows = await withDeadline(
    database(env).select(classColumns).from(classes).where(eq(classes.teacher_token_hash, hash)).limit(1),
  );
  return rows[0] ?? null;
}

/** Closes a class (no new joins or saves); a class already closed keeps its first closing time. */
export async function closeClass(env: Db, classId: number): Promise<void> {
  await withDeadline(
    database(env)
      .update(classes)
      .set({ closed_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(and(eq(classes.id, classId), isNull(classes.closed_at))),
  );
}

/** Deletes a class; its pupils and games go with it (ON DELETE CASCADE). */
export async function deleteClass(env: Db, classId: number): Promise<void> {
  await withDeadline(database(env).delete(classes).where(eq(classes.id, classId)));
}

/** A class's pupils and games, for the teacher's table. */
export async function classResults(env: Db, classId: number): Promise<{ pupils: ClassPupil[]; games: ClassGame[] }> {
  const db = database(env);
  const [pupils, games] = await withDeadline(
    Promise.all([
      db
        .select({ id: classPupils.id, nickname: classPupils.nickname })
        .from(classPupils)
        .where(eq(classPupils.class_id, classId)),
      db
        .select({
          pupilId: classGames.pupil_id,
          score: classGames.score,
          accuracy: classGames.accuracy,
          compressions: classGames.compressions,
          meanRateBpm: classGames.mean_rate_bpm,
          shareInWindow: classGames.share_in_window,
        })
        .from(classGames)
        .where(eq(classGames.class_id, classId)),
    ]),
  );
  return { pupils, games };
}
