import { useTranslation } from "~/lib/translation";
import type { PupilSummary } from "./class-summary";

// The class's results as the teacher's screen shows them (every pupil, every column) and as the
// projector view does (the top pupils' nickname and best score, in type read from the back of a
// room). Plain tables, rendered on the server and by the live island alike.

const figureColumns = ["games", "best", "meanRateBpm", "accuracy", "shareInWindow"] as const;
const columns = ["nickname", ...figureColumns] as const;

export function ResultsTable({ rows }: { rows: readonly PupilSummary[] }) {
  const { t, lang } = useTranslation();
  // Figures as the page's language writes them: «98,9» in Catalan and Spanish, «98.9» in English.
  const figure = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (rows.length === 0) return <p className="text-slate-700">{t("classroom.teacher.noPupils")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {t(`classroom.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.nickname} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-2 font-semibold">
                {row.nickname}
              </th>
              {figureColumns.map((column) => (
                <td key={column} className="px-2 py-2 tabular-nums">
                  {row[column] === null ? "–" : figure.format(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The projector's list: `top` is already the top pupils (class-results-json.ts, topPupils). */
export function TopTable({ top }: { top: readonly PupilSummary[] }) {
  const { t } = useTranslation();
  if (top.length === 0) return <p className="text-2xl text-slate-700">{t("classroom.teacher.noScores")}</p>;
  return (
    <table className="w-full border-collapse text-left text-xl leading-tight sm:text-3xl sm:leading-tight">
      <thead>
        <tr className="border-b-2 border-slate-400 text-base sm:text-xl">
          <th scope="col" className="py-0.5 pr-3 font-semibold">
            {t("classroom.teacher.rank")}
          </th>
          <th scope="col" className="px-3 py-0.5 font-semibold">
            {t("classroom.columns.nickname")}
          </th>
          <th scope="col" className="py-0.5 pl-3 text-right font-semibold">
            {t("classroom.columns.best")}
          </th>
        </tr>
      </thead>
      <tbody>
        {top.map((row, index) => (
          <tr key={row.nickname} className="border-b border-slate-200">
            <td className="py-0.5 pr-3 tabular-nums text-slate-700">{index + 1}</td>
            <th scope="row" className="px-3 py-0.5 font-bold text-slate-950 [overflow-wrap:anywhere]">
              {row.nickname}
            </th>
            <td className="py-0.5 pl-3 text-right font-extrabold tabular-nums text-slate-950">{row.best}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
