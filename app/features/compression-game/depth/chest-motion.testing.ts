import { seededRandom } from "~/lib/seeded-random.testing";

// A chest under a rescuer's hands during compressions, for chest-recording.testing.ts: a mass on a
// spring and a damper pushed by the hands' force, simulated on a fine time base, with the truth of
// every compression taken from the simulation itself. Seeded, and every draw is made whatever the
// shape gives, so that a factor given in the shape leaves the seed's other draws alone.

/** The simulation's fine time step, ms: the chest rings at 4–10 Hz, the sensor filters below 60 Hz. */
export const STEP_MS = 1;

/** What a recording is made of. Every field is optional: those not given are drawn per seed. */
export interface ChestShape {
  /** The browser's event rate, Hz: 60 or 100, half the seeds each. */
  samplingHz?: number;
  /** The force the hands keep on the chest between compressions (leaning), N: 0; leaning rescuers keep 20–50. */
  leanN?: number;
  /** The standard deviation of the white noise on each reading, g: 0.003–0.03, even on a log scale. */
  noiseG?: number;
  /** Each run's target depth from the chest's rest, mm: 30–70, drawn for each of the two runs. */
  depthMm?: number;
  /** The mean rate of the compressions, a minute: 90–130. */
  rateBpm?: number;
  /** The standard deviation of each compression's target depth about its run's, mm: 2–5. */
  depthSpreadMm?: number;
  /** The phone's tilt from level, degrees: 0–30, towards a random side. */
  tiltDeg?: number;
  /** The share of events lost one by one: 0–0.08 (bursts of 2–5 lost events, one in 500, come on top). */
  dropShare?: number;
  /** The most an event's stamp trails its poll, ms: 0.5–4 (each event's delay uniform up to it). */
  stampJitterMs?: number;
  /** The length of every rise and release of the force, ms: 25–45 % of the interval, drawn per compression. */
  edgeMs?: number;
  /** The share of each interval the force stays at its peak: 0–0.2, drawn per compression. */
  holdShare?: number;
  /** The hands' tremor, vertical acceleration RMS, m/s²: 0.02–0.15 (0 for none). */
  tremorMs2?: number;
  /** The chest's stiffness, N/mm: 6–12. */
  stiffnessNPerMm?: number;
  /** The mass moving with the chest (chest wall, phone, hands and forearms), kg: 3–10. */
  massKg?: number;
  /**
   * The chest's damping ratio: 0.7–1.2. Below about 0.7 a chest let go springs up past its rest, by a
   * fifth of its depth at 0.5 and by most of it at 0.1: far above its rest, where no chest under a
   * rescuer's hands goes (the hands do not pull). A step released at 0.7 overshoots by under 5 %.
   */
  dampingRatio?: number;
}

type Chest = { stiffness: number; mass: number; damping: number }; // N/m, kg, N·s/m
type Push = { start: number; steps: number; targetM: number; riseMs: number; holdMs: number; releaseMs: number };
type Motion = { x: number; v: number };
type Output = { depth: Float64Array; accel?: Float64Array; at: number };

/** A standard normal draw (Box–Muller). */
export const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
export const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A random stream of its own, seeded from `random`. */
export const stream = (random: () => number) => seededRandom(Math.floor(random() * 2 ** 32));

/** `given` if the shape gives it, else the draw, which is made either way (an argument is always evaluated). */
export function chosen(given: number | undefined, drawn: number): number {
  return given ?? drawn;
}

/** The push's share of its peak force `ms` after its start: raised-cosine ramps, as hands speed up and slow down. */
function pushShare(push: Push, ms: number): number {
  const falling = ms - push.riseMs - push.holdMs;
  if (ms < push.riseMs) return 0.5 - 0.5 * Math.cos((Math.PI * ms) / push.riseMs);
  if (falling < 0) return 1;
  return falling < push.releaseMs ? 0.5 + 0.5 * Math.cos((Math.PI * falling) / push.releaseMs) : 0;
}

/**
 * m·x'' = F − k·x − c·x' (x down from the chest's rest), by semi-implicit Euler for `steps` fine
 * steps from `state`: the depth and acceleration at the start of each step are written from `at` on.
 */
function integrate(chest: Chest, state: Motion, steps: number, force: (ms: number) => number, out: Output): Motion {
  let { x, v } = state;
  for (let i = 0; i < steps; i++) {
    const a = (force(i * STEP_MS) - chest.stiffness * x - chest.damping * v) / chest.mass;
    out.depth[out.at + i] = x;
    if (out.accel) out.accel[out.at + i] = a;
    v += (a * STEP_MS) / 1000;
    x += (v * STEP_MS) / 1000;
  }
  return { x, v };
}

function deepestIndex(depth: ArrayLike<number>, from: number, to: number): number {
  let deepest = from;
  for (let i = from + 1; i < to; i++) if (depth[i]! > depth[deepest]!) deepest = i;
  return deepest;
}

/**
 * The peak force (above the lean) that takes this push's deepest point to its target. The system is
 * linear: the motion is the lean's alone (with what is left of the last compression) plus the peak
 * times the push's own response from rest; the deepest point moves as the peak changes, so the peak
 * is found again until it stays.
 */
function peakForce(chest: Chest, state: Motion, push: Push, leanN: number): number {
  const [free, unit] = [new Float64Array(push.steps), new Float64Array(push.steps)];
  integrate(chest, state, push.steps, () => leanN, { depth: free, at: 0 });
  integrate(chest, { x: 0, v: 0 }, push.steps, (ms) => pushShare(push, ms), { depth: unit, at: 0 });
  let deepest = deepestIndex(unit, 0, push.steps);
  for (let round = 0; ; round++) {
    const peak = Math.max(0, (push.targetM - free[deepest]!) / unit[deepest]!);
    const total = free.map((x, i) => x + peak * unit[i]!);
    const moved = deepestIndex(total, 0, push.steps);
    if (moved === deepest || round === 4) return peak;
    deepest = moved;
  }
}

