import { seededRandom } from "~/lib/seeded-random.testing";

// A phone lying screen up between a rescuer's hands and a chest (or a manikin) during compressions, as a
// browser's devicemotion events deliver it, with the truth of every compression, for the tests of the depth
// estimate. Written from the physics alone: the chest a mass on a spring and a damper pushed by the hands, the
// phone's accelerometer a filtered, noisy, biased sensor read in steps, which the browser polls. Seeded, and every
// draw is made whatever the shape gives, so that a factor given in the shape leaves the seed's other draws alone.

/** Standard gravity, m/s². */
const GRAVITY = 9.80665;
/** The simulation's fine time step, ms: the chest rings at 4–10 Hz, the sensor filters below 60 Hz. */
const STEP_MS = 1;

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

export interface ChestRecording {
  /** The devicemotion events: `accelerationIncludingGravity` in the phone's axes (m/s²) and the event's time (ms). */
  samples: { t: number; x: number; y: number; z: number }[];
  /** The truth, one per compression: its deepest point's time and depth from rest, and its interval. */
  compressions: { atMs: number; depthMm: number; intervalMs: number }[];
  /** When each compression's push starts, on the samples' clock. */
  pushAtMs: number[];
  /** The chest's depth as each push starts, mm: above 0 while the rescuer leans, off 0 if it has not settled. */
  restDepthMm: number[];
  /** The event rate, Hz. */
  samplingHz: number;
  /** The standard deviation of the white noise on each reading, g. */
  noiseG: number;
}

type Chest = { stiffness: number; mass: number; damping: number }; // N/m, kg, N·s/m
type Push = { start: number; steps: number; targetM: number; riseMs: number; holdMs: number; releaseMs: number };
type Motion = { x: number; v: number };
type Output = { depth: Float64Array; accel?: Float64Array; at: number };

/** A standard normal draw (Box–Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A random stream of its own, seeded from `random`. */
const stream = (random: () => number) => seededRandom(Math.floor(random() * 2 ** 32));

