import { depthQuality } from "./depth-quality";

// What a game in depth mode sends beside its presses' times when it is saved to a class: each
// compression's depth, one figure per press in the same order, to a tenth of a millimetre, and
// nothing of the motion it was measured from (docs/decisions/0021-depth-from-the-phones-motion.md).
// The server checks the figures and measures the depth's share of the result from them with the
// same functions the pupil's page uses (depth-quality.ts, cpr-grade.ts), so the phone and the
// teacher's table agree. Pure.

/** The deepest a compression is kept (mm): no phone between hands and a cushion moves further. */
export const MAX_SENT_DEPTH_MM = 120;

/** A compression's depth as the game keeps it and a save sends it: 0–120 mm, to a tenth. */
export function keptDepth(depthMm: number): number {
  const tenth = Math.round(depthMm * 10) / 10;
  return Math.min(MAX_SENT_DEPTH_MM, Math.max(0, tenth));
}

/** The save's field: the depths comma-separated ("52.5,48,61.2"). */
export function depthsField(depthsMm: readonly number[]): string {
  return depthsMm.map((depth) => String(keptDepth(depth))).join(",");
}

/** Why depths sent cannot be a game's: not one per press, or one beyond what a compression can be. */
export type DepthsProblem = "depth-count" | "depth-range";

export function depthsProblem(depthsMm: readonly number[], presses: number): DepthsProblem | null {
  if (depthsMm.length !== presses) return "depth-count";
  const plausible = (depth: number) => Number.isFinite(depth) && depth >= 0 && depth <= MAX_SENT_DEPTH_MM;
  return depthsMm.every(plausible) ? null : "depth-range";
}

/**
 * The depth's figures as a class keeps them beside the timing's: the mean (mm) and the shares
 * (0–100) at 5–6 cm, too shallow and too deep; all null for a game of taps, whose depth was not
 * measured.
 */
export interface DepthFigures {
  depthMeanMm: number | null;
  depthInBand: number | null;
  depthTooShallow: number | null;
  depthTooDeep: number | null;
}

export const notMeasured: DepthFigures = {
  depthMeanMm: null,
  depthInBand: null,
  depthTooShallow: null,
  depthTooDeep: null,
};

/** The figures of a game's depths (depth-quality.ts); not measured without any. */
export function depthFigures(depthsMm: readonly number[] | undefined): DepthFigures {
  const depth = depthQuality(depthsMm ?? []);
  if (!depth) return notMeasured;
  return {
    depthMeanMm: depth.meanDepthMm,
    depthInBand: depth.shareInBand,
    depthTooShallow: depth.shareTooShallow,
    depthTooDeep: depth.shareTooDeep,
  };
}

/** Whether a stored result's depth was measured (a game in depth mode). */
export function depthMeasured(figures: Pick<DepthFigures, "depthMeanMm">): boolean {
  return figures.depthMeanMm !== null && figures.depthMeanMm !== undefined;
}
