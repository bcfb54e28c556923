import { createWindowAnalyser, GRID_MS, MIN_FIT_SAMPLES } from "./depth-window";
import { createCompressionRhythm } from "./compression-rhythm";
import { createReadingNoise, createSharpTurns } from "./reading-noise";
import { isPhoneTravel, runDepthM } from "./phone-travel";
import { createSeenDepths, reviseIn } from "./seen-depths";
import { createStrokeSpread } from "./stroke-spread";

// Compression depth and rate from a phone's accelerometer, the phone held screen up between the
// hands and the chest. Readings are resampled to a uniform grid; every half second the last three
// seconds are analysed: gravity's direction is the window's mean reading, the acceleration along it
// is fitted with the first harmonics of its fundamental, and the displacement's harmonics, each the
// acceleration's over (2πk·f0)², give the depth. Each compression's depth moves from its window's
// towards its own stroke's (stroke-depth.ts) as far as the strokes vary beyond their noise
// (stroke-spread.ts); each window that sees a compression again measures it again, and its depth is
// the median of theirs (seen-depths.ts). Pure (no DOM), for the game and the tests alike:
// docs/decisions/0021-depth-from-the-phones-motion.md

/** One reading of `accelerationIncludingGravity` (m/s²) and its time stamp (ms, the event's own clock). */
export interface MotionSample {
  t: number;
  x: number;
  y: number;
  z: number;
}

/** One compression: when its deepest point came (ms, the samples' clock) and how deep it went. */
export interface DepthCompression {
  atMs: number;
  depthMm: number;
}

/** What one window found: the compressions' rate and depth over the stretch that had them. */
export interface DepthWindow {
  /** The window's end (ms, the samples' clock): the time the figures hold at. */
  endMs: number;
  /** The stretch the figures come from (ms): the whole window when it had no compressions. */
  fromMs: number;
  toMs: number;
  /** A minute; null when the window had no compressions (a pause, the phone at rest). */
  rateBpm: number | null;
  depthMm: number | null;
  /** Whether compressions were still going on at the window's end: false once they stopped. */
  compressing: boolean;
  /** Whether the phone was turned from its pose under the hands at the window's end (lifted, held): nothing is measured then. */
  turned: boolean;
}

export interface DepthListener {
  /**
   * Each compression once, in order: some 0.4–1.2 s after its deepest point (0.7 of a cycle to be
   * sure of it, then the next window); a run's first ones when it has lasted 1.5 s.
   */
  compression?(compression: DepthCompression): void;
  /** A told compression measured again by a later window, up to 3.5 s after it: the same `atMs`, its depth the median of theirs. */
  revise?(compression: DepthCompression): void;
  /** Each window's figures, every half second: the live gauge. */
  window?(window: DepthWindow): void;
}

export interface DepthTracker {
  /** Adds one reading; readings must come in time order (one that does not is ignored). */
  push(t: number, x: number, y: number, z: number): void;
  /** Analyses what the last window left unconfirmed, at the end of a recording. */
  finish(): void;
}

export interface DepthEstimate {
  samplingRateHz: number;
  compressions: DepthCompression[];
  windows: DepthWindow[];
}

/**
 * Below this many readings a second, depth is not measured: the third harmonic of a fast rate
 * (7.5 Hz) needs a few readings per cycle, and phones that deliver fewer are also the ones whose
 * readings come late and in bursts.
 */
export const MIN_SAMPLING_HZ = 40;
/** The window analysed (ms): about five compressions at 100 a minute. */
export const WINDOW_MS = 3_000;
/** How often a window is analysed (ms): the gauge's pace. */
export const HOP_MS = 500;
/** A gap between readings longer than this (ms) breaks the recording: what follows starts afresh. */
export const MAX_GAP_MS = 250;

const WINDOW_SAMPLES = WINDOW_MS / GRID_MS;
const HOP_SAMPLES = HOP_MS / GRID_MS;

