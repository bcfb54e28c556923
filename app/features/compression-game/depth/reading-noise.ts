import { kthSmallest } from "./kth-smallest";
import { MIN_SWING_READINGS, SWING_READINGS } from "./turn-place";

// How noisy the sensor's readings are, from the readings themselves: each reading against the
// straight line through the readings either side of it. A compression's motion bends that line by
// under a hundredth of a m/s² between readings 10–20 ms apart (its acceleration's curvature, some 800
// m/s⁴, times the spacing squared over 8), the sensor's noise moves each reading by 0.1–0.5 m/s². The
// median keeps out the few readings where the motion turns sharply, which are counted apart (they
// too put a stroke's depth off). Pure and allocation-free once created.

/** Readings remembered: the last three seconds at up to 170 a second, the window analysed. */
const CAPACITY = 512;
/**
 * A reading less the line through the two either side of it has 1 + s² + (1 − s)² times the noise's variance, s
 * its share of the way between them: 1.5 equally spaced, to which each square is brought. Summed over
 * three axes the squares follow a χ² of 3 degrees, whose median is 2.366.
 */
const MEDIAN_OF_SQUARES = 1.5 * 2.366;

/** A reading beyond this many times the noise's mean square is a sharp turn: the noise gives one in 130 (χ² of 3 above 12). */
const TURN_SQUARES = 4;

/**
 * The motion's sharp turns in a window: each grid cell's velocity variance from them, and each jump
 * of the acceleration between two readings (where it lies, to the readings' spacing, and the
 * readings either side, first as read, then along gravity once the window's is known).
 */
export interface SharpTurns {
  /** Each grid cell's velocity variance from the turns in it, (m/s)². */
  readonly cells: Float64Array;
  /** Each jump's time (fractional grid index: the middle of the readings either side) and those readings' spacing (grid cells). */
  readonly at: Float64Array;
  readonly spans: Float64Array;
  /** The readings either side of each jump, three axes each as read; along() puts their acceleration along gravity in `before`, `after`. */
  readonly readBefore: Float64Array;
  readonly readAfter: Float64Array;
  readonly before: Float64Array;
  readonly after: Float64Array;
  /**
   * The cells each jump's two readings added their variance to, and how much (the jump's place,
   * (A·h)²/12 between them): a jump told as a turn has its place estimated instead (known-motion.ts).
   */
  readonly placeCells: Int32Array;
  readonly placeVariances: Float64Array;
  count: number;
  /**
   * Each jump's swings, before it (side 0) and after it (side 1): up to SWING_READINGS readings in a
   * row from the jump's own, nearest first, to a gap or the next turn. Slot (2·jump + side)·SWING_READINGS
   * + m: the reading's time (s from the window's start), as read (three axes), and along gravity after along().
   */
  readonly swingTimes: Float64Array;
  readonly swingReads: Float64Array;
  readonly swingAlong: Float64Array;
  readonly swingCounts: Int32Array;
  /** The noise's variance on any one axis, (m/s²)² a reading. */
  readingVariance: number;
  /** Each grid cell's gaps between readings: a gap's length squared over 12 (s²), what a jump of 1 m/s² in it could put the velocity off by. */
  readonly gaps: Float64Array;
  /** The velocity variance ((m/s)²) of the largest jump the noise hides from turnsInto(): none is told, yet one may be there. */
  hidden: number;
  /** Each jump's readings along the unit `gravity` (norm given), less `mean`. */
  along(gx: number, gy: number, gz: number, norm: number, mean: number): void;
}

/** Jumps a window can hold: a few at each stroke's top and bottom. */
const MAX_JUMPS = 64;

export function createSharpTurns(capacity: number): SharpTurns {
  const turns: SharpTurns = {
    cells: new Float64Array(capacity),
    gaps: new Float64Array(capacity),
    at: new Float64Array(MAX_JUMPS),
    spans: new Float64Array(MAX_JUMPS),
    readBefore: new Float64Array(3 * MAX_JUMPS),
    readAfter: new Float64Array(3 * MAX_JUMPS),
    before: new Float64Array(MAX_JUMPS),
    after: new Float64Array(MAX_JUMPS),
    placeCells: new Int32Array(2 * MAX_JUMPS),
    placeVariances: new Float64Array(2 * MAX_JUMPS),
    count: 0,
    hidden: 0,
    swingTimes: new Float64Array(2 * MAX_JUMPS * SWING_READINGS),
    swingReads: new Float64Array(6 * MAX_JUMPS * SWING_READINGS),
    swingAlong: new Float64Array(2 * MAX_JUMPS * SWING_READINGS),
    swingCounts: new Int32Array(2 * MAX_JUMPS),
    readingVariance: 0,
    along(gx, gy, gz, norm, mean) {
      const r = turns.swingReads;
      for (let k = 0; k < 2 * SWING_READINGS * turns.count; k++)
        turns.swingAlong[k] = (r[3 * k]! * gx + r[3 * k + 1]! * gy + r[3 * k + 2]! * gz) / norm - mean;
      for (let k = 0; k < turns.count; k++) {
        const b = turns.readBefore;
        const a = turns.readAfter;
        turns.before[k] = (b[3 * k]! * gx + b[3 * k + 1]! * gy + b[3 * k + 2]! * gz) / norm - mean;
        turns.after[k] = (a[3 * k]! * gx + a[3 * k + 1]! * gy + a[3 * k + 2]! * gz) / norm - mean;
      }
    },
  };
  return turns;
}

