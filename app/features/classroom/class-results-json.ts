import type { PupilSummary } from "./class-summary";

// The class's results as the live table reads them (…/t/<token>/results.json, every few seconds):
// the rows of the teacher's table and whether the class is closed. The browser checks the shape of
// what comes back before it shows it: a proxy's or a login portal's page is not the class's results.

export interface ClassResultsJson {
  closed: boolean;
  rows: PupilSummary[];
}

/** How many pupils the projector view lists: the top ten, as the public board does. */
export const PROJECTOR_TOP = 10;

/** The pupils with a saved game, best score first (ties as the table orders them), at most `count`. */
export function topPupils(rows: readonly PupilSummary[], count = PROJECTOR_TOP): PupilSummary[] {
  return rows
    .filter((row) => row.best !== null)
    .sort((a, b) => (b.best ?? 0) - (a.best ?? 0))
    .slice(0, count);
}

const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isFinite(value));

function isPupilSummary(value: unknown): value is PupilSummary {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<keyof PupilSummary, unknown>;
  return (
    typeof row.nickname === "string" &&
    typeof row.games === "number" &&
    Number.isInteger(row.games) &&
    numberOrNull(row.best) &&
    numberOrNull(row.meanRateBpm) &&
    numberOrNull(row.accuracy) &&
    numberOrNull(row.shareInWindow)
  );
}

/** The class's results from a parsed JSON answer, or null when it is anything else. */
export function readClassResults(value: unknown): ClassResultsJson | null {
  if (typeof value !== "object" || value === null) return null;
  const { closed, rows } = value as Record<string, unknown>;
  if (typeof closed !== "boolean" || !Array.isArray(rows) || !rows.every(isPupilSummary)) return null;
  return { closed, rows };
}
