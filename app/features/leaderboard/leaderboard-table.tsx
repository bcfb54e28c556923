import { useTranslation } from "~/lib/translation";
import type { LeaderboardView } from "./leaderboard";

/**
 * The week's top ten; a short note instead when the scores could not be read or there are none.
 * Phones leave out the compressions column, so that the table fits their width.
 */
export function LeaderboardTable({ entries, since, unavailable }: LeaderboardView) {
  const { t, lang } = useTranslation();
  if (unavailable) return <p className="text-slate-700">{t("leaderboard.unavailable")}</p>;
  if (entries.length === 0) return <p className="text-slate-700">{t("leaderboard.empty")}</p>;
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  return (
    // A scrolling region must be reachable by keyboard to be scrolled by keyboard (WCAG 2.1.1;
    // axe's scrollable-region-focusable), should a long name or a large font make the table wider.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named region that scrolls
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("leaderboard.caption", { since })}>
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="pb-3 text-left text-slate-700">{t("leaderboard.caption", { since })}</caption>
        <thead className="border-b-2 border-slate-300 text-sm text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t("leaderboard.rank")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("leaderboard.player")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("leaderboard.score")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("leaderboard.accuracy")}
            </th>
            <th scope="col" className="hidden py-2 text-right sm:table-cell">
              {t("leaderboard.compressions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 tabular-nums">
          {entries.map((entry, index) => (
            <tr key={`${entry.created_at}-${entry.player_name}`}>
              <td className="py-2 pr-3 font-bold">{index + 1}</td>
              <th scope="row" className="py-2 pr-3 font-semibold break-all text-slate-950">
                {entry.player_name}
              </th>
              <td className="py-2 pr-3 text-right font-bold">{entry.score}</td>
              <td className="py-2 pr-3 text-right">{percent.format(entry.accuracy / 100)}</td>
              <td className="hidden py-2 text-right sm:table-cell">{entry.compressions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
