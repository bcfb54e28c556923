import { adminText } from "~/locales/es-admin";
import type { DailySeries } from "./daily-series";

// Rows per day as three small bar charts (contacts, comments, scores) in one server-rendered SVG:
// no chart library, no script. The numbers are also in a table under it, for screen readers and
// for reading exact values.

const WIDTH = 640;
const ROW_HEIGHT = 56;
const LABEL_WIDTH = 110;
const BAR_GAP = 2;
const colors = { contacts: "#0f766e", comments: "#7c3aed", scores: "#c2410c" } as const;
const seriesNames = ["contacts", "comments", "scores"] as const;

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function DailyChart({ series }: { series: DailySeries }) {
  const barWidth = (WIDTH - LABEL_WIDTH) / series.days.length;
  const totals = seriesNames.map((name) => sum(series.values[name]));
  const label = adminText.overview.chartLabel(totals[0] ?? 0, totals[1] ?? 0, totals[2] ?? 0);
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${ROW_HEIGHT * seriesNames.length}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-3xl rounded border border-slate-200 bg-white"
      >
        {seriesNames.map((name, row) => {
          const values = series.values[name];
          const max = Math.max(1, ...values);
          const top = row * ROW_HEIGHT;
          return (
            <g key={name}>
              <text x={8} y={top + ROW_HEIGHT / 2} fontSize={13} fill="#0f172a" dominantBaseline="middle">
                {adminText.series[name]} ({totals[row]})
              </text>
              {values.map((value, index) => {
                const height = ((ROW_HEIGHT - 14) * value) / max;
                return (
                  <rect
                    key={series.days[index]}
                    x={LABEL_WIDTH + index * barWidth}
                    y={top + ROW_HEIGHT - 6 - height}
                    width={barWidth - BAR_GAP}
                    height={height}
                    fill={colors[name]}
                  />
                );
              })}
              <line
                x1={LABEL_WIDTH}
                x2={WIDTH}
                y1={top + ROW_HEIGHT - 6}
                y2={top + ROW_HEIGHT - 6}
                stroke="#cbd5e1"
                strokeWidth={1}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-600">{label}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer underline">{adminText.overview.tableSummary}</summary>
        <table className="mt-2 border-collapse text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {adminText.overview.day}
              </th>
              {seriesNames.map((name) => (
                <th key={name} scope="col" className="pr-4">
                  {adminText.series[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.days.map((day, index) => (
              <tr key={day}>
                <th scope="row" className="pr-4 font-normal">
                  {day}
                </th>
                {seriesNames.map((name) => (
                  <td key={name} className="pr-4 tabular-nums">
                    {series.values[name][index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
