import { weekStartMadrid } from "~/lib/week-start";

// The weeks of the board that the console's score list moves between. A week is named in the
// address by its Monday's date (Madrid), e.g. ?week=2026-11-16; anything else means this week.

export interface Week {
  /** The Monday, YYYY-MM-DD (Madrid). */
  date: string;
  /** The instant the week starts (ISO, UTC), as the board stores and compares it. */
  start: string;
  /** The instant the next week starts. */
  nextStart: string;
  previousDate: string;
  nextDate: string;
  isCurrent: boolean;
}

/** The most scores a week's list shows (a week rarely has more; the public board shows 10). */
export const WEEK_SCORES_LIMIT = 200;

const DAY = 86_400_000;

/** The Madrid calendar date of an instant that is a week's start (Monday 00:00 Madrid). */
function madridDate(start: string): string {
  // A Monday 00:00 in Madrid is Sunday 22:00 or 23:00 UTC: noon of the same UTC instant + 12 h is the Monday.
  return new Date(Date.parse(start) + DAY / 2).toISOString().slice(0, 10);
}

export function weekOf(requested: string | null, now: Date): Week {
  const current = weekStartMadrid(now);
  const day = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? Date.parse(`${requested}T12:00:00Z`) : Number.NaN;
  const start = Number.isNaN(day) || day > now.getTime() ? current : weekStartMadrid(new Date(day));
  const nextStart = weekStartMadrid(new Date(Date.parse(start) + 7.5 * DAY));
  const previousStart = weekStartMadrid(new Date(Date.parse(start) - DAY / 2));
  return {
    date: madridDate(start),
    start,
    nextStart,
    previousDate: madridDate(previousStart),
    nextDate: madridDate(nextStart),
    isCurrent: start === current,
  };
}
