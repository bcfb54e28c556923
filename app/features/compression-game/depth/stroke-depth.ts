// Each compression's own depth, from its own stroke: the acceleration along gravity integrated
// twice and pinned at the tops before and after it (depth-window.ts finds the strokes). Pure and
// allocation-free once created.

export interface StrokeDepths {
  /** Each stroke's depth (m), after measure(): one per deepest point given, NaN where none could be drawn. */
  readonly depths: Float64Array;
  /** The variance (m²) the sensor's noise gives each of those depths. */
  readonly variances: Float64Array;
  /** Each stroke's tops before and after it (grid indices; -1 where it could not be drawn). */
  readonly topsBefore: Int32Array;
  readonly topsAfter: Int32Array;
  /** 1 for a stroke with no top where the fitted cycle puts one: the phone going on up (lifted), no compression. */
  readonly unbounded: Uint8Array;
  /**
   * Draws each stroke of `vertical[0..n-1]` (m/s², less about `offset`, the readings' constant part):
   * `deepest` holds the deepest points (fractional grid indices), each drawn stroke's set anew from its
   * own motion; the period and the fitted time from a top to the deepest point are in grid samples.
   */
  measure(
    vertical: Float64Array,
    n: number,
    stepS: number,
    offset: number,
    noiseDensity: number,
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
    for (let k = 0; k < count; k++) {
      const top = topsBefore[k]!;
      const next = topsAfter[k]!;
      if (top < 0) {
        depths[k] = NaN;
        continue;
      }
      const low = extreme(top + 1, next - 1, top, next, -1);
      // A parabola through the lowest point and the two either side: the grid's 20 ms would miss the bottom by up to 10.
      const before = fromLine(low - 1, top, next);
      const at = fromLine(low, top, next);
      const after = fromLine(low + 1, top, next);
      const curvature = before - 2 * at + after;
      const vertex = curvature > 0 ? (before - after) / (2 * curvature) : 0;
      depths[k] = -(Math.abs(vertex) <= 1 ? at - (vertex * (before - after)) / 4 : at);
      // White noise integrated twice and pinned at both ends of a stroke T long is off by qT³/48 in
      // its middle (q the noise's density): the variance of the bottom's depth from the noise.
      const lengthS = (next - top) * stepS;
      variances[k] = (noiseDensity * lengthS ** 3) / 48;
      // A stroke without both its tops (the phone going on up) has no bottom between them to centre.
      if (!unbounded[k]) deepest[k] = bottomOf(low, top, next, BOTTOM_BAND * depths[k]!);
    }
  }

  return { depths, variances, topsBefore, topsAfter, unbounded, measure };
}

/**
 * How far to trust each stroke's own depth against its window's: the strokes' own depths vary about
 * their window's mean by the true spread between compressions and by their noise, and only the first
 * is worth showing. Pooled over the last windows (each weighs `POOL_SHARE`, some ten windows: five
 * seconds), the spread beyond the noise, τ², gives a stroke of noise variance σ² the weight
 * τ² / (τ² + σ²), the least squares' mix of two estimates (a shrinkage estimator).
 *
 * The window's depth they are drawn towards is itself weighed the same way against the mean of its
 * strokes' own depths: the harmonic fit strays from its strokes' mean when their lengths vary (the
 * harmonics blur) or their shape is far from its three harmonics, the strokes' mean only by their
 * noise over their number. The fit's straying beyond that noise, pooled, gives the mean its weight.
 */
export interface StrokeSpread {
  /**
   * Takes one window's strokes: their own depths (m, NaN for none) and noise variances (m²), and the
   * window's fitted depth (m).
   */
  add(depths: Float64Array, variances: Float64Array, count: number, windowDepthM: number): void;
  /** The weight, 0–1, of a stroke's own depth whose noise variance is `variance` (m²). */
  weight(variance: number): number;
  /** The depth (m) the last window's strokes are drawn towards: its fit, moved towards its strokes' mean. */
  centre(): number;
}

/** Each window's share of the pooled spread and noise. */
const POOL_SHARE = 0.1;
/**
 * The pooled spread is of some forty strokes (ten windows of four), so it is itself uncertain by
 * √(2/40), 22 %: the strokes count as varying only beyond the noise and twice that, lest a spread
 * the noise drew by chance be shown as the compressions'.
 */
const NOISE_MARGIN = 1 + 2 * Math.sqrt(2 / 40);

/**
 * The fit's straying is pooled from one mean a window, some ten: uncertain by √(2/10), 45 %, so it
 * counts only beyond the mean's noise and twice that.
 */
const STRAY_MARGIN = 1 + 2 * Math.sqrt(2 / 10);

export function createStrokeSpread(): StrokeSpread {
  let spread = 0;
  let noise = 0;
  // The fit's squared distance from its strokes' mean, and that mean's noise variance, pooled.
  let strays = 0;
  let meanNoise = 0;
  let lastFit = 0;
  let lastMean = 0;
  let lastMeanNoise = Infinity;

  function add(depths: Float64Array, variances: Float64Array, count: number, windowDepthM: number): void {
    lastFit = windowDepthM;
    lastMeanNoise = Infinity;
    let sum = 0;
    let variance = 0;
    let m = 0;
    for (let k = 0; k < count; k++) {
      if (Number.isNaN(depths[k]!)) continue;
      sum += depths[k]!;
      variance += variances[k]!;
      m += 1;
    }
    if (m < 2) return;
    const mean = sum / m;
    let squares = 0;
    for (let k = 0; k < count; k++) if (!Number.isNaN(depths[k]!)) squares += (depths[k]! - mean) ** 2;
    spread += POOL_SHARE * (squares / (m - 1) - spread);
    noise += POOL_SHARE * (variance / m - noise);
    lastMean = mean;
    lastMeanNoise = variance / (m * m);
    strays += POOL_SHARE * ((mean - windowDepthM) ** 2 - strays);
    meanNoise += POOL_SHARE * (lastMeanNoise - meanNoise);
  }

  function weight(variance: number): number {
    const between = Math.max(0, spread - NOISE_MARGIN * noise);
    return between > 0 ? between / (between + variance) : 0;
  }

  function centre(): number {
    const beyond = Math.max(0, strays - STRAY_MARGIN * meanNoise);
    return beyond > 0 ? lastFit + (beyond / (beyond + lastMeanNoise)) * (lastMean - lastFit) : lastFit;
  }

  return { add, weight, centre };
}
