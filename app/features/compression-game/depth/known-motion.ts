import type { MotionCorrection } from "./motion-correction";
import type { SharpTurns } from "./reading-noise";
import { swingPlace, SWING_READINGS, type SwingPlace } from "./turn-place";

// What is known of a window's true motion, told to the correction (motion-correction.ts): where the
// chest is still (a dwell, a hold, a pause), and where it turns at a jump of the acceleration, its
// velocity zero there. Pure and allocation-free once created.

/** A window's strokes as stroke-depth.ts draws them: their tops, their lowest points, the position less the line through two of its indices. */
export interface StrokeOutline {
  readonly topsBefore: Int32Array;
  readonly topsAfter: Int32Array;
  readonly lows: Int32Array;
  fromLine(j: number, a: number, b: number): number;
}

/**
 * Still: no cell's acceleration beyond three of its noise's standard deviations nor beyond 0.2 m/s²
 * (0.02 g: a chest at rest under the hands moves less; a stroke turning at its top or bottom without
 * a pause has its largest acceleration there, 1–13 m/s² for 30–70 mm at 80–140 a minute), and the
 * stretch's mean within twice the mean's noise (or half the floor).
 */
const STILL_SDS = 3;
const STILL_FLOOR = 0.2;
/**
 * Still for three grid cells (60 ms) or more: the slow end of a 0.4 s upstroke turns at some 1 m/s²,
 * which the noisiest sensor (0.05 g at 60 readings a second, 0.41 m/s² a cell) passes for still over
 * two cells one time in nine, over three one in forty.
 */
const MIN_STILL_CELLS = 3;
/**
 * A stroke's slowest turn, at the end of an upstroke 70 % of it, has about half its fundamental's
 * acceleration: a stretch is told still only below half that, and only where the noise's over three
 * cells is under a quarter of it (a turn passes for still then one time in forty), not on a noisy
 * sensor's slow, shallow strokes.
 */
const TURN_SHARE = 0.5;
/** A still stretch lies at a stroke's top or bottom: within this share of its depth of either. */
const STILL_BAND = 0.15;
/**
 * A jump of the acceleration is the hands starting or stopping the chest, where it turns: one within
 * this share of a stroke's depth of its top or bottom (some ±30° of a half cosine's phase about the
 * turn). Mid-stroke, where the chest moves fast, a reading stamped late looks like a jump too.
 */
const JUMP_BAND = 0.06;
/**
 * A browser stamps a reading when it hands it on, a millisecond or two off when it was read: the
 * jump's time is uncertain by that too (s²).
 */
const STAMP_VARIANCE = 0.002 ** 2;
/** The acceleration is not quite constant either side of a jump within a cell: 2 mm/s either way at least ((m/s)²). */
const JUMP_FLOOR_VARIANCE = 0.002 ** 2;
/**
 * A jump at a stroke's bottom is a turn only where the motion, corrected to all else known of it,
 * nearly stops: within this speed (m/s) of what the jump says. At a true turn the correction without
 * the jump errs by the jump times where it lies between two readings (up to 8 m/s² over 17 ms, 0.13
 * m/s). A push whose force peaks sharply looks like a jump too, read 60 times a second, while the
 * chest still moves at 0.3–0.5 m/s; told as a turn it would stop the chest short of its bottom
 * (force edges of 80 ms on a simulated chest: 9.4 mm at the 95th percentile per compression, 7.1
 * so checked). At a top the jump stays told: it is also where the hands begin to lift the phone,
 * and the stroke going on up past it is what tells a lift from a compression (stroke-depth.ts).
 */
const TURN_SPEED = 0.15;

