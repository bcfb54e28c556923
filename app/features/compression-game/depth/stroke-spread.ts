// How far each compression's own depth (stroke-depth.ts) is trusted against its window's: pooled
// over the last windows, the least squares' mix of the two. Pure and allocation-free.

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
    // The centre errs too: the fit's own straying from the strokes' mean, beyond that mean's noise, mixed with it.
    const fitError = Math.max(0, strays - meanNoise);
    const centreError =
      fitError > 0 && Number.isFinite(lastMeanNoise) ? (fitError * lastMeanNoise) / (fitError + lastMeanNoise) : 0;
    const other = between + centreError;
    return other > 0 ? other / (other + variance) : 0;
  }

  function centre(): number {
    const beyond = Math.max(0, strays - STRAY_MARGIN * meanNoise);
    return beyond > 0 ? lastFit + (beyond / (beyond + lastMeanNoise)) * (lastMean - lastFit) : lastFit;
  }

  return { add, weight, centre };
}
