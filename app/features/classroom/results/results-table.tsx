import { DEPTH_ESTIMATE_ERROR_MM } from "~/features/compression-game/depth/depth-zone";
import { buttonClass } from "~/components/ui/button-styles";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import type { PupilSummary } from "./class-summary";
import { PUPIL_PARAM } from "../teacher/teacher-views";
import { TooRegularMark } from "./too-regular-mark";
import { PlayingBadge, VerdictBadge } from "./verdict-badge";

// The class's results as the teacher's screen shows them and as the projector does (the top
// pupils' nickname and best score, in type read from the back of a room). The teacher's table
// answers "who needs help?" first: per pupil, the games, the latest and the best timing score, and
// the latest result's verdict in words with an icon, with who is playing now, in rows of one line
// (thirty pupils in two screens); every measure behind them is one click away (`detailed`), and
// in the CSV. Once a pupil has played in depth mode, a column gives the depth of each pupil's
// results measured so, and says "not measured" in words for the others. Plain tables, rendered on
// the server and by the live island alike; the teacher's actions are links and forms that work
// without JavaScript.

/** The summary's figures: the timing score is the class's one score, which the table ranks by. */
const summaryColumns = ["games", "latestGrade", "grade"] as const;
/** Every measure, for the details view: the means over each pupil's games, and the longest pause. */
const detailedColumns = [
  ...summaryColumns,
  "best",
  "meanRateBpm",
  "shareInWindow",
  "compressionFraction",
  "longestPauseS",
  "rateSpread",
  "rateAtEnd",
  "accuracy",
] as const;

interface ResultsTableProps {
  rows: readonly PupilSummary[];
  /** The teacher link's path: each row gets the teacher's actions on that pupil. */
  manage?: string;
  /** Every measure, not only the summary. */
  detailed?: boolean;
}

export function ResultsTable({ rows, manage, detailed = false }: ResultsTableProps) {
  const { t, lang } = useTranslation();
  // Figures as the page's language writes them: «98,9» in Catalan and Spanish, «98.9» in English.
  const figure = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (rows.length === 0) return <p className="text-slate-700">{t("classroom.teacher.noPupils")}</p>;
  const figureColumns = detailed ? detailedColumns : summaryColumns;
  const depthColumn = detailed || rows.some((row) => row.depthResults > 0);
  // Rows of one line, 48 px at most with a small button in them: thirty pupils in two screens.
  const cell = "px-2 py-1";
  return (
    // Positioned, so that the actions' screen-reader text stays inside the scrolling box.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300 align-bottom">
            <th scope="col" className={`${cell} font-semibold`}>
              {t("classroom.columns.nickname")}
            </th>
            {figureColumns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`classroom.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              {t("classroom.columns.verdict")}
            </th>
            {depthColumn ? (
              <th scope="col" className={`${cell} font-semibold`}>
                {t("classroom.depth.column")}
              </th>
            ) : null}
            {manage ? (
              <th scope="col" className={`${cell} font-semibold`}>
                {t("classroom.teacher.pupilActions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              {/* On one line from a laptop's width; a phone's table scrolls in its own region. */}
              <th scope="row" className={`${cell} font-semibold [overflow-wrap:anywhere] lg:whitespace-nowrap`}>
                {row.nickname}
                {row.playing ? <PlayingBadge /> : null}
                {row.tooRegular > 0 ? <TooRegularMark /> : null}
              </th>
              {figureColumns.map((column) => (
                <td key={column} className={`${cell} tabular-nums`}>
                  {row[column] === null ? "–" : figure.format(row[column])}
                </td>
              ))}
              <td className={cell}>
                {row.games === 0 && row.verdict === null ? (
                  <VerdictBadge verdict="notPlayed" />
                ) : row.verdict ? (
                  <VerdictBadge verdict={row.verdict} />
                ) : (
                  "–"
                )}
              </td>
              {depthColumn ? (
                <td className={cell}>
                  <DepthCell row={row} />
                </td>
              ) : null}
              {manage ? (
                <td className={cell}>
                  <PupilActions row={row} path={manage} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {depthColumn ? (
        <p className="mt-2 text-sm text-slate-700">{t("classroom.depth.note", { error: DEPTH_ESTIMATE_ERROR_MM })}</p>
      ) : null}
    </div>
  );
}

/** A pupil's depth over their results in depth mode, or "not measured" in words. */
function DepthCell({ row }: { row: PupilSummary }) {
  const { t, lang } = useTranslation();
  if (row.depthResults === 0 || row.depthMeanMm === null) {
    return <span className="text-slate-700">{t("classroom.depth.notMeasured")}</span>;
  }
  const centimetres = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  return (
    <span className="whitespace-nowrap tabular-nums">
      {t("classroom.depth.value", {
        cm: centimetres.format(Math.round(row.depthMeanMm) / 10),
        share: percent.format((row.depthInBand ?? 0) / 100),
      })}{" "}
      <span className="text-sm text-slate-700">{t("classroom.depth.count", { count: row.depthResults })}</span>
    </span>
  );
}

/** hh:mm on the site's clock, the same on the server and in the island (no hydration mismatch). */
function timeOf(iso: string, lang: keyof typeof intlLocale): string {
  const format = { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: SITE_TIME_ZONE } as const;
  return new Intl.DateTimeFormat(intlLocale[lang], format).format(new Date(iso));
}

/** A comeback code as it is read out: two groups of three digits ("482 913"). */
export function spokenCode(code: string): string {
  return code.replace(/^(\d{3})(\d{3})$/, "$1 $2");
}

/**
 * Let a pupil back in (one click gives a one-time code to read out to them), or remove them (a
 * second step says what goes).
 */
function PupilActions({ row, path }: { row: PupilSummary; path: string }) {
  const { t, lang } = useTranslation();
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      {row.rejoinUntil && row.rejoinCode ? (
        // Closed until asked for: the teacher's screen may be on the projector, and the code is the
        // pupil's place for whoever types it first.
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer underline">
            {t("classroom.teacher.comebackCode")}{" "}
            {t("classroom.teacher.comebackUntil", { time: timeOf(row.rejoinUntil, lang) })}
            <span className="sr-only"> {row.nickname}</span>
          </summary>
          <p className="font-mono text-2xl font-bold tracking-wider text-slate-950">{spokenCode(row.rejoinCode)}</p>
        </details>
      ) : (
        <form method="post" action={path}>
          <input type="hidden" name={PUPIL_PARAM} value={row.id} />
          <button type="submit" name="intent" value="readmit" className={buttonClass("outline", "sm")}>
            {t("classroom.teacher.letBackIn")}
            <span className="sr-only"> {row.nickname}</span>
          </button>
        </form>
      )}
      <a href={`${path}?${PUPIL_PARAM}=${row.id}`} className={buttonClass("danger-outline", "sm")}>
        {t("classroom.teacher.remove")}
        <span className="sr-only"> {row.nickname}</span>
      </a>
    </div>
  );
}
