import { LEADERBOARD_TIME_ZONE } from "~/lib/week-start";
import type { Lang } from "~/i18n-routes";
import { intlLocale } from "~/lib/intl-locale";

// The weekly leaderboard as the page receives it (the stored fields of the top ten).

/** Places on the weekly leaderboard. */
export const LEADERBOARD_SIZE = 10;

/**
 * Places one client address may take on the weekly board: a script behind one address cannot fill
 * it, and a class playing behind its school's one address still shows its best three (the other
 * scores are stored, but only the board's first three of that address are shown).
 */
export const LEADERBOARD_PLACES_PER_CLIENT = 3;

export interface LeaderboardEntry {
  player_name: string;
  score: number;
  accuracy: number;
  success_rate: number;
  compressions: number;
  created_at: string;
}

export interface Leaderboard {
  entries: LeaderboardEntry[];
  /** When the week began, as an ISO-8601 UTC instant. */
  weekStart: string;
  /** True when the scores could not be read: the page shows a short note instead of the board. */
  unavailable: boolean;
}

/** The board as a page shows it: the week's first day already said in the page's language. */
export interface LeaderboardView {
  entries: LeaderboardEntry[];
  /** The week's first day as the caption says it (formatWeekStart). */
  since: string;
  unavailable: boolean;
}

/**
 * The board ready to be shown in `lang`, formatted where it was read (the page's loader, the game's
 * save): the browser then needs no date formatting of its own, and shows what the server wrote.
 */
export function leaderboardView({ entries, weekStart, unavailable }: Leaderboard, lang: Lang): LeaderboardView {
  return { entries, since: formatWeekStart(weekStart, lang), unavailable };
}

/** "lunes, 16 de noviembre" / "Monday 16 November" / "dilluns, 16 de novembre": the week start as the leaderboard's caption says it. */
export function formatWeekStart(weekStart: string, lang: Lang): string {
  return weekStartFormats[lang].format(new Date(weekStart));
}

// Built once: a formatter costs far more to make than to use, and the page is rendered often.
const weekStartFormats: Record<Lang, Intl.DateTimeFormat> = {
  es: weekStartFormat("es"),
  en: weekStartFormat("en"),
  ca: weekStartFormat("ca"),
};

function weekStartFormat(lang: Lang) {
  return new Intl.DateTimeFormat(intlLocale[lang], {
    timeZone: LEADERBOARD_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  });
}
