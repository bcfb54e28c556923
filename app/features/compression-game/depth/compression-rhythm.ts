// Which of the compressions a window finds keep a rhythm, and are told: a peak of the acceleration
// off the rhythm is one movement of the hands (the phone laid on the chest or lifted from it), no
// compression. Pure; the tracker (depth-estimator.ts) feeds it each compression once.

/**
 * A compression belongs to a rhythm: its deepest point comes within this many periods of the last
 * told, the period being the told compressions' own (or the window's fit, if shorter). Intervals
 * vary by up to 8 % from one compression to the next; a third of a period past the next beat is
 * four of those standard deviations, and a peak further than that from the beat is one movement
 * (the phone laid down or picked up), no compression.
 */
export const RHYTHM_PERIODS = 1.35;
/**
 * A rhythm starts with three compressions whose two intervals are within this ratio of each other.
 * Their ratio varies by 11 % (two intervals each varying by 8 %), so one run's start in ten waits
 * for its second compression; the phone laid on the chest comes a period and a quarter or more
 * before the first compression (it is set down, then the hands are placed), never one period.
 */
const STARTING_RATIO = 1.2;

/** A compression as the tracker finds it (depth-estimator.ts's DepthCompression). */
interface Compression {
  atMs: number;
  depthMm: number;
}

export interface CompressionRhythm {
  /** Takes a compression found (its window's period in ms); tells it once it keeps a rhythm, or drops it. */
  confirm(compression: Compression, periodMs: number): void;
  /** Drops the compressions waiting for a rhythm: the readings broke off. */
  drop(): void;
  /** The told compressions' depth (m), pooled over the last few; Infinity before any. */
  toldDepthM(): number;
}

/** Whether two intervals are even enough to be one rhythm's. */
function even(interval: number, other: number): boolean {
  const ratio = interval / other;
  return ratio <= STARTING_RATIO && ratio >= 1 / STARTING_RATIO;
}

export function createCompressionRhythm(tell: (compression: Compression) => void): CompressionRhythm {
  let lastToldMs = -Infinity;
  let toldPeriodMs = NaN;
  let toldDepthM = Infinity;
  // Compressions with none in rhythm before them wait for a third in rhythm to be told, or are dropped.
  let first: Compression | null = null;
  let second: Compression | null = null;
  let dropped: Compression | null = null;

  function told(compression: Compression, periodMs: number): void {
    const interval = compression.atMs - lastToldMs;
    if (interval <= 2 * periodMs) {
      toldPeriodMs = Number.isNaN(toldPeriodMs) ? interval : toldPeriodMs + 0.3 * (interval - toldPeriodMs);
    }
    lastToldMs = compression.atMs;
    const depthM = compression.depthMm / 1000;
    toldDepthM = Number.isFinite(toldDepthM) ? toldDepthM + 0.2 * (depthM - toldDepthM) : depthM;
    tell(compression);
  }

  function confirm(compression: Compression, periodMs: number): void {
    const at = compression.atMs;
    const rhythmMs = Number.isNaN(toldPeriodMs) ? periodMs : Math.min(periodMs, toldPeriodMs);
    const reach = RHYTHM_PERIODS * periodMs;
    if (at - lastToldMs <= RHYTHM_PERIODS * rhythmMs) {
      told(compression, periodMs);
      first = second = dropped = null;
    } else if (first && second && at - second.atMs <= reach) {
      if (even(at - second.atMs, second.atMs - first.atMs)) {
        toldPeriodMs = NaN;
        // The one before, left out for an uneven interval, is told if it is even with the two since.
        if (dropped && even(first.atMs - dropped.atMs, (at - first.atMs) / 2)) told(dropped, periodMs);
        told(first, periodMs);
        told(second, periodMs);
        told(compression, periodMs);
        first = second = dropped = null;
      } else {
        dropped = first;
        first = second;
        second = compression;
      }
    } else if (first && !second && at - first.atMs <= reach) {
      second = compression;
    } else {
      first = compression;
      second = dropped = null;
    }
  }

  function drop(): void {
    first = second = dropped = null;
  }

  return { confirm, drop, toldDepthM: () => toldDepthM };
}
