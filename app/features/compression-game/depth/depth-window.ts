import { createHarmonicFitter, type HarmonicFit } from "./harmonic-fit";
import { createPhonePose } from "./phone-pose";
import type { SharpTurns } from "./reading-noise";
import { createStrokeDepths } from "./stroke-depth";

// One window of motion, a few seconds on a uniform grid: gravity's direction, the acceleration
// along it, where compressions were going on, their rate and depth, and each compression's deepest
// point. Pure and allocation-free once created; the tracker (depth-estimator.ts) feeds it.

/** The grid the readings are resampled to (ms): 50 a second, ample for three harmonics of 2.5 Hz. */
export const GRID_MS = 20;
/** The rates looked for: 60–150 a minute. */
export const LOWEST_HZ = 1;
export const HIGHEST_HZ = 2.5;
/** The envelope's half-width: one second in all, a whole cycle at the slowest rate. */
const ENVELOPE_HALF = 25;
/**
 * Mean square of the smoothed vertical acceleration, (m/s²)², at and above which the hands are
 * moving: a 30 mm compression at 80 a minute stays near 0.5, a still phone's noise of 0.05 g near 0.05.
 */
const ACTIVE_MEAN_SQUARE = 0.15;
/** A stretch shorter than this (grid samples, 1.5 s) is too short to fit: two cycles at 80 a minute. */
export const MIN_FIT_SAMPLES = 75;
/** A fitted cycle shallower than this is noise or a hand's tremor, not a compression. */
const MIN_DEPTH_M = 0.012;
/** A fit that explains less of the motion than this is not a rhythm of compressions. */
const MIN_PERIODIC_SHARE = 0.35;
/** Motion beyond a run's first or last top under this share of the run's level is stillness. */
const STILL_SHARE = 0.25;
/** A deepest point's acceleration is at least this share of the fitted peak... */
const PEAK_SHARE = 0.5;
/** ...and at least this share of the fitted cycle's range above the lowest point on each side of it. */
const RISE_SHARE = 0.5;
/**
 * A compression's acceleration lobe is where it stands above this share of its peak (as in
 * harmonic-fit.ts): both humps of a peak split by a hold at the bottom, not the hold's dip to none.
 */
const LOBE_SHARE = 0.5;

export interface WindowAnalysis {
  compressing: boolean;
  /** Whether the phone was turned from its pose under the hands at the window's end: nothing is measured then. */
  turned: boolean;
  /** The stretch the rate and depth were fitted over (grid indices of the window). */
  from: number;
  to: number;
  f0Hz: number;
  depthM: number;
  /** Deepest points of the compressions the window holds with most of a cycle after them (fractional indices). */
  deepest: Float64Array;
  deepestCount: number;
  /** Those compressions' own depths (m) and their noise's variances (m²), with their tops (stroke-depth.ts). */
  depths: Float64Array;
  variances: Float64Array;
  topsBefore: Int32Array;
  topsAfter: Int32Array;
  unbounded: Uint8Array;
}

export interface WindowAnalyser {
  /** The window's readings on the grid, oldest first; the analyser reads the first `n` of each. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
  /** Analyses the first `n` readings; `advanced` is how many of them are new since the last analysis. */
  analyse(n: number, advanced: number, noiseDensity: number, turns: SharpTurns): WindowAnalysis;
  /** The last window's compressions were told (they kept a rhythm): its gravity is the phone's pose under the hands. */
  holdPose(): void;
}

