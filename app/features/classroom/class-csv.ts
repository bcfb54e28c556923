import { csvDocument } from "~/lib/csv";
import type { PupilSummary } from "./class-summary";

// The class's results as CSV for the teacher (the same RFC 4180 writer as the console's exports,
// which guards against formula injection: a nickname is typed by a pupil). Column names are in the
// page's language; numbers are written as numbers, an empty field for a pupil without games.

export type ClassCsvHeadings = Record<keyof PupilSummary, string>;

const columns = ["nickname", "games", "best", "meanRateBpm", "accuracy", "shareInWindow"] as const;

export function classResultsCsv(rows: readonly PupilSummary[], headings: ClassCsvHeadings): string {
  return csvDocument(
    [columns.map((column) => headings[column]), ...rows.map((row) => columns.map((column) => row[column]))],
    { separator: ",", decimalMark: "." },
  );
}

/** The file name of a class's CSV: its join code, which names the class for its teacher. */
export function classCsvFileName(joinCode: string): string {
  return `class-${joinCode}.csv`;
}
