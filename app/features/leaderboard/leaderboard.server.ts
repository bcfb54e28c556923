import { and, asc, desc, gte, isNull } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { d1Session } from "~/.server/db/session.server";
import { withDeadline } from "~/.server/db/deadline.server";
import { chestCompressionScores } from "~/.server/db/schema";
import { logEvent } from "~/.server/log.server";
import { LEADERBOARD_SIZE, type Leaderboard } from "./leaderboard";
import { weekStartMadrid } from "./week-start";

/**
 * The week's top scores that no operator has hidden, best first; an equal score ranks the earlier one higher, read in a D1
 * session (the nearest replica, or one at least as recent as `bookmark`: the visitor's own save).
 * A failure to read is logged and answered with an empty board, so the page around it always renders.
 */
export async function weeklyLeaderboard(
  env: Pick<Env, "DB">,
  now: Date,
  requestId?: string,
  bookmark: string | null = null,
): Promise<Leaderboard> {
  const weekStart = weekStartMadrid(now);
  const table = chestCompressionScores;
  try {
    const entries = await withDeadline(
      database({ DB: d1Session(env.DB, { bookmark }).db })
        .select({
          player_name: table.player_name,
          score: table.score,
          accuracy: table.accuracy,
          success_rate: table.success_rate,
          compressions: table.compressions,
          created_at: table.created_at,
        })
        .from(table)
        .where(and(gte(table.created_at, weekStart), isNull(table.hidden_at)))
        .orderBy(desc(table.score), asc(table.created_at))
        .limit(LEADERBOARD_SIZE),
    );
    return { entries, weekStart, unavailable: false };
  } catch (error) {
    logEvent("error", { requestId, event: "leaderboard not read", error });
    return { entries: [], weekStart, unavailable: true };
  }
}