/**
 * Two runs of compressions (12–18 s, a pause of 3–8 s between them, 1–3 s of rest before and after).
 * The rate drifts linearly by up to ±10 % over the recording and each interval is jittered by 2–8 %
 * (clamped to 3 SD); each compression's target varies about its run's, within 25–75 mm. A rescuer's
 * stroke keeps its shape: each run has its own shares of rise, hold and release, which vary by 2 % of
 * the interval from one compression to the next (the rhythm studies measure is that of the deepest points).
 */
function schedulePushes(random: () => number, shape: ChestShape): { pushes: Push[]; totalSteps: number } {
  const pushRandom = stream(random);
  const rateBpm = chosen(shape.rateBpm, between(random, 90, 130));
  const [drift, jitter] = [between(random, -0.1, 0.1), between(random, 0.02, 0.08)];
  const runDepths = [between(random, 30, 70), between(random, 30, 70)].map((depth) => chosen(shape.depthMm, depth));
  const spread = chosen(shape.depthSpreadMm, between(random, 2, 5));
  const [runMs, pauseMs] = [[between(random, 12e3, 18e3), between(random, 12e3, 18e3)], between(random, 3e3, 8e3)];
  const restMs = [between(random, 1e3, 3e3), between(random, 1e3, 3e3)].map((ms) => Math.round(ms / STEP_MS) * STEP_MS);
  const pushes: Push[] = [];
  let ms = restMs[0]!;
  runMs.forEach((lengthMs, run) => {
    const stroke = [between(pushRandom, 0.25, 0.45), between(pushRandom, 0, 0.2), between(pushRandom, 0.25, 0.45)];
    for (const runStart = ms; ms < runStart + lengthMs;) {
      const [intervalDraw, depthDraw] = [normal(pushRandom), normal(pushRandom)];
      const shares = stroke.map((share) => Math.max(0, share + 0.02 * clamp(normal(pushRandom), -3, 3)));
      const progress = clamp((ms - restMs[0]!) / (runMs[0]! + pauseMs + runMs[1]!), 0, 1);
      const nominalMs = 60_000 / (rateBpm * (1 + drift * (2 * progress - 1)));
      const steps = Math.round((nominalMs * (1 + jitter * clamp(intervalDraw, -3, 3))) / STEP_MS);
      const intervalMs = steps * STEP_MS;
      const edges = [shares[0]! * intervalMs, shares[2]! * intervalMs];
      const [riseMs, releaseMs] = edges.map((edge) => chosen(shape.edgeMs, edge)) as [number, number];
      const holdMs = chosen(shape.holdShare, shares[1]!) * intervalMs;
      const fit = Math.min(1, intervalMs / (riseMs + holdMs + releaseMs));
      const targetM = clamp(runDepths[run]! + spread * depthDraw, 25, 75) / 1000;
      const [start, rise, release] = [Math.round(ms / STEP_MS), Math.max(STEP_MS, riseMs * fit), releaseMs * fit];
      pushes.push({ start, steps, targetM, riseMs: rise, holdMs: holdMs * fit, releaseMs: Math.max(STEP_MS, release) });
      ms += intervalMs;
    }
    if (run === 0) ms += Math.round(pauseMs / STEP_MS) * STEP_MS;
  });
  return { pushes, totalSteps: Math.round((ms + restMs[1]!) / STEP_MS) };
}

/** The chest's depth and acceleration on the fine time base, and the truth of every compression. */
export function simulateChest(random: () => number, shape: ChestShape) {
  // Published force–depth studies of manikins and adult chests: some 400–600 N for 50 mm.
  const stiffness = chosen(shape.stiffnessNPerMm, between(random, 6, 12)) * 1000;
  const mass = chosen(shape.massKg, between(random, 3, 10));
  const damping = 2 * chosen(shape.dampingRatio, between(random, 0.7, 1.2)) * Math.sqrt(stiffness * mass);
  const chest = { stiffness, mass, damping };
  const { pushes, totalSteps } = schedulePushes(random, shape);
  const leanN = shape.leanN ?? 0;
  const [depth, accel] = [new Float64Array(totalSteps), new Float64Array(totalSteps)];
  // The hands rest on the chest from the start: it begins still, pressed down by the lean.
  let [state, at] = [{ x: leanN / stiffness, v: 0 }, 0];
  let previousDeepest = 0;
  const truth = pushes.map((push) => {
    state = integrate(chest, state, push.start - at, () => leanN, { depth, accel, at });
    const [restDepthMm, peak] = [state.x * 1000, peakForce(chest, state, push, leanN)];
    const force = (ms: number) => leanN + peak * pushShare(push, ms);
    state = integrate(chest, state, push.steps, force, { depth, accel, at: push.start });
    at = push.start + push.steps;
    const deepest = deepestIndex(depth, push.start, at);
    let top = deepest;
    for (let i = deepest; i >= Math.max(0, previousDeepest); i--) if (depth[i]! < depth[top]!) top = i;
    previousDeepest = deepest;
    const [atMs, intervalMs] = [deepest * STEP_MS, push.steps * STEP_MS];
    const topDepthMm = depth[top]! * 1000;
    return { atMs, depthMm: depth[deepest]! * 1000, intervalMs, pushMs: push.start * STEP_MS, restDepthMm, topDepthMm };
  });
  integrate(chest, state, totalSteps - at, () => leanN, { depth, accel, at });
  return { depth, accel, truth };
}