/** The rate at which readings arrive, from the median interval between them (0 with fewer than two). */
export function samplingRateHz(samples: readonly MotionSample[]): number {
  const intervals: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const interval = samples[i]!.t - samples[i - 1]!.t;
    if (interval > 0) intervals.push(interval);
  }
  if (intervals.length === 0) return 0;
  intervals.sort((a, b) => a - b);
  const middle = intervals.length >> 1;
  const median = intervals.length % 2 ? intervals[middle]! : (intervals[middle - 1]! + intervals[middle]!) / 2;
  return 1000 / median;
}

/** Whether readings this frequent can measure depth. */
export function canMeasureDepth(samples: readonly MotionSample[]): boolean {
  return samplingRateHz(samples) >= MIN_SAMPLING_HZ;
}

/**
 * A tracker that takes readings one by one and reports each compression (its time and depth) and
 * each window's rate and depth. Nothing is allocated per reading; a window costs O(n·harmonics)
 * for the fit and O(n·frequencies searched) for the fundamental.
 */
export function createDepthTracker(listener: DepthListener): DepthTracker {
  const ringX = new Float64Array(WINDOW_SAMPLES);
  const ringY = new Float64Array(WINDOW_SAMPLES);
  const ringZ = new Float64Array(WINDOW_SAMPLES);
  const analyser = createWindowAnalyser(WINDOW_SAMPLES);
  const noise = createReadingNoise();
  const spread = createStrokeSpread();
  const seen = createSeenDepths();
  const refused = new Uint8Array(WINDOW_SAMPLES);
  const turns = createSharpTurns(WINDOW_SAMPLES);
  const rhythm = createCompressionRhythm(tell);
  let gridCount = 0;
  let originMs = 0;
  // The grid cell being filled: GRID_MS about its grid point (the first one starts at the first reading).
  let cellFromMs = 0;
  let cellEndMs = 0;
  let sumX = 0;
  let sumY = 0;
  let sumZ = 0;
  let sinceAnalysis = 0;
  // Windows in a row that found compressions (phone-travel.ts).
  let runWindows = 0;
  let lastReportedMs = -Infinity;
  let previous: MotionSample | null = null;

  function tell(compression: DepthCompression): void {
    analyser.holdPose();
    seen.tell(compression);
    listener.compression?.(compression);
  }

  function analyse(): void {
    const n = Math.min(gridCount, WINDOW_SAMPLES);
    for (let i = 0; i < n; i++) {
      const slot = (gridCount - n + i) % WINDOW_SAMPLES;
      analyser.x[i] = ringX[slot]!;
      analyser.y[i] = ringY[slot]!;
      analyser.z[i] = ringZ[slot]!;
    }
    const advanced = sinceAnalysis;
    sinceAnalysis = 0;
    const endMs = originMs + (gridCount - 1) * GRID_MS;
    const startMs = endMs - (n - 1) * GRID_MS;
    const density = noise.density();
    // The sharp turns' share of each cell's velocity change: where a stroke's integral errs most (stroke-depth.ts).
    noise.turnsInto(turns, n, startMs, GRID_MS);
    const found = analyser.analyse(n, advanced, density, turns);
    runWindows = found.compressing ? runWindows + 1 : 0;
    if (!found.compressing) {
      listener.window?.({
        endMs,
        fromMs: startMs,
        toMs: endMs,
        rateBpm: null,
        depthMm: null,
        compressing: false,
        turned: found.turned,
      });
      return;
    }
    const periodMs = 1000 / found.f0Hz;
    const depthMm = found.depthM * 1000;
    listener.window?.({
      endMs,
      fromMs: startMs + found.from * GRID_MS,
      toMs: startMs + found.to * GRID_MS,
      rateBpm: 60 * found.f0Hz,
      depthMm,
      compressing: endMs - (startMs + found.to * GRID_MS) < periodMs,
      turned: found.turned,
    });
    // Each compression's own depth, trusted as far as the strokes vary beyond their noise
    // (stroke-depth.ts): the noise's, from the readings, and the sharp turns' (reading-noise.ts).
    for (let i = 0; i < found.deepestCount; i++) {
      refused[i] = 0;
      if (found.topsBefore[i]! < 0) continue;
      const runM = runDepthM(runWindows, found.depthM, rhythm.toldDepthM());
      if (found.unbounded[i] && isPhoneTravel(found.depths[i]!, found.variances[i]!, runM)) {
        refused[i] = 1;
        found.depths[i] = NaN;
      }
    }
    spread.add(found.depths, found.variances, found.deepestCount, found.depthM);
    const centreM = spread.centre();
    for (let i = 0; i < found.deepestCount; i++) {
      const atMs = startMs + found.deepest[i]! * GRID_MS;
      const own = found.depths[i]!;
      const depthM = Number.isNaN(own) ? centreM : centreM + spread.weight(found.variances[i]!) * (own - centreM);
      // Overlapping windows see a compression several times: the first window to confirm it reports it,
      // the later ones measure it again.
      if (atMs <= lastReportedMs + periodMs / 2) {
        if (!refused[i]) seen.again(atMs, depthM, periodMs / 2, listener.revise);
        continue;
      }
      lastReportedMs = atMs;
      if (refused[i]) continue;
      seen.open(atMs, depthM);
      rhythm.confirm({ atMs, depthMm: 1000 * depthM }, periodMs);
    }
  }

  function finish(): void {
    if (sinceAnalysis > 0 && gridCount >= MIN_FIT_SAMPLES) analyse();
    rhythm.drop();
  }

  function push(t: number, x: number, y: number, z: number): void {
    if (!Number.isFinite(t) || !Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) return;
    if (previous && t <= previous.t) return;
    if (!previous || t - previous.t > MAX_GAP_MS) {
      finish();
      gridCount = 0;
      sinceAnalysis = 0;
      runWindows = 0;
      originMs = t;
      cellFromMs = t;
      cellEndMs = t + GRID_MS / 2;
      sumX = sumY = sumZ = 0;
      noise.reset();
      seen.clear();
      previous ??= { t, x, y, z };
      previous.t = t;
      previous.x = x;
      previous.y = y;
      previous.z = z;
    }
    noise.push(t, x, y, z);
    const before = previous;
    const spanMs = t - before.t;
    // Each cell's mean of the straight lines between readings: a reading's worth of motion is never
    // skipped between two grid points, so that integrated it gives the velocity (stroke-depth.ts).
    let fromMs = before.t;
    let fromX = before.x;
    let fromY = before.y;
    let fromZ = before.z;
    while (cellEndMs <= t) {
      const share = (cellEndMs - before.t) / spanMs;
      const endX = before.x + (x - before.x) * share;
      const endY = before.y + (y - before.y) * share;
      const endZ = before.z + (z - before.z) * share;
      const half = (cellEndMs - fromMs) / 2;
      const cellMs = cellEndMs - cellFromMs;
      const slot = gridCount % WINDOW_SAMPLES;
      ringX[slot] = (sumX + half * (fromX + endX)) / cellMs;
      ringY[slot] = (sumY + half * (fromY + endY)) / cellMs;
      ringZ[slot] = (sumZ + half * (fromZ + endZ)) / cellMs;
      sumX = sumY = sumZ = 0;
      fromMs = cellFromMs = cellEndMs;
      fromX = endX;
      fromY = endY;
      fromZ = endZ;
      cellEndMs += GRID_MS;
      gridCount += 1;
      sinceAnalysis += 1;
      if (sinceAnalysis >= HOP_SAMPLES && gridCount >= MIN_FIT_SAMPLES) analyse();
    }
    const half = (t - fromMs) / 2;
    sumX += half * (fromX + x);
    sumY += half * (fromY + y);
    sumZ += half * (fromZ + z);
    before.t = t;
    before.x = x;
    before.y = y;
    before.z = z;
  }

  return { push, finish };
}

/** The compressions and windows of a whole recording, or null when its readings are too sparse for depth. */
export function estimateDepth(samples: readonly MotionSample[]): DepthEstimate | null {
  const rate = samplingRateHz(samples);
  if (rate < MIN_SAMPLING_HZ) return null;
  const estimate: DepthEstimate = { samplingRateHz: rate, compressions: [], windows: [] };
  const tracker = createDepthTracker({
    compression: (compression) => estimate.compressions.push(compression),
    revise: (compression) => reviseIn(estimate.compressions, compression),
    window: (window) => estimate.windows.push(window),
  });
  for (const { t, x, y, z } of samples) tracker.push(t, x, y, z);
  tracker.finish();
  return estimate;
}