/** An interval longer than this many of the readings' mean spacing is a gap: one reading dropped makes two, give or take a quarter. */
const GAP_SPACINGS = 2.5;

/** A jump's two readings stand off the line through their neighbours by half of it each, this much at least (m/s²): 1 m/s² between two readings. */
const JUMP_FLOOR = 0.5;

export interface ReadingNoise {
  /** Takes the next reading (time in ms); readings come in time order. */
  push(t: number, x: number, y: number, z: number): void;
  /** Forgets the readings: a gap breaks the line between readings. */
  reset(): void;
  /**
   * The noise's density along any one axis, (m/s²)²·s: its variance times the readings' spacing,
   * which is how fast integrating it spreads the velocity (m²/s³). 0 before three readings.
   */
  density(): number;
  /** The variance ((m/s)²) the sharp turns add to each grid cell's change of velocity, cells `cellMs` apart from `startMs`; after density(). */
  turnsInto(turns: SharpTurns, n: number, startMs: number, cellMs: number): void;
}

export function createReadingNoise(): ReadingNoise {
  const squares = new Float64Array(CAPACITY);
  const spacings = new Float64Array(CAPACITY);
  const scratch = new Float64Array(CAPACITY);
  const times = new Float64Array(CAPACITY);
  // The interval before each middle reading (ms).
  const intervals = new Float64Array(CAPACITY);
  // Each middle reading as read and its residual off the line through its neighbours.
  const reads = new Float64Array(3 * CAPACITY);
  const residuals = new Float64Array(3 * CAPACITY);
  let lastVariance = 0;
  let lastSpacing = 0;
  let count = 0;
  let seen = 0;
  // The two readings before the newest.
  let t1 = 0;
  let x1 = 0;
  let y1 = 0;
  let z1 = 0;
  let t2 = 0;
  let x2 = 0;
  let y2 = 0;
  let z2 = 0;

  function push(t: number, x: number, y: number, z: number): void {
    if (seen >= 2) {
      const share = (t1 - t2) / (t - t2);
      const ex = x1 - (x2 + (x - x2) * share);
      const ey = y1 - (y2 + (y - y2) * share);
      const ez = z1 - (z2 + (z - z2) * share);
      const slot = count % CAPACITY;
      squares[slot] = (ex * ex + ey * ey + ez * ez) / ((1 + share * share + (1 - share) ** 2) / 1.5);
      spacings[slot] = (t - t2) / 2000;
      times[slot] = t1;
      intervals[slot] = t1 - t2;
      reads[3 * slot] = x1;
      reads[3 * slot + 1] = y1;
      reads[3 * slot + 2] = z1;
      residuals[3 * slot] = ex;
      residuals[3 * slot + 1] = ey;
      residuals[3 * slot + 2] = ez;
      count += 1;
    }
    t2 = t1;
    x2 = x1;
    y2 = y1;
    z2 = z1;
    t1 = t;
    x1 = x;
    y1 = y;
    z1 = z;
    seen += 1;
  }

  function reset(): void {
    count = 0;
    seen = 0;
  }

  function density(): number {
    const m = Math.min(count, CAPACITY);
    if (m === 0) return 0;
    let spacing = 0;
    for (let i = 0; i < m; i++) {
      scratch[i] = squares[i]!;
      spacing += spacings[i]!;
    }
    const variance = kthSmallest(scratch, m, m >> 1) / MEDIAN_OF_SQUARES;
    lastVariance = variance;
    lastSpacing = spacing / m;
    return (variance * spacing) / m;
  }

  /**
   * What the motion's sharp turns add to each grid cell's change of velocity: a turn of A m/s²
   * between two readings h apart puts the velocity off by up to A·h/2 (variance A²h²/12), where the
   * turn falls between them cannot be told. Its two readings stand off the line between the readings
   * either side by about A/2 each: A² is twice their squares beyond the noise's, half to each.
   */
  function turnsInto(turns: SharpTurns, n: number, startMs: number, cellMs: number): void {
    const cells = turns.cells;
    cells.fill(0, 0, n);
    turns.gaps.fill(0, 0, n);
    turns.count = 0;
    const m = Math.min(count, CAPACITY);
    const noiseSquare = 3 * 1.5 * lastVariance;
    // A jump stands off by half of it: the largest unseen is twice the least square told.
    const largest = 2 * Math.sqrt(Math.max(TURN_SQUARES * noiseSquare, JUMP_FLOOR * JUMP_FLOOR));
    turns.hidden = (largest * lastSpacing) ** 2 / 12;
    turns.readingVariance = lastVariance;
    const cellOf = (slot: number) => Math.round((times[slot]! - startMs) / cellMs);
    // A turned reading's share of its cell's velocity variance: where its turn lies, unknown.
    const placeOf = (slot: number) => (2 * (squares[slot]! - noiseSquare) * spacings[slot]! ** 2) / 12;
    for (let k = count - m; k < count; k++) {
      const i = k % CAPACITY;
      // A gap: two readings or more dropped. What the motion did in it is not read.
      if (intervals[i]! > GAP_SPACINGS * 1000 * lastSpacing) {
        const gapCell = Math.round((times[i]! - intervals[i]! / 2 - startMs) / cellMs);
        if (gapCell >= 0 && gapCell < n) turns.gaps[gapCell]! += (intervals[i]! / 1000) ** 2 / 12;
      }
      if (squares[i]! < TURN_SQUARES * noiseSquare) continue;
      const cell = cellOf(i);
      if (cell < 0 || cell >= n) continue;
      cells[cell] = cells[cell]! + placeOf(i);
      // A jump: this reading and the one before stand off their lines on opposite sides.
      const before = (k - 1) % CAPACITY;
      if (k === count - m || turns.count === MAX_JUMPS || !isJumpReading(i) || !isJumpReading(before)) continue;
      let dot = 0;
      for (let axis = 0; axis < 3; axis++) dot += residuals[3 * i + axis]! * residuals[3 * before + axis]!;
      if (dot >= 0) continue;
      const j = turns.count++;
      // Both readings added their share above (the one before only within the window).
      const beforeCell = cellOf(before);
      turns.placeCells[2 * j] = beforeCell;
      turns.placeVariances[2 * j] = beforeCell >= 0 ? placeOf(before) : 0;
      turns.placeCells[2 * j + 1] = cell;
      turns.placeVariances[2 * j + 1] = placeOf(i);
      turns.at[j] = ((times[before]! + times[i]!) / 2 - startMs) / cellMs;
      turns.spans[j] = (times[i]! - times[before]!) / cellMs;
      for (let axis = 0; axis < 3; axis++) {
        turns.readBefore[3 * j + axis] = reads[3 * before + axis]!;
        turns.readAfter[3 * j + axis] = reads[3 * i + axis]!;
      }
      keepSwing(turns, 2 * j, k - 1, -1, count - m, startMs);
      keepSwing(turns, 2 * j + 1, k, 1, count - m, startMs);
    }
  }

  /** Whether the reading in `slot` stands off its line as one of a jump's two readings does (after density()). */
  function isJumpReading(slot: number): boolean {
    return squares[slot]! >= TURN_SQUARES * 3 * 1.5 * lastVariance && squares[slot]! >= JUMP_FLOOR * JUMP_FLOOR;
  }

  /**
   * Keeps the swing from reading `first` (a jump's own) on in `direction`: readings in a row, to a
   * gap, or once MIN_SWING_READINGS are kept, to the next sharp turn. `oldest`: the first reading remembered.
   */
  function keepSwing(
    turns: SharpTurns,
    swing: number,
    first: number,
    direction: number,
    oldest: number,
    startMs: number,
  ): void {
    let kept = 0;
    for (let k = first; kept < SWING_READINGS && k >= oldest && k < count; k += direction) {
      const slot = k % CAPACITY;
      if (kept > 0) {
        // The interval between this reading and the one kept before it.
        const interval = intervals[(direction < 0 ? k + 1 : k) % CAPACITY]!;
        if (interval > GAP_SPACINGS * 1000 * lastSpacing) break;
        if (kept >= MIN_SWING_READINGS && isJumpReading(slot)) break;
      }
      const at = swing * SWING_READINGS + kept;
      turns.swingTimes[at] = (times[slot]! - startMs) / 1000;
      for (let axis = 0; axis < 3; axis++) turns.swingReads[3 * at + axis] = reads[3 * slot + axis]!;
      kept += 1;
    }
    turns.swingCounts[swing] = kept;
  }

  return { push, reset, density, turnsInto };
}