/** Tells `correction` what is known of each window's motion: markStill(), markJumps(). */
export function createKnownMotion(capacity: number, correction: MotionCorrection) {
  // Each cell's bound on a still stretch's mean acceleration (m/s²); 0 where it cannot be still.
  const stillLimit = new Float64Array(capacity);
  // A swing's readings along gravity less the constant, and what it says of its turn's place.
  const swingTimes = new Float64Array(SWING_READINGS);
  const swingValues = new Float64Array(SWING_READINGS);
  const place: SwingPlace = { offsetS: 0, variance: 0 };

  /**
   * Tells the correction where the chest is still: stretches of at least MIN_STILL_CELLS cells at a
   * stroke's top or bottom (within STILL_BAND of its depth of either) with no acceleration beyond the
   * noise, each cell and the stretch's mean.
   */
  function markStill(
    outline: StrokeOutline,
    vertical: Float64Array,
    n: number,
    stepS: number,
    constant: number,
    noiseDensity: number,
    count: number,
    reach: number,
    periodSamples: number,
  ): void {
    const cellSd = Math.sqrt(noiseDensity / stepS);
    const threshold = Math.max(STILL_FLOOR, STILL_SDS * cellSd);
    const omega = (2 * Math.PI) / (periodSamples * stepS);
    stillLimit.fill(0, 0, n);
    for (let k = 0; k < count; k++) {
      const top = outline.topsBefore[k]!;
      const next = outline.topsAfter[k]!;
      if (top < 0) continue;
      const lowLevel = outline.fromLine(outline.lows[k]!, top, next);
      // The stroke's slowest turn: half its fundamental's acceleration. Told from still only where
      // the noise over MIN_STILL_CELLS is under a quarter of it; still below half of it.
      const turn = (TURN_SHARE * omega * omega * -lowLevel) / 2;
      if (cellSd / Math.sqrt(MIN_STILL_CELLS) > turn / 4) continue;
      const band = -STILL_BAND * lowLevel;
      for (let j = Math.max(1, top - reach); j <= Math.min(n - 1, next + reach); j++) {
        if (Math.abs(vertical[j]! - constant) >= Math.min(threshold, turn / 2)) continue;
        const level = outline.fromLine(j, top, next);
        if (Math.abs(level) >= band && Math.abs(level - lowLevel) >= band) continue;
        stillLimit[j] = stillLimit[j]! > 0 ? Math.min(stillLimit[j]!, turn / 2) : turn / 2;
      }
    }
    for (let j = 0, runStart = -1; j <= n; j++) {
      if (j < n && stillLimit[j]! > 0) {
        if (runStart < 0) runStart = j;
        continue;
      }
      const length = j - runStart;
      if (runStart >= 0 && length >= MIN_STILL_CELLS) {
        let sum = 0;
        let limit = Infinity;
        for (let i = runStart; i < j; i++) {
          sum += vertical[i]! - constant;
          limit = Math.min(limit, stillLimit[i]!);
        }
        const meanLimit = Math.min(limit, Math.max(STILL_FLOOR / 2, (2 * cellSd) / Math.sqrt(length)));
        // The velocity at the ends of its cells but the last, uncertain by the acceleration it may hide.
        if (Math.abs(sum / length) < meanLimit)
          correction.still(runStart, j - 2, (meanLimit * length * stepS) ** 2 / 12);
      }
      runStart = -1;
    }
  }

  /**
   * Tells the correction the velocity either side of each jump of the acceleration at a stroke's top
   * or bottom: the chest turns there, so its velocity is zero at the jump, which lies between its two
   * readings; either side it is the acceleration there times the time from the jump. Where it lies
   * between them is one unknown, told to the correction with both velocities and in place of its
   * share of `cellVariances` (reading-noise.ts put it there). `speed(j)` is the velocity at the end
   * of cell j as corrected without the jumps (TURN_SPEED).
   */
  function markJumps(
    outline: StrokeOutline,
    n: number,
    stepS: number,
    constant: number,
    noiseDensity: number,
    count: number,
    turns: SharpTurns,
    speed: (cell: number) => number,
    cellVariances: Float64Array,
  ): void {
    for (let q = 0; q < turns.count; q++) {
      const at = turns.at[q]!;
      const c = Math.round(at);
      if (c < 1 || c > n - 2) continue;
      let atTurn = false;
      let atBottom = false;
      for (let k = 0; k < count && !atTurn; k++) {
        const top = outline.topsBefore[k]!;
        const next = outline.topsAfter[k]!;
        if (top < 0 || c < top - MIN_STILL_CELLS || c > next + MIN_STILL_CELLS) continue;
        const lowLevel = outline.fromLine(outline.lows[k]!, top, next);
        const level = outline.fromLine(c, top, next);
        const band = -JUMP_BAND * lowLevel;
        atBottom = Math.abs(level - lowLevel) < band;
        atTurn = atBottom || Math.abs(level) < band;
      }
      if (!atTurn) continue;
      const h = turns.spans[q]! * stepS;
      // Where the jump lies between its readings, and the stamps' own error: the time's variance;
      // then what the swings either side say of it (turn-place.ts), each weighed by its own.
      let precision = 1 / ((h * h) / 12 + STAMP_VARIANCE);
      let weighed = 0;
      for (let side = 0; side < 2; side++) {
        const neighbour = q + (side === 0 ? -1 : 1);
        if (neighbour < 0 || neighbour >= turns.count) continue;
        const swing = 2 * q + side;
        const swingS = Math.abs(turns.at[neighbour]! - at) * stepS;
        const count = turns.swingCounts[swing]!;
        for (let m = 0; m < count; m++) {
          swingTimes[m] = turns.swingTimes[swing * SWING_READINGS + m]!;
          swingValues[m] = turns.swingAlong[swing * SWING_READINGS + m]! - constant;
        }
        if (!swingPlace(swingTimes, swingValues, count, at * stepS, h / 2, swingS, turns.readingVariance, place))
          continue;
        precision += 1 / place.variance;
        weighed += place.offsetS / place.variance;
      }
      const timeVariance = 1 / precision;
      const placeS = Math.max(-h / 2, Math.min(h / 2, weighed * timeVariance));
      const before = turns.before[q]! - constant;
      const after = turns.after[q]! - constant;
      // The velocities told are at the cells' ends nearest outside the jump's two readings, where
      // the acceleration is the reading's either side of it wherever the jump lies between them.
      const half = turns.spans[q]! / 2;
      const edgeBefore = Math.floor(at - half - 0.5);
      const edgeAfter = Math.ceil(at + half - 0.5);
      if (edgeBefore < 0 || edgeAfter > n - 1) continue;
      const leverBefore = (edgeBefore + 0.5 - at) * stepS;
      const leverAfter = (edgeAfter + 0.5 - at) * stepS;
      if (atBottom && Math.abs(speed(edgeBefore) - before * leverBefore) > TURN_SPEED) continue;
      const reading = noiseDensity / h;
      // Either side only where no other jump's readings lie between it and the edge (a short hold, a short dwell).
      const clearBefore = q === 0 || turns.at[q - 1]! + turns.spans[q - 1]! / 2 <= edgeBefore + 0.5;
      const clearAfter = q === turns.count - 1 || turns.at[q + 1]! - turns.spans[q + 1]! / 2 >= edgeAfter + 0.5;
      if (!clearBefore && !clearAfter) continue;
      const rowBefore = clearBefore
        ? correction.still(
            edgeBefore,
            edgeBefore,
            reading * leverBefore ** 2 + JUMP_FLOOR_VARIANCE,
            before * leverBefore,
          )
        : -1;
      const rowAfter = clearAfter
        ? correction.still(edgeAfter, edgeAfter, reading * leverAfter ** 2 + JUMP_FLOOR_VARIANCE, after * leverAfter)
        : -1;
      // Its place, one unknown for the told velocities and the cell's change alike, replaces the
      // cell's share of it.
      correction.jump(c, before, after, placeS, timeVariance, rowBefore, rowAfter);
      for (let side = 0; side < 2; side++) {
        const cell = turns.placeCells[2 * q + side]!;
        if (cell >= 0 && cell < n)
          cellVariances[cell] = Math.max(0, cellVariances[cell]! - turns.placeVariances[2 * q + side]!);
      }
    }
  }

  return { markStill, markJumps };
}
