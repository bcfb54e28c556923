import { useTranslation } from "react-i18next";
import type { LeaderboardEntry } from "./leaderboard";

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  /** The week's first day as the caption says it, formatted by the loader. */
  since: string;
  unavailable: boolean;
}

/** The week's top ten; a short note instead when the scores could not be read or there are none. */
export function LeaderboardTable({ entries, since, unavailable }: LeaderboardTableProps) {
  const { t, i18n } = useTranslation();
  if (unavailable) return <p className="text-slate-700">{t("leaderboard.unavailable")}</p>;
  if (entries.length === 0) return <p className="text-slate-700">{t("leaderboard.empty")}</p>;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
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
            <th scope="col" className="py-2 text-right">
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
              <td className="py-2 text-right">{entry.compressions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
