import { depthCloseness, depthZone } from "./depth-zone";

// The depth of a game's compressions, as the phone's motion estimated each one (depth-estimator.ts):
// how many were 5–6 cm deep, their mean, how many too shallow or too deep, and the depth's credit
// in the graded score (cpr-grade.ts). Pure, for the result and the tests.

export interface DepthQuality {
  /** The compressions whose depth was measured. */
  compressions: number;
  meanDepthMm: number;
  /** Shares of the compressions, 0–100, by their depth as shown (depthZone). */
  shareInBand: number;
  shareTooShallow: number;
  shareTooDeep: number;
  /** The depth's credit, 0–1: each compression's closeness to 5–6 cm, averaged. */
  credit: number;
}

/** The depth of a game's compressions, or null when none was measured (a game of taps). */
export function depthQuality(depthsMm: readonly number[]): DepthQuality | null {
  const depths = depthsMm.filter((depth) => Number.isFinite(depth));
  if (depths.length === 0) return null;
  const share = (zone: "shallow" | "good" | "deep") =>
    (depths.filter((depth) => depthZone(depth) === zone).length / depths.length) * 100;
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    compressions: depths.length,
    meanDepthMm: sum(depths) / depths.length,
    shareInBand: share("good"),
    shareTooShallow: share("shallow"),
    shareTooDeep: share("deep"),
    credit: sum(depths.map(depthCloseness)) / depths.length,
  };
}
