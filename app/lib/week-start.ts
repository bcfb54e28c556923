import { TZDate } from "@date-fns/tz";
import { startOfWeek } from "date-fns";
import { SITE_TIME_ZONE } from "~/lib/intl-locale";

/** The leaderboard's clock: the site's. */
export const LEADERBOARD_TIME_ZONE = SITE_TIME_ZONE;

/**
 * The instant the current week began: Monday 00:00 in Madrid, as an ISO-8601 UTC string, the
 * format of `created_at`, so the two compare as text in SQL.
 */
export function weekStartMadrid(now: Date): string {
  const monday = startOfWeek(new TZDate(now, LEADERBOARD_TIME_ZONE), { weekStartsOn: 1 });
  return new Date(monday.getTime()).toISOString();
}