/** An analyser for windows of up to `capacity` grid samples. */
export function createWindowAnalyser(capacity: number): WindowAnalyser {
  const x = new Float64Array(capacity);
  const y = new Float64Array(capacity);
  const z = new Float64Array(capacity);
  const vertical = new Float64Array(capacity);
  const smooth = new Float64Array(capacity);
  const energy = new Float64Array(capacity + 1);
  const peaks = new Float64Array(capacity);
  const pose = createPhonePose(capacity);
  const turned = pose.turned;
  const fitter = createHarmonicFitter();
  const strokes = createStrokeDepths(capacity);
  const stepS = GRID_MS / 1000;
  const result: WindowAnalysis = {
    compressing: false,
    turned: false,
    from: 0,
    to: 0,
    f0Hz: 0,
    depthM: 0,
    deepest: peaks,
    deepestCount: 0,
    depths: strokes.depths,
    variances: strokes.variances,
    topsBefore: strokes.topsBefore,
    topsAfter: strokes.topsAfter,
    unbounded: strokes.unbounded,
  };

  /**
   * The acceleration along gravity, less its mean: the mean reading of the phone as the hands hold
   * it flat is gravity (and the bias). Readings of the phone turned away from it (picked up, laid
   * down) are left out of gravity and of the motion, as stillness. False when the readings hold no
   * gravity at all, or too little of them is the phone held flat.
   */
  function project(n: number, advanced: number, turns: SharpTurns): boolean {
    const norm = pose.find(x, y, z, n, advanced, MIN_FIT_SAMPLES);
    if (norm === 0) return false;
    const gx = pose.gravity[0]!;
    const gy = pose.gravity[1]!;
    const gz = pose.gravity[2]!;
    let mean = 0;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      vertical[i] = (x[i]! * gx + y[i]! * gy + z[i]! * gz) / norm;
      if (turned[i]) continue;
      mean += vertical[i]!;
      kept += 1;
    }
    mean /= kept;
    for (let i = 0; i < n; i++) vertical[i]! -= mean;
    turns.along(gx, gy, gz, norm, mean);
    // Five points (100 ms) smooth the sensor's noise and keep the third harmonic at 7.5 Hz.
    energy[0] = 0;
    for (let i = 0; i < n; i++) {
      let sum = 0;
      let count = 0;
      for (let j = Math.max(0, i - 2); j <= Math.min(n - 1, i + 2); j++, count++) sum += vertical[j]!;
      smooth[i] = sum / count;
      energy[i + 1] = energy[i]! + smooth[i]! ** 2;
    }
    return true;
  }

  function envelope(i: number, n: number): number {
    const from = Math.max(0, i - ENVELOPE_HALF);
    const to = Math.min(n, i + ENVELOPE_HALF);
    return (energy[to]! - energy[from]!) / (to - from);
  }

  /** Whether smooth[i] is the highest within `half` samples either side of it (the window's edges clip). */
  function isLocalPeak(i: number, half: number, n: number): boolean {
    for (let j = Math.max(0, i - half); j <= Math.min(n - 1, i + half); j++) if (smooth[j]! > smooth[i]!) return false;
    return true;
  }

  /** Mean square of the smoothed acceleration over [from, to], clipped to the window. */
  function meanSquare(from: number, to: number, n: number): number {
    const first = Math.max(0, from);
    const last = Math.min(n - 1, to);
    return last < first ? Infinity : (energy[last + 1]! - energy[first]!) / (last - first + 1);
  }

  function turnedWithin(from: number, to: number, n: number): boolean {
    for (let j = Math.max(0, from); j <= Math.min(n - 1, to); j++) if (turned[j]) return true;
    return false;
  }

  /**
   * Where a compression's upward acceleration is centred: the mean time of the smoothed acceleration
   * above half its peak within half a period, weighted by how far above. A hold at the bottom
   * splits the peak in two (the stroke stopping, then starting up), and the bottom is between them.
   */
  function lobeCentre(i: number, half: number, n: number): number {
    const level = LOBE_SHARE * smooth[i]!;
    let weight = 0;
    let moment = 0;
    for (let j = Math.max(0, i - half); j <= Math.min(n - 1, i + half); j++) {
      const above = smooth[j]! - level;
      if (above <= 0) continue;
      weight += above;
      moment += above * j;
    }
    return weight > 0 ? moment / weight : i;
  }

  function lowestBetween(from: number, to: number): number {
    let lowest = Infinity;
    for (let j = from; j <= to; j++) lowest = Math.min(lowest, smooth[j]!);
    return lowest;
  }

  /**
   * The compressions' deepest points in [from, to]: the acceleration's peaks standing above the fitted
   * cycle's lowest points on both sides (a stroke's bottom between its two tops), with motion on both
   * sides (down before, up after), which a peak of the noise in a pause lacks. A peak counts once the
   * window holds 0.7 of a cycle after it (`confirmed`), else it only marks where the compressions end.
   * The lowest point after it is the next stroke's start, up to a period on (0.65 of one with a quick
   * downstroke and a hold), or for a run's last stroke, once a peak is told, stillness from its next top.
   */
  function findDeepest(from: number, to: number, n: number, fit: HarmonicFit, stillBelow: number, confirmed: boolean) {
    const periodSamples = 1 / (fit.f0Hz * stepS);
    const half = Math.max(2, Math.round(0.5 * periodSamples));
    const reach = Math.max(3, Math.round(0.7 * periodSamples));
    const nextTop = Math.max(reach, Math.round(periodSamples));
    const minPeak = PEAK_SHARE * fit.peakAcceleration;
    const minRise = RISE_SHARE * (fit.peakAcceleration - fit.troughAcceleration);
    let count = 0;
    for (let i = Math.max(1, from); i <= Math.min(n - 2, to); i++) {
      if (smooth[i]! < minPeak || !isLocalPeak(i, half, n)) continue;
      if (confirmed && i + Math.max(half, reach) + 2 > n - 1) continue;
      // A stroke is made with the phone flat under the hands, all of it.
      if (turnedWithin(i - reach, i + reach, n)) continue;
      if (smooth[i]! - lowestBetween(Math.max(0, i - reach), i) < minRise) continue;
      const endsStill =
        confirmed && i + nextTop + half < n && meanSquare(i + nextTop, i + nextTop + half, n) < stillBelow;
      if (smooth[i]! - lowestBetween(i, Math.min(n - 1, i + nextTop)) < minRise && !endsStill) continue;
      if (meanSquare(i - half, i - 1, n) < stillBelow || meanSquare(i + 1, i + half, n) < stillBelow) continue;
      if (count > 0 && i - peaks[count - 1]! < half) continue;
      peaks[count++] = lobeCentre(i, half, n);
    }
    return count;
  }

  function isCompressions(fit: HarmonicFit): boolean {
    return fit.depthM >= MIN_DEPTH_M && fit.periodicShare >= MIN_PERIODIC_SHARE;
  }

  function fitOver(from: number, to: number): HarmonicFit {
    const f0Hz = fitter.fundamentalHz(vertical, from, to, stepS, LOWEST_HZ, HIGHEST_HZ);
    return fitter.fit(vertical, from, to, stepS, f0Hz);
  }

  function still(): WindowAnalysis {
    result.compressing = false;
    result.deepestCount = 0;
    return result;
  }

  function analyse(n: number, advanced: number, noiseDensity: number, turns: SharpTurns): WindowAnalysis {
    const projected = project(n, advanced, turns);
    // Turned from the pose under the hands, not from a window's mean while the phone is laid down.
    result.turned = pose.held() && n > 0 && turned[n - 1] === 1;
    if (!projected) return still();
    // The latest run of motion: back from the end past any stillness, then back to its start.
    // A turned phone (picked up, laid down) bounds a run as stillness does.
    let runTo = n - 1;
    while (runTo >= 0 && (turned[runTo] || envelope(runTo, n) < ACTIVE_MEAN_SQUARE)) runTo--;
    if (runTo < 0) return still();
    let runFrom = runTo;
    while (runFrom > 0 && !turned[runFrom - 1] && envelope(runFrom - 1, n) >= ACTIVE_MEAN_SQUARE) runFrom--;
    // The envelope rises half its width before the motion does, as far before as the motion is
    // strong: its edges are moved in by the share the threshold is of the run's own level.
    const innerFrom = runFrom + ENVELOPE_HALF;
    const innerTo = runTo - ENVELOPE_HALF;
    const level = innerTo >= innerFrom ? meanSquare(innerFrom, innerTo, n) : meanSquare(runFrom, runTo, n);
    const edge = Math.round(ENVELOPE_HALF * (1 - (2 * ACTIVE_MEAN_SQUARE) / level));
    const from = runFrom > 0 ? runFrom + Math.max(0, edge) : 0;
    const to = runTo < n - 1 ? runTo - Math.max(0, edge) : n - 1;
    if (to - from + 1 < MIN_FIT_SAMPLES) return still();
    let fit = fitOver(from, to);
    if (!isCompressions(fit)) return still();
    let spanFrom = from;
    let spanTo = to;
    // The first and last tops of the run bound the fit where stillness lies beyond them: a stretch
    // of whole strokes, none of the stillness around them, which would pass for shallower strokes.
    // A run after stillness is measured once 1.5 s of it is in the window, not with the phone laid before it.
    const stillBelow = STILL_SHARE * level;
    const count = findDeepest(from, to, n, fit, stillBelow, false);
    if (count >= 1) {
      const half = Math.round(0.5 / (fit.f0Hz * stepS));
      const firstTop = Math.round(peaks[0]! - fit.topToDeepestS / stepS);
      const lastTop = Math.round(peaks[count - 1]! - fit.topToDeepestS / stepS + 1 / (fit.f0Hz * stepS));
      if (firstTop >= 3 && meanSquare(firstTop - half, firstTop - 1, n) < stillBelow) spanFrom = firstTop;
      if (count >= 2 && lastTop <= n - 4 && meanSquare(lastTop + 1, lastTop + half, n) < stillBelow) spanTo = lastTop;
      if ((spanFrom !== from || spanTo !== to) && spanTo - spanFrom + 1 >= MIN_FIT_SAMPLES) {
        fit = fitOver(spanFrom, spanTo);
        if (!isCompressions(fit)) return still();
      } else if (spanFrom === from || to - spanFrom + 1 >= MIN_FIT_SAMPLES) {
        spanFrom = from;
        spanTo = to;
      } else return still();
    }
    result.compressing = true;
    result.from = spanFrom;
    result.to = spanTo;
    result.f0Hz = fit.f0Hz;
    result.depthM = fit.depthM;
    result.deepestCount = findDeepest(Math.max(0, spanFrom - 2), Math.min(n - 1, spanTo + 2), n, fit, stillBelow, true);
    const shift = fit.deepestAfterPeakS / stepS;
    for (let i = 0; i < result.deepestCount; i++) peaks[i]! += shift;
    const periodSamples = 1 / (fit.f0Hz * stepS);
    strokes.measure(
      vertical,
      n,
      stepS,
      fit.offset,
      noiseDensity,
      turns,
      peaks,
      result.deepestCount,
      periodSamples,
      fit.topToDeepestS / stepS,
    );
    return result;
  }

  return { x, y, z, analyse, holdPose: pose.hold };
}
