import { depthBand, depthZone } from "./depth-zone";

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
  /** The depth's credit, 0–1: each compression's, as shown (depthCredit), averaged. */
  credit: number;
}

/** The most a compression shown 1 mm too shallow, or too deep, earns: less than one at 5–6 cm, so the credit follows the share shown. */
const SHALLOW_BEST = 0.6;
const DEEP_BEST = 0.7;
/** How far outside 5–6 cm (mm, as shown) a compression still earns something: down to 4.1 cm, and up to 7 cm. */
const SHALLOW_REACH_MM = 10;
const DEEP_REACH_MM = 10;

/**
 * A compression's depth credit, 0–1, on its depth as shown to the millimetre (depthZone): 1 at
 * 5–6 cm, so that the credit agrees with the share at 5–6 cm shown beside it; outside, a part
 * that falls with the distance, more for too shallow (the commonest fault, and little blood
 * moves) than for too deep at the same distance as far as 7 cm, and nothing over 7 cm (injury)
 * or at 4 cm and less. 0 for no number.
 */
export function depthCredit(depthMm: number): number {
  if (!Number.isFinite(depthMm)) return 0;
  const shown = Math.round(depthMm);
  if (shown < depthBand.min) {
    const below = depthBand.min - shown;
    return Math.max(0, (SHALLOW_BEST * (SHALLOW_REACH_MM - below)) / (SHALLOW_REACH_MM - 1));
  }
  if (shown > depthBand.max) {
    const above = shown - depthBand.max;
    return above > DEEP_REACH_MM ? 0 : (DEEP_BEST * (DEEP_REACH_MM + 1 - above)) / DEEP_REACH_MM;
  }
  return 1;
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
    credit: sum(depths.map(depthCredit)) / depths.length,
  };
}
