import { createKnownMotion, type StrokeOutline } from "./known-motion";
import { createMotionCorrection } from "./motion-correction";
import type { SharpTurns } from "./reading-noise";

// Each compression's own depth, from its own stroke: the acceleration along gravity integrated
// twice, corrected to be still where the chest is seen still and to come back to each stroke's top
// (motion-correction.ts), and measured below the line through the tops before and after it
// (depth-window.ts finds the strokes). Pure and allocation-free once created.

export interface StrokeDepths {
  /** Each stroke's depth (m), after measure(): one per deepest point given, NaN where none could be drawn. */
  readonly depths: Float64Array;
  /** The variance (m²) the sensor's noise and the motion's sharp turns leave in each of those depths. */
  readonly variances: Float64Array;
  /** Each stroke's tops before and after it (grid indices; -1 where it could not be drawn). */
  readonly topsBefore: Int32Array;
  readonly topsAfter: Int32Array;
  /** 1 for a stroke with no top where the fitted cycle puts one: the phone going on up (lifted), no compression. */
  readonly unbounded: Uint8Array;
  /**
   * Draws each stroke of `vertical[0..n-1]` (m/s², less about `offset`, the readings' constant part;
   * `turns`, each cell's velocity variance from the motion's sharp turns, (m/s)², reading-noise.ts):
   * `deepest` holds the deepest points (fractional grid indices), each drawn stroke's set anew from its
   * own motion; the period and the fitted time from a top to the deepest point are in grid samples.
   */
  measure(
    vertical: Float64Array,
    n: number,
    stepS: number,
    offset: number,
    noiseDensity: number,
    turns: SharpTurns,
    deepest: Float64Array,
    count: number,
    periodSamples: number,
    topToDeepestSamples: number,
  ): void;
}

/**
 * A stroke's deepest point is the middle of its time within this share of its depth of its lowest
 * point. A hold at the bottom is flat, and the noise (some 5 % of a stroke's depth at 0.01–0.05 g)
 * puts its lowest reading anywhere along it, 60 ms from its middle at the 95th percentile on holds
 * of 10–25 % of the interval; a cosine's bottom spends as long either side of its vertex. Set so, the
 * deepest points come within 22 ms of the truth at the 95th percentile with a hold (59 before), and
 * the intervals between them stay even enough to start a rhythm (compression-rhythm.ts).
 */
const BOTTOM_BAND = 0.1;

/**
 * A jump at a stroke's turn that the noise hides is of any size up to the largest it can hide,
 * none likelier than another: its mean square is a third of the largest's.
 */
const HIDDEN_SHARE = 1 / 3;

