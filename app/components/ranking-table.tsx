import type { ReactNode } from "react";

// A table of people ranked by score: the public board's week (leaderboard-table.tsx). Rank, name (a row header, so a
// screen reader names each row by it), then the table's own figures.

export interface RankingColumn {
  heading: string;
  /** Figures, aligned to the right. */
  numeric?: boolean;
  /** Left out below the small breakpoint, so that the table fits a phone's width. */
  wideOnly?: boolean;
}

export interface RankedRow {
  key: string;
  name: string;
  cells: ReactNode[];
}

interface RankingTableProps {
  rankHeading: string;
  nameHeading: string;
  columns: readonly RankingColumn[];
  rows: readonly RankedRow[];
  caption?: string;
  /** Type for the back of a room (the projector), rather than for a page. */
  large?: boolean;
}

const styles = {
  page: {
    table: "w-full text-left text-sm sm:text-base",
    head: "border-b-2 border-slate-300 text-sm text-slate-700",
    cell: "py-2 pr-3",
    rank: "font-bold",
    // Whole words where they fit; a long one-word name (a pupil may type twenty letters) breaks anywhere.
    name: "font-semibold text-slate-950 [overflow-wrap:anywhere]",
    figure: "",
  },
  large: {
    table: "w-full border-collapse text-left text-xl leading-tight sm:text-3xl sm:leading-tight",
    head: "border-b-2 border-slate-400 text-base sm:text-xl",
    cell: "py-0.5 pr-3",
    rank: "text-slate-700",
    // A nickname on one line where there is room (a projector), so that ten fit a screen.
    name: "font-bold text-slate-950 [overflow-wrap:anywhere] lg:whitespace-nowrap",
    figure: "font-extrabold text-slate-950",
  },
};

export function RankingTable({ rankHeading, nameHeading, columns, rows, caption, large = false }: RankingTableProps) {
  const style = large ? styles.large : styles.page;
  const align = (column: RankingColumn) =>
    `${style.cell} ${column.numeric ? "text-right" : ""} ${column.wideOnly ? "hidden sm:table-cell" : ""}`;
  return (
    <table className={style.table}>
      {caption ? <caption className="pb-3 text-left text-slate-700">{caption}</caption> : null}
      <thead className={style.head}>
        <tr>
          <th scope="col" className={`${style.cell} font-semibold`}>
            {rankHeading}
          </th>
          <th scope="col" className={`${style.cell} font-semibold`}>
            {nameHeading}
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={`${align(column)} font-semibold`}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 tabular-nums">
        {rows.map((row, index) => (
          <tr key={row.key}>
            <td className={`${style.cell} ${style.rank}`}>{index + 1}</td>
            {/* A player's name, as typed: not for a browser to translate. */}
            <th scope="row" translate="no" className={`${style.cell} ${style.name}`}>
              {row.name}
            </th>
            {row.cells.map((cell, column) => (
              <td key={column} className={`${align(columns[column] ?? { heading: "" })} ${style.figure}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
