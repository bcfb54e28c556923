// The spectral core of the depth estimate. While the rate holds, a compression's displacement is
// periodic, and so is its acceleration: harmonic k of the acceleration is harmonic k of the
// displacement times (2πk·f0)². Fitting the acceleration's first harmonics and dividing gives the
// displacement without integrating anything, so no drift builds up (decision 0021).

/** A compression's acceleration lobe is where it stands above this share of its peak (depth-window.ts). */
const LOBE_SHARE = 0.5;
/** Harmonics fitted: past the third, a compression's displacement holds too little to change its depth. */
export const HARMONICS = 3;
/** A constant and a slope (gravity's share drifting as the hands tilt), then a cosine and a sine per harmonic. */
const COLUMNS = 2 + 2 * HARMONICS;
/** Points of one cycle at which the fitted displacement is drawn to find its depth. */
const SHAPE_POINTS = 64;
/** The grid of the search for the fundamental (Hz); a parabola, then the fit itself, refine it. */
const SEARCH_STEP_HZ = 0.04;
/** The steps of the refinement by the fit itself (Hz). */
const REFINE_STEPS_HZ = [0.02, 0.005] as const;

export interface HarmonicFit {
  f0Hz: number;
  /** Depth of the fitted cycle: its displacement from top to bottom (m). */
  depthM: number;
  /** Share of the stretch's variance that the fit explains, 0–1: low for noise, high for compressions. */
  periodicShare: number;
  /** The fitted cycle's highest (deepest point) and lowest (top) acceleration, m/s² about its mean. */
  peakAcceleration: number;
  troughAcceleration: number;
  /** From the centre of the acceleration's lobe (as depth-window.ts finds it) to the displacement's bottom (s): zero for a symmetric stroke. */
  deepestAfterPeakS: number;
  /** From the top before a compression to its deepest point (s). */
  topToDeepestS: number;
  /** The fitted constant (m/s², at the stretch's middle): what of the readings is not the strokes' motion. */
  offset: number;
}

export interface HarmonicFitter {
  /** The fundamental frequency of signal[from..to] between lowHz and highHz; samples `stepS` apart. */
  fundamentalHz(signal: Float64Array, from: number, to: number, stepS: number, lowHz: number, highHz: number): number;
  /** Fits the harmonics of f0Hz to signal[from..to]; the object returned is reused by the next call. */
  fit(signal: Float64Array, from: number, to: number, stepS: number, f0Hz: number): HarmonicFit;
}

function meanOf(signal: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i <= to; i++) sum += signal[i]!;
  return sum / (to - from + 1);
}

/**
 * The power of the first harmonics of `hz` in the stretch, harmonic k weighted by 1/k² (the velocity's
 * spectrum): the fundamental is where it peaks. Unweighted, half the rate would score as well as the
 * rate itself, its second harmonic being the rate's first.
 */
function harmonicPower(signal: Float64Array, from: number, to: number, stepS: number, mean: number, hz: number) {
  let power = 0;
  for (let k = 1; k <= HARMONICS; k++) {
    const angle = 2 * Math.PI * k * hz * stepS;
    const turnCos = Math.cos(angle);
    const turnSin = Math.sin(angle);
    let re = 0;
    let im = 0;
    let cos = 1;
    let sin = 0;
    for (let i = from; i <= to; i++) {
      const value = signal[i]! - mean;
      re += value * cos;
      im += value * sin;
      const next = cos * turnCos - sin * turnSin;
      sin = sin * turnCos + cos * turnSin;
      cos = next;
    }
    power += (re * re + im * im) / (k * k);
  }
  return power;
}

/** Where the parabola through three equally spaced values peaks, in steps from the middle one (±1 at most). */
function parabolaPeak(before: number, middle: number, after: number): number {
  const curvature = before - 2 * middle + after;
  return curvature < 0 ? Math.max(-1, Math.min(1, (0.5 * (before - after)) / curvature)) : 0;
}