export function createStrokeDepths(capacity: number): StrokeDepths {
  const velocity = new Float64Array(capacity);
  const position = new Float64Array(capacity);
  const depths = new Float64Array(capacity);
  const topsBefore = new Int32Array(capacity);
  const topsAfter = new Int32Array(capacity);
  const variances = new Float64Array(capacity);
  const guessesBefore = new Int32Array(capacity);
  const guessesAfter = new Int32Array(capacity);
  const unbounded = new Uint8Array(capacity);
  const cellVariances = new Float64Array(capacity);
  const lows = new Int32Array(capacity);
  const correction = createMotionCorrection(capacity);
  const known = createKnownMotion(capacity, correction);
  const outline: StrokeOutline = { topsBefore, topsAfter, lows, fromLine };
  let cells = 0;
  let step = 0;

  /** The corrected motion's velocity at the end of cell j (m/s), from the positions either side. */
  function correctedSpeed(j: number): number {
    const corrected = correction.corrected;
    return (corrected[Math.min(cells - 1, j + 1)]! - corrected[Math.max(0, j - 1)]!) / (2 * step);
  }

  function integrate(vertical: Float64Array, n: number, stepS: number, offset: number): void {
    // Each grid value is its cell's mean (depth-estimator.ts): summed, they are the velocity at the cells'
    // ends exactly, where the trapezoid rule would read every depth (ω·step)²/6 short, 1 % at 100 a minute.
    velocity[0] = (vertical[0]! - offset) * stepS;
    position[0] = 0;
    for (let i = 1; i < n; i++) {
      velocity[i] = velocity[i - 1]! + (vertical[i]! - offset) * stepS;
      // Within a cell the acceleration changes as the means either side of it say: the position's own second-order term.
      const change = i + 1 < n ? (vertical[i + 1]! - vertical[i - 1]!) / 24 : 0;
      position[i] = position[i - 1]! + (0.5 * (velocity[i - 1]! + velocity[i]!) - change * stepS) * stepS;
    }
  }

  /** Position at j less the line through the positions at a and b. */
  function fromLine(j: number, a: number, b: number): number {
    return position[j]! - position[a]! - ((position[b]! - position[a]!) * (j - a)) / (b - a);
  }

  /** Where position less the line through a and b is highest (sign 1) or lowest (-1) in [from, to]. */
  function extreme(from: number, to: number, a: number, b: number, sign: number): number {
    let best = from;
    for (let j = from + 1; j <= to; j++) if (sign * fromLine(j, a, b) > sign * fromLine(best, a, b)) best = j;
    return best;
  }

  /**
   * The tops before and after stroke k: the highest points, against the line through them, within a
   * reach of where the fitted cycle puts them. The line takes the position's drift (the integration's
   * unknown starting velocity, the noise's random walk), so the tops are found anew until they stay.
   * A top at the end of its reach is none: the phone still going up there (lifted from the chest).
   */
  function findTops(k: number, bottom: number, reach: number, n: number): void {
    const mid = Math.round(bottom);
    const fromBefore = Math.max(0, guessesBefore[k]! - reach);
    const toBefore = Math.min(mid - 1, guessesBefore[k]! + reach);
    const fromAfter = Math.max(mid + 1, guessesAfter[k]! - reach);
    const toAfter = Math.min(n - 1, guessesAfter[k]! + reach);
    let top = topsBefore[k]!;
    let next = topsAfter[k]!;
    for (let round = 0; round < 4; round++) {
      const newTop = extreme(fromBefore, toBefore, top, next, 1);
      const newNext = extreme(fromAfter, toAfter, top, next, 1);
      if (newTop === top && newNext === next) break;
      top = newTop;
      next = newNext;
    }
    topsBefore[k] = top;
    topsAfter[k] = next;
    // At the window's edge, a top beyond where the rhythm puts it is the window's last or first reading.
    const beforeEdge = top === fromBefore && (fromBefore > 0 || top < guessesBefore[k]!);
    const afterEdge = next === toAfter && (toAfter < n - 1 || next > guessesAfter[k]!);
    unbounded[k] = beforeEdge || afterEdge ? 1 : 0;
  }

  /**
   * The middle of the time the stroke between `top` and `next` spends within `band` of its lowest
   * point `low` (position index), each moment weighted by how far into the band it is; as a grid
   * index (a position is at the end of its cell).
   */
  function bottomOf(low: number, top: number, next: number, band: number): number {
    const level = fromLine(low, top, next) + band;
    let weight = 0;
    let moment = 0;
    for (let j = low; j > top && fromLine(j, top, next) < level; j--) {
      weight += level - fromLine(j, top, next);
      moment += (level - fromLine(j, top, next)) * j;
    }
    for (let j = low + 1; j < next && fromLine(j, top, next) < level; j++) {
      weight += level - fromLine(j, top, next);
      moment += (level - fromLine(j, top, next)) * j;
    }
    return weight > 0 ? moment / weight + 0.5 : low + 0.5;
  }

  function measure(
    vertical: Float64Array,
    n: number,
    stepS: number,
    offset: number,
    noiseDensity: number,
    turns: SharpTurns,
    deepest: Float64Array,
    count: number,
    periodSamples: number,
    topToDeepestSamples: number,
  ): void {
    // A top is looked for within a fifth of a period of where the fitted cycle puts it: intervals that
    // vary by 8 % and strokes going down in 30–55 % of them move it by less.
    const reach = Math.max(2, Math.round(0.2 * periodSamples));
    let drawn = 0;
    for (let k = 0; k < count; k++) {
      topsBefore[k] = guessesBefore[k] = Math.round(deepest[k]! - topToDeepestSamples);
      topsAfter[k] = guessesAfter[k] = Math.round(deepest[k]! - topToDeepestSamples + periodSamples);
      unbounded[k] = 0;
      if (topsBefore[k]! < 0 || topsAfter[k]! > n - 1 || topsAfter[k]! - topsBefore[k]! < 4)
        topsBefore[k] = topsAfter[k] = -1;
      else drawn += 1;
    }
    if (drawn === 0) {
      depths.fill(NaN, 0, count);
      return;
    }
    // Each cell's velocity change is uncertain by the noise's and its sharp turns' variance (reading-noise.ts).
    for (let j = 0; j < n; j++) cellVariances[j] = noiseDensity * stepS + turns.cells[j]!;
    // A gap in the readings hides what the acceleration did in it: a jump of up to the strokes'
    // whole range (their acceleration's highest less lowest) anywhere in it (reading-noise.ts).
    let lowest = Infinity;
    let highest = -Infinity;
    for (let k = 0; k < count; k++) {
      if (topsBefore[k]! < 0) continue;
      for (let j = topsBefore[k]!; j <= topsAfter[k]!; j++) {
        lowest = Math.min(lowest, vertical[j]!);
        highest = Math.max(highest, vertical[j]!);
      }
    }
    for (let j = 0; j < n; j++) cellVariances[j]! += (highest - lowest) ** 2 * turns.gaps[j]!;
    // Twice: the fitted offset first, then the one that stops the strokes' velocity at their first and
    // last tops, where the chest is still (a constant off by 0.1 m/s² reads 3 mm on a 0.5 s stroke).
    let constant = offset;
    for (let pass = 0; pass < 2; pass++) {
      integrate(vertical, n, stepS, constant);
      let first = n;
      let last = -1;
      for (let k = 0; k < count; k++) {
        if (topsBefore[k]! < 0) continue;
        findTops(k, deepest[k]!, reach, n);
        first = Math.min(first, topsBefore[k]!);
        last = Math.max(last, topsAfter[k]!);
      }
      if (pass === 0 && last > first) constant += (velocity[last]! - velocity[first]!) / ((last - first) * stepS);
    }
    // Where the chest is still, at a stroke's top or bottom, and each stroke's return to its top:
    // the integrated motion corrected to meet them (motion-correction.ts).
    correction.begin(n, stepS);
    // A stroke with no top where the rhythm puts one (the phone going on up) is not known to come back.
    for (let k = 0; k < count; k++)
      if (topsBefore[k]! >= 0 && !unbounded[k]) correction.returns(topsBefore[k]!, topsAfter[k]!);
    for (let k = 0; k < count; k++)
      if (topsBefore[k]! >= 0)
        lows[k] = extreme(topsBefore[k]! + 1, topsAfter[k]! - 1, topsBefore[k]!, topsAfter[k]!, -1);
    // A turn the noise hides from reading-noise.ts may lie at any stroke's top or bottom (a
    // stroke going on up, the phone lifted, has none to hide).
    for (let k = 0; k < count; k++) {
      if (topsBefore[k]! < 0 || unbounded[k]) continue;
      for (const c of [topsBefore[k]!, lows[k]!, topsAfter[k]!]) {
        if (c < 1 || c > n - 2 || turns.cells[c - 1]! + turns.cells[c]! + turns.cells[c + 1]! > 0) continue;
        cellVariances[c]! += HIDDEN_SHARE * turns.hidden;
      }
    }
    known.markStill(outline, vertical, n, stepS, constant, noiseDensity, count, reach, periodSamples);
    // Corrected first without the jumps, to tell the turns among them (known-motion.ts), then with them.
    if (turns.count > 0) {
      correction.correct(velocity, position, cellVariances);
      cells = n;
      step = stepS;
      known.markJumps(outline, n, stepS, constant, noiseDensity, count, turns, correctedSpeed, cellVariances);
    }
    correction.correct(velocity, position, cellVariances);
    const corrected = correction.corrected;
    for (let k = 0; k < count; k++) {
      const top = topsBefore[k]!;
      const next = topsAfter[k]!;
      if (top < 0) {
        depths[k] = NaN;
        continue;
      }
      const line = (j: number) =>
        corrected[j]! - corrected[top]! - ((corrected[next]! - corrected[top]!) * (j - top)) / (next - top);
      let low = top + 1;
      for (let j = top + 2; j < next; j++) if (line(j) < line(low)) low = j;
      // A parabola through the lowest point and the two either side: the grid's 20 ms would miss the bottom by up to 10.
      const before = line(low - 1);
      const at = line(low);
      const after = line(low + 1);
      const curvature = before - 2 * at + after;
      const vertex = curvature > 0 ? (before - after) / (2 * curvature) : 0;
      depths[k] = -(Math.abs(vertex) <= 1 ? at - (vertex * (before - after)) / 4 : at);
      variances[k] = correction.depthVariance(cellVariances, top, next, low + Math.max(-0.5, Math.min(0.5, vertex)));
      // A stroke without both its tops (the phone going on up) has no bottom between them to centre.
      if (!unbounded[k]) deepest[k] = bottomOf(lows[k]!, top, next, BOTTOM_BAND * depths[k]!);
    }
  }

  return { depths, variances, topsBefore, topsAfter, unbounded, measure };
}
