import { and, count, eq, gte, isNull } from "drizzle-orm";
import { weeklyClientHash } from "~/.server/client-hash.server";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes, classJoinFailures, classPupils } from "~/.server/db/schema";
import { weekStartMadrid } from "~/features/leaderboard/week-start";
import { CLASS_PUPILS_MAX } from "./class-rules";
import { newPupilToken, tokenHash } from "./class-token.server";
import { isJoinCode } from "./join-code";

// A pupil joining a class with its code (docs/decisions/0014-classroom-sessions.md). Wrong codes
// are counted per client address in D1, by a weekly keyed hash, so that the count can be read
// before a join is tried: an address over its limit is refused whatever the code it sends next,
// and a guess that hits a class looks, to a prober, like all the others.

type Db = Pick<Env, "DB">;

/** Wrong codes an address may send in WRONG_CODE_WINDOW_MS. */
export const WRONG_CODES_MAX = 10;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;

export type JoinOutcome =
  | { kind: "joined"; pupilToken: string }
  | { kind: "not-open" }
  | { kind: "too-many-wrong-codes" }
  | { kind: "class-full" }
  | { kind: "nickname-taken" };

/** The key of an address's wrong codes this week (the address itself is never stored). */
export function wrongCodeKey(secret: string, ip: string, now: number): Promise<string> {
  return weeklyClientHash(secret, `class codes|${ip}`, weekStartMadrid(new Date(now)));
}

async function recentWrongCodes(env: Db, key: string, now: number): Promise<number> {
  const since = new Date(now - WRONG_CODE_WINDOW_MS).toISOString();
  const rows = await withDeadline(
    database(env)
      .select({ n: count() })
      .from(classJoinFailures)
      .where(and(eq(classJoinFailures.client_hash, key), gte(classJoinFailures.created_at, since))),
  );
  return rows[0]?.n ?? 0;
}

function isNicknameClash(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : "";
  return /UNIQUE constraint failed: class_pupils\.class_id, class_pupils\.nickname|class_pupils_nickname/.test(text);
}

/**
 * Joins the open class of `code` as `nickname`: an unknown, closed or deleted class is the same
 * outcome ("not-open"), and only those count as wrong codes.
 */
export async function joinClass(
  env: Db,
  input: { code: string; nickname: string; clientKey: string; now: number },
): Promise<JoinOutcome> {
  if ((await recentWrongCodes(env, input.clientKey, input.now)) >= WRONG_CODES_MAX) {
    return { kind: "too-many-wrong-codes" };
  }
  const db = database(env);
  const found = isJoinCode(input.code)
    ? await withDeadline(
        db
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.join_code, input.code), isNull(classes.closed_at)))
          .limit(1),
      )
    : [];
  const open = found[0];
  if (!open) {
    await withDeadline(db.insert(classJoinFailures).values({ client_hash: input.clientKey }));
    return { kind: "not-open" };
  }
  const pupils = await withDeadline(
    db.select({ n: count() }).from(classPupils).where(eq(classPupils.class_id, open.id)),
  );
  if ((pupils[0]?.n ?? 0) >= CLASS_PUPILS_MAX) return { kind: "class-full" };
  const pupilToken = newPupilToken();
  try {
    await withDeadline(
      db.insert(classPupils).values({
        class_id: open.id,
        nickname: input.nickname,
        pupil_token_hash: await tokenHash(pupilToken),
      }),
    );
  } catch (error) {
    if (isNicknameClash(error)) return { kind: "nickname-taken" };
    throw error;
  }
  return { kind: "joined", pupilToken };
}

/** The pupil of a cookie's token and their class, if the class still exists (ids for the server only). */
export async function pupilOfToken(env: Db, token: string) {
  const rows = await withDeadline(
    database(env)
      .select({
        pupilId: classPupils.id,
        classId: classes.id,
        nickname: classPupils.nickname,
        className: classes.name,
        bpm: classes.bpm,
        closedAt: classes.closed_at,
      })
      .from(classPupils)
      .innerJoin(classes, eq(classes.id, classPupils.class_id))
      .where(eq(classPupils.pupil_token_hash, await tokenHash(token)))
      .limit(1),
  );
  return rows[0] ?? null;
}
