import { and, eq, exists, gt, isNull, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classPupils, classRoundEntries } from "~/.server/db/schema";
import { PLAYING_FRESH_MS, type ClassPupil } from "./class-summary";
import { LIVE_FRESH_MS } from "../rounds/round-live";
import type { Attempt } from "../attempts/attempt";
import { classAttempts } from "../attempts/attempts.server";

// What the teacher's table is made of (class-summary.ts), read from D1: the class's pupils still in
// it, with who is playing now, and their attempts, free games and rounds' results alike, from the
// one reader of them (attempts.server.ts).

type Db = Pick<Env, "DB">;

/** A class's pupils still in it and their attempts, for the teacher's table, its CSV and JSON. */
export async function classResults(
  env: Db,
  classId: number,
  now = Date.now(),
): Promise<{ pupils: ClassPupil[]; attempts: Attempt[] }> {
  const db = database(env);
  // A free game started lately and not saved, or a rate sent lately in a round not yet saved. The
  // rate's query is built, not written in the field's SQL: a field of a query of one table names
  // its columns without their table, and "id" there was the round entry's own, not the pupil's.
  const rateLately = db
    .select({ one: sql`1` })
    .from(classRoundEntries)
    .where(
      and(
        eq(classRoundEntries.pupil_id, classPupils.id),
        isNull(classRoundEntries.saved_at),
        gt(classRoundEntries.live_at, now - LIVE_FRESH_MS),
      ),
    );
  // CASE, not the condition alone: a null `playing_since` makes the condition null, not false.
  const playing = sql<boolean>`CASE WHEN ${classPupils.playing_since} > ${now - PLAYING_FRESH_MS}
    OR ${exists(rateLately)} THEN 1 ELSE 0 END`.mapWith(Boolean);
  const [pupils, attempts] = await withDeadline(
    Promise.all([
      db
        .select({
          id: classPupils.id,
          nickname: classPupils.nickname,
          // Only a code still valid: the table shows it, and until when the pupil may come back with it.
          rejoinUntil: sql<
            string | null
          >`CASE WHEN ${classPupils.rejoin_until} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN ${classPupils.rejoin_until} END`,
          rejoinCode: sql<
            string | null
          >`CASE WHEN ${classPupils.rejoin_until} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN ${classPupils.rejoin_code} END`,
          playing,
        })
        .from(classPupils)
        .where(and(eq(classPupils.class_id, classId), isNull(classPupils.removed_at))),
      classAttempts(env, classId),
    ]),
  );
  return { pupils, attempts };
}
