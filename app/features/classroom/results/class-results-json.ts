import { storedVerdict } from "~/features/compression-game/measures/cpr-grade";
import type { PupilSummary } from "./class-summary";

// The class's results as the live tables read them every few seconds: the teacher's whole table
// (…/t/<token>/results.json) and the projector's top ten (…/p/<token>/results.json), which holds
// nothing but what is projected: nicknames, best timing scores and, for pupils measured in depth
// mode, their share of compressions 5–6 cm deep; no pupil's id, no other figure. The
// browser checks the shape of what comes back before it shows it: a proxy's or a login portal's
// page is not the class's results.

export interface ClassResultsJson {
  closed: boolean;
  rows: PupilSummary[];
}

/** A line of the projector's list: a nickname and its best timing score (cpr-grade.ts), the class's one score. */
export interface ProjectedRow {
  nickname: string;
  grade: number;
  /** The share of compressions 5–6 cm deep over the pupil's results in depth mode; null when none was. */
  depthInBand: number | null;
}

export interface ProjectorJson {
  closed: boolean;
  top: ProjectedRow[];
}

/** How many pupils the projector view lists: the top ten, as the public board does. */
export const PROJECTOR_TOP = 10;

/** The pupils with a timing score, best first (ties as the table orders them), at most `count`. */
export function topPupils(rows: readonly PupilSummary[], count = PROJECTOR_TOP): ProjectedRow[] {
  return rows
    .flatMap((row) =>
      row.grade === null ? [] : [{ nickname: row.nickname, grade: row.grade, depthInBand: row.depthInBand }],
    )
    .sort((a, b) => b.grade - a.grade)
    .slice(0, count);
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

function isProjectedRow(value: unknown): value is ProjectedRow {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<keyof ProjectedRow, unknown>;
  return (
    typeof row.nickname === "string" &&
    typeof row.grade === "number" &&
    Number.isFinite(row.grade) &&
    numberOrNull(row.depthInBand)
  );
}

/** The class's results from a parsed JSON answer, or null when it is anything else. */
export function readClassResults(value: unknown): ClassResultsJson | null {
  if (typeof value !== "object" || value === null) return null;
  const { closed, rows } = value as Record<string, unknown>;
  if (typeof closed !== "boolean" || !Array.isArray(rows) || !rows.every(isPupilSummary)) return null;
  return { closed, rows };
}

/** The projector's list from a parsed JSON answer, or null when it is anything else. */
export function readProjectorResults(value: unknown): ProjectorJson | null {
  if (typeof value !== "object" || value === null) return null;
  const { closed, top } = value as Record<string, unknown>;
  if (typeof closed !== "boolean" || !Array.isArray(top) || !top.every(isProjectedRow)) return null;
  return { closed, top };
}
