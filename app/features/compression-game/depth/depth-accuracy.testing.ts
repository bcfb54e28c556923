import type { DepthEstimate } from "./depth-estimator";
import { depthZone } from "./depth-zone";
import type { TrueCompression } from "./motion-recording.testing";

// How far an estimate is from the truth of a recording: each reported compression paired with the
// true one nearest in time, each window's rate and depth against the true compressions inside it.

export interface DepthErrors {
  /** Per reported compression: its depth less the true depth of its compression, absolute (mm). */
  depthMm: number[];
  /** Per window with three true compressions or more: its depth less their mean depth, absolute (mm). */
  windowDepthMm: number[];
  /** Per such window: its rate less the true rate of its compressions (60 000 over their mean interval), absolute. */
  rateBpm: number[];
  /** Per reported compression: its time less its deepest point's (ms). */
  timingMs: number[];
  /** Per reported compression: its depth less the true depth (mm), signed: how far the estimate leans. */
  signedDepthMm: number[];
  /** Reported compressions whose band (under 5, 5–6, over 6 cm, as shown) is not their true one's. */
  wrongBand: number;
  /** Reported compressions with no true one within 30 % of an interval. */
  invented: number;
  /** True compressions that nothing reported. */
  missed: number;
  compressions: number;
}

export function emptyErrors(): DepthErrors {
  return {
    depthMm: [],
    signedDepthMm: [],
    windowDepthMm: [],
    rateBpm: [],
    timingMs: [],
    wrongBand: 0,
    invented: 0,
    missed: 0,
    compressions: 0,
  };
}

/** The value of `values` at the share `p` of their ranks (nearest rank): 0.5 is the median. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

/** Adds the errors of `estimate` against `truth` to `errors`. */
export function addErrors(errors: DepthErrors, estimate: DepthEstimate, truth: readonly TrueCompression[]): void {
  const paired = new Set<number>();
  let next = 0;
  for (const found of estimate.compressions) {
    while (next < truth.length - 1 && truth[next + 1]!.atMs <= found.atMs) next += 1;
    const candidates = [next, next + 1].filter((index) => index < truth.length);
    const nearest = candidates.reduce((best, index) =>
      Math.abs(truth[index]!.atMs - found.atMs) < Math.abs(truth[best]!.atMs - found.atMs) ? index : best,
    );
    const match = truth[nearest];
    if (!match || paired.has(nearest) || Math.abs(match.atMs - found.atMs) > 0.3 * match.intervalMs) {
      errors.invented += 1;
      continue;
    }
    paired.add(nearest);
    errors.depthMm.push(Math.abs(found.depthMm - match.depthMm));
    errors.signedDepthMm.push(found.depthMm - match.depthMm);
    if (depthZone(found.depthMm) !== depthZone(match.depthMm)) errors.wrongBand += 1;
    errors.timingMs.push(found.atMs - match.atMs);
  }
  errors.missed += truth.length - paired.size;
  errors.compressions += truth.length;
  for (const window of estimate.windows) {
    if (window.rateBpm === null || window.depthMm === null) continue;
    const inside = truth.filter(({ atMs }) => atMs >= window.fromMs && atMs <= window.toMs);
    if (inside.length < 3) continue;
    const meanInterval = inside.reduce((sum, { intervalMs }) => sum + intervalMs, 0) / inside.length;
    const meanDepth = inside.reduce((sum, { depthMm }) => sum + depthMm, 0) / inside.length;
    errors.rateBpm.push(Math.abs(window.rateBpm - 60_000 / meanInterval));
    errors.windowDepthMm.push(Math.abs(window.depthMm - meanDepth));
  }
}

/** The figures the decision record quotes, on one line. */
export function describeErrors(errors: DepthErrors): string {
  const figure = (values: readonly number[], p: number) => percentile(values, p).toFixed(2);
  const timing = errors.timingMs.map(Math.abs);
  return [
    `depth per compression: median ${figure(errors.depthMm, 0.5)} mm, p95 ${figure(errors.depthMm, 0.95)} mm, max ${figure(errors.depthMm, 1)} mm`,
    `depth per window: median ${figure(errors.windowDepthMm, 0.5)} mm, p95 ${figure(errors.windowDepthMm, 0.95)} mm`,
    `rate per window: median ${figure(errors.rateBpm, 0.5)}, p95 ${figure(errors.rateBpm, 0.95)}, max ${figure(errors.rateBpm, 1)} a minute (${errors.rateBpm.length} windows)`,
    `time of the deepest point: median ${figure(timing, 0.5)} ms, p95 ${figure(timing, 0.95)} ms`,
    `${errors.compressions} compressions, ${errors.missed} missed, ${errors.invented} invented`,
  ].join("; ");
}
