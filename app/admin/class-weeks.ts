import { weekStartMadrid } from "~/lib/week-start";
import { weekOf } from "./weeks";

// The weeks of the console's classroom counts: Monday-based weeks in Madrid, as the score list's
// (weeks.ts), from this one back to the week of the oldest class the retention job still keeps.
// An older week could only ever show zeros: its classes, and their games with them, are gone.

export interface WeekSpan {
  /** The Monday, YYYY-MM-DD (Madrid). */
  date: string;
  /** The instant the week starts (ISO, UTC), as `created_at` is stored and compared. */
  start: string;
  nextStart: string;
}

export interface WeekCounts extends WeekSpan {
  classes: number;
  games: number;
}

const DAY = 86_400_000;

/** The weeks that can still hold a class kept `days` days, newest first (this week included). */
export function recentWeeks(now: Date, days: number): WeekSpan[] {
  const oldest = weekStartMadrid(new Date(now.getTime() - days * DAY));
  const weeks: WeekSpan[] = [];
  let week = weekOf(null, now);
  // A guard only: `days` days never span more weeks than this.
  while (weeks.length <= Math.ceil(days / 6) + 1) {
    weeks.push({ date: week.date, start: week.start, nextStart: week.nextStart });
    if (week.start <= oldest) break;
    week = weekOf(week.previousDate, now);
  }
  return weeks;
}

/** Each week with its counts, 0 where no row was counted (`perWeek` is keyed by the week's Monday). */
export function weekCounts(weeks: WeekSpan[], perWeek: Record<"classes" | "games", Map<string, number>>): WeekCounts[] {
  return weeks.map((week) => ({
    ...week,
    classes: perWeek.classes.get(week.date) ?? 0,
    games: perWeek.games.get(week.date) ?? 0,
  }));
}
