import { seededRandom } from "~/lib/seeded-random.testing";
import {
  between,
  chosen,
  clamp,
  normal,
  simulateChest,
  STEP_MS,
  stream,
  type ChestShape,
} from "./chest-motion.testing";

// A phone lying screen up between a rescuer's hands and a chest (or a manikin) during compressions, as a
// browser's devicemotion events deliver it, with the truth of every compression, for the tests of the depth
// estimate. Written from the physics alone: the chest a mass on a spring and a damper pushed by the hands, the
// phone's accelerometer a filtered, noisy, biased sensor read in steps, which the browser polls. Seeded, and every
// draw is made whatever the shape gives, so that a factor given in the shape leaves the seed's other draws alone.

export type { ChestShape };

/** Standard gravity, m/s². */
const GRAVITY = 9.80665;

export interface ChestRecording {
  /** The devicemotion events: `accelerationIncludingGravity` in the phone's axes (m/s²) and the event's time (ms). */
  samples: { t: number; x: number; y: number; z: number }[];
  /** The truth, one per compression: its deepest point's time and depth from rest, and its interval. */
  compressions: { atMs: number; depthMm: number; intervalMs: number }[];
  /** When each compression's push starts, on the samples' clock. */
  pushAtMs: number[];
  /** The chest's depth as each push starts, mm: above 0 while the rescuer leans, off 0 if it has not settled. */
  restDepthMm: number[];
  /**
   * The chest's depth at the top of each stroke, mm: its shallowest between the deepest point before
   * and its own (from the recording's start for the first). What the phone sees is the stroke from
   * there; a chest not back up when pushed again (a lean, a slow recoil) is this much deeper.
   */
  topDepthMm: number[];
  /** The event rate, Hz. */
  samplingHz: number;
  /** The standard deviation of the white noise on each reading, g. */
  noiseG: number;
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
    topDepthMm: truth.map(({ topDepthMm }) => topDepthMm),
    samplingHz,
    noiseG,
  };
}