/** `given` if the shape gives it, else the draw, which is made either way (an argument is always evaluated). */
function chosen(given: number | undefined, drawn: number): number {
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
function simulateChest(random: () => number, shape: ChestShape) {
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
  const truth = pushes.map((push) => {
    state = integrate(chest, state, push.start - at, () => leanN, { depth, accel, at });
    const [restDepthMm, peak] = [state.x * 1000, peakForce(chest, state, push, leanN)];
    const force = (ms: number) => leanN + peak * pushShare(push, ms);
    state = integrate(chest, state, push.steps, force, { depth, accel, at: push.start });
    at = push.start + push.steps;
    const deepest = deepestIndex(depth, push.start, at);
    const [atMs, intervalMs] = [deepest * STEP_MS, push.steps * STEP_MS];
    return { atMs, depthMm: depth[deepest]! * 1000, intervalMs, pushMs: push.start * STEP_MS, restDepthMm };
  });
  integrate(chest, state, totalSteps - at, () => leanN, { depth, accel, at });
  return { depth, accel, truth };
}

/** Turns `v` by the rotation vector (rx, ry, 0), radians, by the axis–angle formula: a horizontal axis. */
function turn(v: Float64Array, rx: number, ry: number): void {
  const angle = Math.sqrt(rx * rx + ry * ry);
  const c = Math.cos(angle);
  const s = Math.sin(angle) / (angle || 1);
  const x = v[0]!;
  const y = v[1]!;
  const z = v[2]!;
  const along = ((rx * x + ry * y) * (1 - c)) / (angle * angle || 1);
  v[0] = x * c + ry * z * s + rx * along;
  v[1] = y * c - rx * z * s + ry * along;
  v[2] = z * c + (rx * y - ry * x) * s;
}

/** A phone's recording of chest compressions, the same for the same seed and shape. */
export function chestRecording(seed: number, shape: ChestShape = {}): ChestRecording {
  const random = seededRandom(seed);
  const { depth, accel, truth } = simulateChest(random, shape);
  const [noiseRandom, deliveryRandom] = [stream(random), stream(random)];
  const angle = () => between(random, 0, 2 * Math.PI);
  const towards = (size: number, azimuth: number) => ({ x: size * Math.cos(azimuth), y: size * Math.sin(azimuth) });
  // The phone's attitude: a tilt, a rocking with the chest's depth (0–4° at 50 mm), a slow wander (0–2°).
  const tilt = towards((chosen(shape.tiltDeg, between(random, 0, 30)) * Math.PI) / 180, angle());
  const rockPerM = towards(((between(random, 0, 4) / 0.05) * Math.PI) / 180, angle());
  const wanderSize = (between(random, 0, 2) * Math.PI) / 180 / Math.SQRT2;
  const wander = [0, 1].map(() => ({ hz: 1 / between(random, 5, 20), phase: angle() }));
  // The hands also push the phone sideways, by up to a tenth of its vertical acceleration.
  const side = towards(between(random, 0, 0.1), angle());
  // Phone accelerometers: 200–400 Hz inside, a 20–60 Hz filter, per-axis bias and scale errors, 12–16 bits over
  // ±8 g, beyond which they saturate (the sharpest pushes on a light, stiff chest may go past it).
  const [internalHz, bandwidthHz] = [between(random, 200, 400), between(random, 20, 60)];
  const bias = [0, 1, 2].map(() => between(random, 0.05, 0.2) * (random() < 0.5 ? -1 : 1));
  const scale = [0, 1, 2].map(() => 1 + between(random, 0.01, 0.03) * (random() < 0.5 ? -1 : 1));
  const noiseG = chosen(shape.noiseG, 0.003 * 10 ** random());
  const [noise, quantum] = [noiseG * GRAVITY, (16 * GRAVITY) / 2 ** (12 + Math.floor(5 * random()))];
  // The hands' physiological tremor: 7–12 Hz, its amplitude swelling and fading over seconds.
  const tremor = chosen(shape.tremorMs2, between(random, 0.02, 0.15));
  const shaking = { hz: between(random, 7, 12), phase: angle() };
  const swelling = { hz: 1 / between(random, 2, 6), phase: angle() };
  const samplingHz = chosen(shape.samplingHz, random() < 0.5 ? 60 : 100);
  const stampJitterMs = chosen(shape.stampJitterMs, between(random, 0.5, 4));
  const dropShare = chosen(shape.dropShare, between(random, 0, 0.08));
  // Where the browser's polls and the sensor's samples fall, and how long the page's clock had run at the start.
  const [pollPhase, internalPhase, clockMs] = [random(), random(), Math.round(between(random, 2e3, 20e3))];

  // Two first-order low-pass sections per axis, each set so that the pair is down 3 dB at the bandwidth.
  const smoothing = 1 - Math.exp((-2 * Math.PI * (bandwidthHz / 0.6436) * STEP_MS) / 1000);
  const filtered = [0, 1, 2].map(() => new Float64Array(depth.length));
  const [first, second, phone] = [new Float64Array(3), new Float64Array(3), new Float64Array(3)];
  for (let i = 0; i < depth.length; i++) {
    const [s, a] = [(i * STEP_MS) / 1000, accel[i]!];
    const swell = (1 + 0.5 * Math.sin(2 * Math.PI * swelling.hz * s + swelling.phase)) / Math.sqrt(1.125);
    const shake = tremor * Math.SQRT2 * swell * Math.sin(2 * Math.PI * shaking.hz * s + shaking.phase);
    // The proper acceleration in the world (z up): gravity's reaction, less the chest's fall, and the sideways push.
    [phone[0], phone[1], phone[2]] = [side.x * a, side.y * a, GRAVITY - a + shake];
    // The phone's attitude as one tilt vector: its tilt, its rocking with the chest's depth, its wander.
    const [wanderX, wanderY] = wander.map(({ hz, phase }) => wanderSize * Math.sin(2 * Math.PI * hz * s + phase));
    turn(phone, -tilt.x - wanderX! - rockPerM.x * depth[i]!, -tilt.y - wanderY! - rockPerM.y * depth[i]!);
    if (i === 0) [first, second].forEach((section) => section.set(phone));
    for (let axis = 0; axis < 3; axis++) {
      first[axis]! += smoothing * (phone[axis]! - first[axis]!);
      second[axis]! += smoothing * (first[axis]! - second[axis]!);
      filtered[axis]![i] = scale[axis]! * second[axis]! + bias[axis]!;
    }
  }

  // The sensor's readings at its internal rate (bias and scale errors included), with white noise, to its step.
  const [internalMs, lastMs] = [1000 / internalHz, (depth.length - 2) * STEP_MS];
  const readings: number[][] = [];
  for (let ms = internalPhase * internalMs; ms <= lastMs; ms = (internalPhase + readings.length) * internalMs) {
    const [index, share] = [Math.floor(ms / STEP_MS), (ms / STEP_MS) % 1];
    const at = (values: Float64Array) => values[index]! + share * (values[index + 1]! - values[index]!);
    const read = (value: number) => clamp(Math.round(value / quantum) * quantum, -8 * GRAVITY, 8 * GRAVITY);
    readings.push(filtered.map((values) => read(at(values) + noise * normal(noiseRandom))));
  }

  // The browser polls the latest reading at its rate and hands it on a little later; some events are lost.
  const samples: ChestRecording["samples"] = [];
  const periodMs = 1000 / samplingHz;
  let lostAhead = 0;
  for (let poll = 0, ms = pollPhase * periodMs; ms <= lastMs; ms = (pollPhase + ++poll) * periodMs) {
    const [dropDraw, burstDraw, burstLength, delay] = [0, 1, 2, 3].map(() => deliveryRandom());
    const reading = readings[Math.floor(ms / internalMs - internalPhase)];
    if (lostAhead > 0) lostAhead--;
    else if (burstDraw! < 1 / 500) lostAhead = 1 + Math.floor(4 * burstLength!);
    else if (reading && dropDraw! >= dropShare) {
      const t = Math.max(clockMs + ms + stampJitterMs * delay!, (samples.at(-1)?.t ?? 0) + 0.001);
      samples.push({ t, x: reading[0]!, y: reading[1]!, z: reading[2]! });
    }
  }

  return {
    samples,
    compressions: truth.map(({ atMs, depthMm, intervalMs }) => ({ atMs: clockMs + atMs, depthMm, intervalMs })),
    pushAtMs: truth.map(({ pushMs }) => clockMs + pushMs),
    restDepthMm: truth.map(({ restDepthMm }) => restDepthMm),
    samplingHz,
    noiseG,
  };
}
