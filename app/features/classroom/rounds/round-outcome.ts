import { GOOD_GRADE } from "~/features/compression-game/measures/cpr-grade";
import { isGuidelineRate } from "~/features/compression-game/measures/cpr-quality";
import { GOOD_COMPRESSION_FRACTION } from "../results/lesson-summary";
import type { RankedPupil } from "./ranked-pupil";

// What an ended round gives the whole class, without a name (the projector's default, decision
// "nobody is ranked low in public"), and its results split by how they were measured: a result
// of taps and one whose depth the phone measured are graded on different scales (a correct 5.5 cm
// compression loses points a tap cannot), so they are never ranked in one column. Pure.

/** An ended round's figures over every saved result: counts only, so that no pupil can be picked out. */
export interface RoundOutcome {
  results: number;
  /** Graded GOOD_GRADE or more (the verdict "good"), whichever way measured. */
  good: number;
  /** A mean rate of 100 to 120 a minute. */
  guidelineRate: number;
  /** On the chest GOOD_COMPRESSION_FRACTION % of the time or more. */
  goodFraction: number;
  /** Results measured in depth mode. */
  depthResults: number;
  /** The class's mean share of compressions 5–6 cm deep over those results (%, whole); null with none. */
  depthInBand: number | null;
}

/** Whether a result's depth was measured by the phone (depth mode), not counted from taps. */
export const measuredDepth = (row: RankedPupil) => row.depthMeanMm !== null;

/** The results in two rankings, each in the order given: taps, and depth measured by the phone. */
export function rankingsApart(ranking: readonly RankedPupil[]): { taps: RankedPupil[]; depth: RankedPupil[] } {
  return { taps: ranking.filter((row) => !measuredDepth(row)), depth: ranking.filter(measuredDepth) };
}

export function roundOutcome(results: readonly RankedPupil[]): RoundOutcome {
  const depth = results.filter(measuredDepth);
  const inBand = depth.map((row) => row.depthInBand ?? 0);
  return {
    results: results.length,
    good: results.filter((row) => row.grade >= GOOD_GRADE).length,
    guidelineRate: results.filter((row) => isGuidelineRate(row.meanRateBpm)).length,
    goodFraction: results.filter((row) => row.compressionFraction >= GOOD_COMPRESSION_FRACTION).length,
    depthResults: depth.length,
    depthInBand: inBand.length === 0 ? null : Math.round(inBand.reduce((sum, share) => sum + share, 0) / inBand.length),
  };
}

const count = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** An outcome read from JSON, or null for anything else. */
export function readRoundOutcome(value: unknown): RoundOutcome | null {
  if (typeof value !== "object" || value === null) return null;
  const row = value as Record<keyof RoundOutcome, unknown>;
  const share = row.depthInBand === null || (typeof row.depthInBand === "number" && Number.isFinite(row.depthInBand));
  const ok = [row.results, row.good, row.guidelineRate, row.goodFraction, row.depthResults].every(count) && share;
  return ok ? (value as RoundOutcome) : null;
}
