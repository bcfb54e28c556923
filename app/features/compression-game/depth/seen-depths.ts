import { kthSmallest } from "./kth-smallest";

// Each compression's depth as every window that sees it measures it. Windows of three seconds every
// half second see a compression some six times; the first to see it whole tells it at once (the
// press counts, the timing score has its time), with that window's depth. That window holds it near
// its end, where the motion after it is shortest and its correction weakest; the later ones measure
// it again with more of the motion on both sides. The median of every window's depth is the
// compression's: on 240 recordings of every factor, 10.0 % in the wrong band at the first window,
// 9.1 % by the median (docs/decisions/0021-depth-from-the-phones-motion.md). Pure, allocation-free.

/**
 * Compressions remembered: a window holds at most three seconds of 150 a minute, eight; the
 * oldest is forgotten first, long gone from the windows by then.
 */
const REMEMBERED = 16;
/** Estimates kept for one compression: a 3 s window every 0.5 s sees it six times, and the end of a run once more. */
const ESTIMATES = 8;

/** A compression as the tracker tells it (depth-estimator.ts's DepthCompression). */
interface Compression {
  atMs: number;
  depthMm: number;
}

/** Where a later window's depth of a told compression goes (depth-estimator.ts's DepthListener.revise). */
type Revise = ((compression: Compression) => void) | undefined;

export interface SeenDepths {
  /** The compression remembered within `withinMs` of `atMs` (ms), or -1. */
  find(atMs: number, withinMs: number): number;
  /** Remembers a compression first seen at `atMs` with its first window's depth (m); its index. */
  open(atMs: number, depthM: number): number;
  /** Adds a later window's depth (m) of compression `index`; whether its median changed. */
  add(index: number, depthM: number): boolean;
  /** The median of compression `index`'s depths (m). */
  median(index: number): number;
  /** Forgets every compression: the readings broke off. */
  clear(): void;
  /** A compression about to be told: marked told, its depth the median of its windows' so far (held for a rhythm, it may have more than one). */
  tell(compression: Compression): void;
  /** A later window's depth (m) of the compression within `withinMs` of `atMs`: once told, `revise` has its new median. */
  again(atMs: number, depthM: number, withinMs: number, revise: Revise): void;
}

/** Applies a revision to the compressions told so far: the one at its time, looked for from the end. */
export function reviseIn(compressions: Compression[], { atMs, depthMm }: Compression): void {
  for (let k = compressions.length - 1; k >= 0; k--) {
    if (compressions[k]!.atMs !== atMs) continue;
    compressions[k]!.depthMm = depthMm;
    return;
  }
}

export function createSeenDepths(): SeenDepths {
  const firstMs = new Float64Array(REMEMBERED).fill(NaN);
  const estimates = new Float64Array(REMEMBERED * ESTIMATES);
  const counts = new Uint8Array(REMEMBERED);
  const toldFlags = new Uint8Array(REMEMBERED);
  const scratch = new Float64Array(ESTIMATES);
  let next = 0;

  function find(atMs: number, withinMs: number): number {
    let best = -1;
    for (let i = 0; i < REMEMBERED; i++) {
      const distance = Math.abs(firstMs[i]! - atMs);
      if (distance <= withinMs && (best < 0 || distance < Math.abs(firstMs[best]! - atMs))) best = i;
    }
    return best;
  }

  function open(atMs: number, depthM: number): number {
    const index = next;
    next = (next + 1) % REMEMBERED;
    firstMs[index] = atMs;
    estimates[index * ESTIMATES] = depthM;
    counts[index] = 1;
    toldFlags[index] = 0;
    return index;
  }

  function median(index: number): number {
    const count = counts[index]!;
    for (let k = 0; k < count; k++) scratch[k] = estimates[index * ESTIMATES + k]!;
    const half = count >> 1;
    const upper = kthSmallest(scratch, count, half);
    return count % 2 ? upper : (kthSmallest(scratch, count, half - 1) + upper) / 2;
  }

  function add(index: number, depthM: number): boolean {
    const count = counts[index]!;
    if (count >= ESTIMATES) return false;
    const before = median(index);
    estimates[index * ESTIMATES + count] = depthM;
    counts[index] = count + 1;
    return median(index) !== before;
  }

  function clear(): void {
    firstMs.fill(NaN);
    counts.fill(0);
    toldFlags.fill(0);
  }

  function tell(compression: Compression): void {
    const index = find(compression.atMs, 0);
    if (index < 0) return;
    toldFlags[index] = 1;
    compression.depthMm = 1000 * median(index);
  }

  function again(atMs: number, depthM: number, withinMs: number, revise: Revise): void {
    const index = find(atMs, withinMs);
    if (index < 0 || !add(index, depthM) || !toldFlags[index]) return;
    revise?.({ atMs: firstMs[index]!, depthMm: 1000 * median(index) });
  }

  return {
    tell,
    again,
    find,
    open,
    add,
    median,
    clear,
  };
}
