// Where a turn of the chest lies between the two readings either side of it, from the swing next
// to it. Between two turns the chest swings as a mass on a spring pushed and let go: its
// acceleration is near a half cosine whose extremes are the turns, so the readings of the swing
// say where its extreme, the turn, lies, which the turn's own two readings cannot (reading-noise.ts
// finds the turns, known-motion.ts tells the correction). Pure and allocation-free.

/** The readings of a swing kept either side of a turn, nearest first: a downstroke's at 60 a second. */
export const SWING_READINGS = 8;
/** Fewer than this many readings (two unknowns and one to spare) say nothing. */
export const MIN_SWING_READINGS = 3;
/**
 * A swing says where its extreme is only where its reading nearest the turn stands this many of the
 * noise's standard deviations off nothing: not the still side of a hold or a dwell, whose readings
 * are flat and whose "extreme" is the noise's.
 */
const AMPLITUDE_SDS = 6;
/**
 * The swing's length is the distance between its turns' readings' middles, each some 5 ms off: its
 * cosine is fitted stretched by each of these shares too, and the closest kept (a cosine of the wrong
 * length puts its extreme off).
 */
const STRETCHES = [0.9, 0.95, 1, 1.05, 1.1];
/** Swings this short or long (s) are not a stroke's down or up: 60–150 a minute, 20–50 % of an interval. */
const SHORTEST_SWING_S = 0.06;
const LONGEST_SWING_S = 0.6;
/**
 * A swing is not quite a half cosine (a quicker start, damping), and its readings' stamps are a
 * millisecond or two off: its place is uncertain by 2 ms beyond the noise's share (s²)...
 */
const SHAPE_VARIANCE = 0.002 ** 2;
/**
 * ...and the whole is taken three times as uncertain as the cosine says: on 240 recordings with every
 * factor, twice or four times gives the same within 0.1 point in the wrong band, one and a half lets
 * the 95th percentile at the recordings' own noise past 5 mm (decision 0021).
 */
const CAUTION = 3;

/** What a swing says of its turn's place: `offsetS` from the middle of the turn's readings, `variance` (s²). */
export interface SwingPlace {
  offsetS: number;
  variance: number;
}

/**
 * Fills `out` with the turn's place the swing's readings say and returns true, or returns false when
 * they say nothing. `times` (s) and `values` (m/s², along gravity, less the readings' constant) hold
 * `count` readings, nearest the turn first; the turn's readings' middle is at `middleS`
 * and half their spacing `halfSpanS`; the swing lasts `swingS` (to the next turn); each reading is
 * noisy by `readingVariance` ((m/s²)²).
 */
export function swingPlace(
  times: Float64Array,
  values: Float64Array,
  count: number,
  middleS: number,
  halfSpanS: number,
  swingS: number,
  readingVariance: number,
  out: SwingPlace,
): boolean {
  if (count < MIN_SWING_READINGS || !(swingS > SHORTEST_SWING_S && swingS < LONGEST_SWING_S)) return false;
  if (Math.abs(values[0]!) < AMPLITUDE_SDS * Math.sqrt(readingVariance)) return false;
  // a(u) = P·cos(ωu) + Q·sin(ωu), u from the middle: its extreme lies at atan(Q/P)/ω.
  let bestMiss = Infinity;
  for (const stretch of STRETCHES) {
    const miss = fitCosine(times, values, count, middleS, Math.PI / (swingS * stretch));
    if (miss < bestMiss) {
      bestMiss = miss;
      best.omega = fit.omega;
      best.p = fit.p;
      best.q = fit.q;
      best.spread = fit.spread;
    }
  }
  if (!Number.isFinite(bestMiss)) return false;
  const { omega, p, q, spread } = best;
  const offsetS = Math.atan(q / p) / omega;
  // Near the extreme the place moves with Q alone: its variance over the swing's (amplitude·ω)².
  const variance = (readingVariance * spread) / ((p * p + q * q) * omega * omega) + SHAPE_VARIANCE;
  // Beyond the turn's own readings by more than twice that, the swing is not the cosine it was taken for.
  if (!Number.isFinite(offsetS) || Math.abs(offsetS) > halfSpanS + 2 * Math.sqrt(variance)) return false;
  out.offsetS = offsetS;
  out.variance = CAUTION * variance;
  return true;
}

interface CosineFit {
  omega: number;
  p: number;
  q: number;
  /** Q's variance per unit of the readings' noise variance. */
  spread: number;
}

const fit: CosineFit = { omega: 0, p: 0, q: 0, spread: 0 };
const best: CosineFit = { omega: 0, p: 0, q: 0, spread: 0 };

/** Fits P·cos(ωu) + Q·sin(ωu) to the readings by least squares into `fit`; returns the squares left (Infinity when it cannot). */
function fitCosine(times: Float64Array, values: Float64Array, count: number, middleS: number, omega: number): number {
  let cc = 0;
  let cs = 0;
  let ss = 0;
  let bc = 0;
  let bs = 0;
  let bb = 0;
  for (let m = 0; m < count; m++) {
    const u = times[m]! - middleS;
    const c = Math.cos(omega * u);
    const s = Math.sin(omega * u);
    cc += c * c;
    cs += c * s;
    ss += s * s;
    bc += values[m]! * c;
    bs += values[m]! * s;
    bb += values[m]! * values[m]!;
  }
  const det = cc * ss - cs * cs;
  if (!(det > 1e-12)) return Infinity;
  fit.omega = omega;
  fit.p = (ss * bc - cs * bs) / det;
  fit.q = (cc * bs - cs * bc) / det;
  fit.spread = cc / det;
  return bb - fit.p * bc - fit.q * bs;
}
