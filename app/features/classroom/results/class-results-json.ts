import { storedVerdict } from "~/features/compression-game/measures/cpr-grade";
import type { PupilSummary } from "./class-summary";

// The class's results as the teacher's live table reads them every few seconds
// (…/t/<token>/results.json). The projector reads only its round's figures (round.json, which
// follows what the teacher chose to show): no list of the class's names and scores is served to it.
// The browser checks the shape of what comes back before it shows it: a proxy's or a login
// portal's page is not the class's results.

export interface ClassResultsJson {
  closed: boolean;
  rows: PupilSummary[];
}

const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isFinite(value));

function isPupilSummary(value: unknown): value is PupilSummary {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<keyof PupilSummary, unknown>;
  return (
    typeof row.id === "number" &&
    typeof row.nickname === "string" &&
    (row.rejoinUntil === null || typeof row.rejoinUntil === "string") &&
    (row.rejoinCode === null || typeof row.rejoinCode === "string") &&
    typeof row.games === "number" &&
    Number.isInteger(row.games) &&
    numberOrNull(row.best) &&
    numberOrNull(row.meanRateBpm) &&
    numberOrNull(row.accuracy) &&
    numberOrNull(row.shareInWindow) &&
    numberOrNull(row.grade) &&
    numberOrNull(row.compressionFraction) &&
    numberOrNull(row.rateSpread) &&
    numberOrNull(row.longestPauseS) &&
    numberOrNull(row.rateAtEnd) &&
    typeof row.tooRegular === "number" &&
    Number.isInteger(row.tooRegular) &&
    typeof row.playing === "boolean" &&
    numberOrNull(row.latestGrade) &&
    typeof row.depthResults === "number" &&
    Number.isInteger(row.depthResults) &&
    numberOrNull(row.depthMeanMm) &&
    numberOrNull(row.depthInBand) &&
    (row.verdict === null || storedVerdict(row.verdict) !== null)
  );
}

/** The class's results from a parsed JSON answer, or null when it is anything else. */
export function readClassResults(value: unknown): ClassResultsJson | null {
  if (typeof value !== "object" || value === null) return null;
  const { closed, rows } = value as Record<string, unknown>;
  if (typeof closed !== "boolean" || !Array.isArray(rows) || !rows.every(isPupilSummary)) return null;
  return { closed, rows };
}