/** Solves the symmetric system in `gram` (upper triangle filled) for `rhs`, in place, by Gaussian elimination. */
function solve(gram: Float64Array, rhs: Float64Array, size: number): void {
  for (let row = 0; row < size; row++)
    for (let col = 0; col < row; col++) gram[row * size + col] = gram[col * size + row]!;
  for (let pivot = 0; pivot < size; pivot++) {
    let best = pivot;
    for (let row = pivot + 1; row < size; row++)
      if (Math.abs(gram[row * size + pivot]!) > Math.abs(gram[best * size + pivot]!)) best = row;
    if (best !== pivot) {
      for (let col = 0; col < size; col++) {
        const held = gram[pivot * size + col]!;
        gram[pivot * size + col] = gram[best * size + col]!;
        gram[best * size + col] = held;
      }
      const held = rhs[pivot]!;
      rhs[pivot] = rhs[best]!;
      rhs[best] = held;
    }
    const head = gram[pivot * size + pivot]!;
    if (Math.abs(head) < 1e-12) {
      rhs[pivot] = 0;
      continue;
    }
    for (let row = pivot + 1; row < size; row++) {
      const factor = gram[row * size + pivot]! / head;
      if (factor === 0) continue;
      for (let col = pivot; col < size; col++) gram[row * size + col]! -= factor * gram[pivot * size + col]!;
      rhs[row]! -= factor * rhs[pivot]!;
    }
  }
  for (let row = size - 1; row >= 0; row--) {
    const head = gram[row * size + row]!;
    let value = rhs[row]!;
    for (let col = row + 1; col < size; col++) value -= gram[row * size + col]! * rhs[col]!;
    rhs[row] = Math.abs(head) < 1e-12 ? 0 : value / head;
  }
}

