import { and, asc, desc, gte, isNull, lte, sql } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { d1Session } from "~/.server/db/session.server";
import { withDeadline } from "~/.server/db/deadline.server";
import { chestCompressionScores } from "~/.server/db/schema";
import { logEvent } from "~/.server/log.server";
import { LEADERBOARD_PLACES_PER_CLIENT, LEADERBOARD_SIZE, type Leaderboard } from "./leaderboard";
import { weekStartMadrid } from "~/lib/week-start";

/**
 * The week's top scores that no operator has hidden, best first and at most
 * LEADERBOARD_PLACES_PER_CLIENT from one client address; an equal score ranks the earlier one higher, read in a D1
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
    const db = database({ DB: d1Session(env.DB, { bookmark }).db });
    // Each score's place among its own address's scores of the week (a score saved before client
    // hashes were kept counts as an address of its own).
    const ranked = db
      .select({
        player_name: table.player_name,
        score: table.score,
        accuracy: table.accuracy,
        success_rate: table.success_rate,
        compressions: table.compressions,
        created_at: table.created_at,
        place_of_client: sql<number>`row_number() over (
          partition by coalesce(${table.client_hash}, 'score ' || ${table.id})
          order by ${table.score} desc, ${table.created_at} asc
        )`.as("place_of_client"),
      })
      .from(table)
      .where(and(gte(table.created_at, weekStart), isNull(table.hidden_at)))
      .as("ranked");
    const entries = await withDeadline(
      db
        .select({
          player_name: ranked.player_name,
          score: ranked.score,
          accuracy: ranked.accuracy,
          success_rate: ranked.success_rate,
          compressions: ranked.compressions,
          created_at: ranked.created_at,
        })
        .from(ranked)
        .where(lte(ranked.place_of_client, LEADERBOARD_PLACES_PER_CLIENT))
        .orderBy(desc(ranked.score), asc(ranked.created_at))
        .limit(LEADERBOARD_SIZE),
    );
    return { entries, weekStart, unavailable: false };
  } catch (error) {
    logEvent("error", { requestId, event: "leaderboard not read", error });
    return { entries: [], weekStart, unavailable: true };
  }
}
