// The phone's pose in one window of motion (depth-window.ts): gravity's direction, found from the
// readings of the phone lying flat under the hands, and which readings are of the phone turned away
// from it (picked up, laid down, held to press Stop), which are no compression's. The pose while
// compressions were told is remembered through a pause. Pure and allocation-free once created.

/**
 * A mean reading under this (m/s²) holds no gravity: at rest `accelerationIncludingGravity` reads
 * 9.8, and a sensor that reads about 0 gives the acceleration without it, whose direction, the one
 * the depth is measured along, is lost. Half of g leaves room for any tilt and bias.
 */
export const MIN_GRAVITY = 9.81 / 2;
/**
 * A reading whose part across gravity is over this share of g is of the phone turned (by more than
 * 15°), not pressed flat: under the hands it turns with the chest by a few degrees (under a tenth
 * of g across), and the hands push it off the vertical by a tenth of the stroke's acceleration,
 * which a quick downstroke takes to a g (another tenth).
 */
const TURNED_SIN = Math.sin((15 * Math.PI) / 180);
/**
 * How long (grid samples of 20 ms: 10 s) the pose under compressions is remembered: the guidelines
 * keep any pause under 10 s, and through one the phone stays under the hands.
 */
const POSE_MEMORY_SAMPLES = 500;

export interface PhonePose {
  /** 1 for each reading of the phone turned from gravity's direction, after find(). */
  readonly turned: Uint8Array;
  /** Gravity's direction, times the summed readings' length (the readings' sum, the turned left out). */
  readonly gravity: Float64Array;
  /**
   * Finds gravity and the turned readings among the first `n` of x, y, z (`advanced` of them new
   * since the last call); returns the length of `gravity`, or 0 when the readings hold no gravity
   * or fewer than `least` of them are of the phone lying flat.
   */
  find(x: Float64Array, y: Float64Array, z: Float64Array, n: number, advanced: number, least: number): number;
  /** The last window's compressions were told (they kept a rhythm): its gravity is the phone's pose under the hands. */
  hold(): void;
  /** Whether the last find() measured against the pose under the hands (compressions told within 10 s). */
  held(): boolean;
}

export function createPhonePose(capacity: number): PhonePose {
  const turned = new Uint8Array(capacity);
  const gravity = new Float64Array(3);
  const pose = new Float64Array(3);
  let poseLeft = 0;

  /** The sum of the readings not marked turned (all of them at first); returns its length. */
  function sumFlat(x: Float64Array, y: Float64Array, z: Float64Array, n: number): number {
    gravity.fill(0);
    for (let i = 0; i < n; i++) {
      if (turned[i]) continue;
      gravity[0]! += x[i]!;
      gravity[1]! += y[i]!;
      gravity[2]! += z[i]!;
    }
    return Math.hypot(gravity[0]!, gravity[1]!, gravity[2]!) || 1;
  }

  /** Marks the readings (smoothed over five) of a phone turned from `gravity`; returns how many. */
  function markTurned(x: Float64Array, y: Float64Array, z: Float64Array, n: number, norm: number): number {
    const g = norm / n;
    let count = 0;
    for (let i = 0; i < n; i++) {
      let sx = 0;
      let sy = 0;
      let sz = 0;
      for (let j = Math.max(0, i - 2); j <= Math.min(n - 1, i + 2); j++) {
        sx += x[j]!;
        sy += y[j]!;
        sz += z[j]!;
      }
      // Across gravity, per reading (five summed): g·sin θ for a phone turned by θ at rest.
      const along = (sx * gravity[0]! + sy * gravity[1]! + sz * gravity[2]!) / norm;
      const across = Math.sqrt(Math.max(0, sx * sx + sy * sy + sz * sz - along * along)) / 5;
      turned[i] = across > TURNED_SIN * g ? 1 : 0;
      count += turned[i]!;
    }
    return count;
  }

  function find(x: Float64Array, y: Float64Array, z: Float64Array, n: number, advanced: number, least: number) {
    poseLeft = Math.max(0, poseLeft - advanced);
    turned.fill(0, 0, n);
    let norm = sumFlat(x, y, z, n);
    if (norm / n < MIN_GRAVITY) return 0;
    // Where the phone lay under the hands a moment ago, it lies still: a reading turned since is not.
    if (poseLeft > 0) for (let axis = 0; axis < 3; axis++) gravity[axis] = pose[axis]! * norm;
    if (markTurned(x, y, z, n, norm) > 0) {
      norm = sumFlat(x, y, z, n);
      if (markTurned(x, y, z, n, norm) > n - least) return 0;
    }
    return norm;
  }

  function hold(): void {
    const norm = Math.hypot(gravity[0]!, gravity[1]!, gravity[2]!) || 1;
    for (let axis = 0; axis < 3; axis++) pose[axis] = gravity[axis]! / norm;
    poseLeft = POSE_MEMORY_SAMPLES;
  }

  return { turned, gravity, find, hold, held: () => poseLeft > 0 };
}