/** A fitter with its own scratch memory, so that fitting a window allocates nothing. */
export function createHarmonicFitter(): HarmonicFitter {
  const gram = new Float64Array(COLUMNS * COLUMNS);
  const coefficients = new Float64Array(COLUMNS);
  const moments = new Float64Array(COLUMNS);
  const basis = new Float64Array(COLUMNS);
  const turn = new Float64Array(2 * HARMONICS);
  const displacement = new Float64Array(SHAPE_POINTS);
  const acceleration = new Float64Array(SHAPE_POINTS);
  const result: HarmonicFit = {
    f0Hz: 0,
    depthM: 0,
    periodicShare: 0,
    peakAcceleration: 0,
    troughAcceleration: 0,
    deepestAfterPeakS: 0,
    topToDeepestS: 0,
    offset: 0,
  };

  function fundamentalHz(signal: Float64Array, from: number, to: number, stepS: number, lowHz: number, highHz: number) {
    const mean = meanOf(signal, from, to);
    const power = (hz: number) => harmonicPower(signal, from, to, stepS, mean, hz);
    let bestHz = lowHz;
    let bestPower = -1;
    let before = 0;
    let after = 0;
    let previous = 0;
    for (let hz = lowHz; hz <= highHz + 1e-9; hz += SEARCH_STEP_HZ) {
      const value = power(hz);
      if (value > bestPower) {
        bestPower = value;
        bestHz = hz;
        before = previous;
        after = -1;
      } else if (after < 0) after = value;
      previous = value;
    }
    let hz = bestHz;
    if (bestHz > lowHz && after >= 0) hz += SEARCH_STEP_HZ * parabolaPeak(before, bestPower, after);
    // The power of a short stretch peaks a little off the rate (the negative frequency leaks into
    // it); the least-squares fit does not, so the last steps climb the share of the variance it explains.
    const share = (at: number) => solveAt(signal, from, to, stepS, at);
    for (const step of REFINE_STEPS_HZ) hz += step * parabolaPeak(share(hz - step), share(hz), share(hz + step));
    return Math.max(lowHz, Math.min(highHz, hz));
  }

  /** Writes the fitted cycle's depth, extremes and timing into `result`, from the coefficients. */
  function describeCycle(f0Hz: number): void {
    const omega = 2 * Math.PI * f0Hz;
    for (let point = 0; point < SHAPE_POINTS; point++) {
      const phase = (2 * Math.PI * point) / SHAPE_POINTS;
      let up = 0;
      let accel = 0;
      for (let k = 1; k <= HARMONICS; k++) {
        const harmonic = coefficients[2 * k]! * Math.cos(k * phase) + coefficients[2 * k + 1]! * Math.sin(k * phase);
        accel += harmonic;
        up -= harmonic / (k * omega) ** 2;
      }
      displacement[point] = up;
      acceleration[point] = accel;
    }
    let deepest = 0;
    let top = 0;
    let peak = 0;
    let trough = 0;
    for (let point = 1; point < SHAPE_POINTS; point++) {
      if (displacement[point]! < displacement[deepest]!) deepest = point;
      if (displacement[point]! > displacement[top]!) top = point;
      if (acceleration[point]! > acceleration[peak]!) peak = point;
      if (acceleration[point]! < acceleration[trough]!) trough = point;
    }
    const periodS = 1 / f0Hz;
    const wrap = (points: number) => (((points % SHAPE_POINTS) + SHAPE_POINTS) % SHAPE_POINTS) / SHAPE_POINTS;
    result.f0Hz = f0Hz;
    result.depthM = displacement[top]! - displacement[deepest]!;
    result.peakAcceleration = acceleration[peak]!;
    result.troughAcceleration = acceleration[trough]!;
    // The acceleration's lobe's centre, as depth-window.ts finds it in the readings.
    let weight = 0;
    let moment = 0;
    for (let offset = -SHAPE_POINTS / 2; offset < SHAPE_POINTS / 2; offset++) {
      const above = acceleration[(peak + offset + SHAPE_POINTS) % SHAPE_POINTS]! - LOBE_SHARE * acceleration[peak]!;
      if (above <= 0) continue;
      weight += above;
      moment += above * offset;
    }
    const afterPeak = wrap(deepest - peak - (weight > 0 ? moment / weight : 0));
    result.deepestAfterPeakS = (afterPeak > 0.5 ? afterPeak - 1 : afterPeak) * periodS;
    result.topToDeepestS = wrap(deepest - top) * periodS;
  }

  /** Solves the least squares of f0Hz's harmonics over the stretch; returns the share of its variance they explain. */
  function solveAt(signal: Float64Array, from: number, to: number, stepS: number, f0Hz: number): number {
    gram.fill(0);
    moments.fill(0);
    for (let k = 1; k <= HARMONICS; k++) {
      turn[2 * k - 2] = Math.cos(2 * Math.PI * k * f0Hz * stepS);
      turn[2 * k - 1] = Math.sin(2 * Math.PI * k * f0Hz * stepS);
    }
    const middle = (from + to) / 2;
    basis[0] = 1;
    for (let k = 1; k <= HARMONICS; k++) {
      basis[2 * k] = 1;
      basis[2 * k + 1] = 0;
    }
    let sum = 0;
    let sumOfSquares = 0;
    for (let i = from; i <= to; i++) {
      basis[1] = (i - middle) * stepS;
      const value = signal[i]!;
      sum += value;
      sumOfSquares += value * value;
      for (let row = 0; row < COLUMNS; row++) {
        const left = basis[row]!;
        moments[row]! += left * value;
        for (let col = row; col < COLUMNS; col++) gram[row * COLUMNS + col]! += left * basis[col]!;
      }
      for (let k = 1; k <= HARMONICS; k++) {
        const cos = basis[2 * k]!;
        const sin = basis[2 * k + 1]!;
        basis[2 * k] = cos * turn[2 * k - 2]! - sin * turn[2 * k - 1]!;
        basis[2 * k + 1] = sin * turn[2 * k - 2]! + cos * turn[2 * k - 1]!;
      }
    }
    coefficients.set(moments);
    solve(gram, coefficients, COLUMNS);
    // The fit's own energy is the coefficients against the moments: no second pass for the residual.
    let explained = 0;
    for (let col = 0; col < COLUMNS; col++) explained += coefficients[col]! * moments[col]!;
    const variance = sumOfSquares - (sum * sum) / (to - from + 1);
    return variance > 0 ? Math.max(0, 1 - (sumOfSquares - explained) / variance) : 0;
  }

  function fit(signal: Float64Array, from: number, to: number, stepS: number, f0Hz: number): HarmonicFit {
    result.periodicShare = solveAt(signal, from, to, stepS, f0Hz);
    result.offset = coefficients[0]!;
    describeCycle(f0Hz);
    return result;
  }

  return { fundamentalHz, fit };
}
