import { RankingTable } from "~/components/ranking-table";
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
      <RankingTable
        caption={t("leaderboard.caption", { since })}
        rankHeading={t("leaderboard.rank")}
        nameHeading={t("leaderboard.player")}
        columns={[
          { heading: t("leaderboard.score"), numeric: true },
          { heading: t("leaderboard.accuracy"), numeric: true },
          { heading: t("leaderboard.compressions"), numeric: true, wideOnly: true },
        ]}
        rows={entries.map((entry) => ({
          key: `${entry.created_at}-${entry.player_name}`,
          name: entry.player_name,
          cells: [<b key="score">{entry.score}</b>, percent.format(entry.accuracy / 100), entry.compressions],
        }))}
      />
    </div>
  );
}
