import type { MotionSample } from "./depth-estimator";
import { seededRandom } from "~/lib/seeded-random.testing";
import { phoneHandling, type HandlingAt } from "./phone-handling.testing";

// Synthetic recordings of a phone held between the hands and a chest, built from a known
// displacement so that the depth estimate can be checked against the truth. The displacement is
// not the estimator's model: each compression goes down and comes back up as two half cosines of
// different lengths, a different depth each time, the interval jittered, so its acceleration has
// jumps at the top and the bottom and harmonics beyond the three the estimator fits. The phone
// leans, wanders and rocks with each stroke, and the hands push it a little sideways.

const G = 9.81;

export interface TrueCompression {
  /** Time of the deepest point, on the samples' clock (ms). */
  atMs: number;
  depthMm: number;
  /** Length of this compression, from the top before it to the top after it (ms). */
  intervalMs: number;
}

export interface MotionRecording {
  samples: MotionSample[];
  compressions: TrueCompression[];
  /** Stretches with no compression at all (the rest before, the pause, the rest after), ms. */
  stillSpans: { fromMs: number; toMs: number }[];
  /** Stretches with the phone in the hand (placed on the chest, lifted off it and held to press Stop), ms. */
  handlingSpans: { fromMs: number; toMs: number }[];
  samplingHz: number;
  tiltDeg: number;
  noiseG: number;
}

export interface RecordingShape {
  /** Rate at the first compression, a minute (80–140 when not given). */
  rateBpm?: number;
  /** Depth of the first compression, mm (30–70 when not given). */
  depthMm?: number;
  tiltDeg?: number;
  noiseG?: number;
  samplingHz?: number;
  /** Runs of compressions, each this long (ms), with a pause between two; none: the phone held still. */
  runsMs?: readonly number[];
  /** Share of a stroke's moving time spent going down (0.4–0.55 when not given). */
  downShare?: number;
  /** Shares of each interval spent still at the top (a dwell) and at the bottom (a hold). */
  dwellShare?: number;
  holdShare?: number;
  /** Standard deviation of each interval, a share of it (0.01–0.04 when not given). */
  intervalJitter?: number;
  /** Standard deviation of each compression's depth about the run's (mm; 1 when not given). */
  depthSpreadMm?: number;
  /** How far (mm) the chest stays down between compressions: the phone's strokes are this much shorter. */
  leanMm?: number;
  /** The phone placed on the chest from the hand before, and lifted to the face after, turned by this much (°). */
  handlingTurnDeg?: number;
  /** The stamps' error about the readings' true times (ms, ±; 0.5 when not given), and readings dropped. */
  stampJitterMs?: number;
  dropShare?: number;
  /**
   * Each reading rounded to this step (m/s²; not rounded when not given), as a browser may hand it
   * on: Chromium rounds its motion sensors' readings to 0.1 m/s² against fingerprinting.
   */
  readingStep?: number;
}

/** A number in [low, high) from `random`. */
function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

/** A standard normal number (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Stroke {
  topMs: number;
  downMs: number;
  holdMs: number;
  upMs: number;
  /** How far down the stroke starts, goes and ends (m, from the chest at rest). */
  fromM: number;
  depthM: number;
  toM: number;
}

interface StrokeState {
  index: number;
  /** Vertical acceleration, m/s² up. */
  acceleration: number;
  /** How far down the stroke is, 0 at the top to 1 at the bottom. */
  down: number;
}

/**
 * The strokes' motion at `ms` into `state` (whose index walks on with the time): half cosines down,
 * a hold at the bottom, half cosines up, a dwell at the top until the next stroke.
 */
function strokeMotion(strokes: readonly Stroke[], ms: number, state: StrokeState): void {
  while (state.index < strokes.length - 1 && ms >= strokes[state.index + 1]!.topMs) state.index += 1;
  state.acceleration = 0;
  state.down = 0;
  const stroke = strokes[state.index];
  if (!stroke || ms < stroke.topMs) return;
  const into = (ms - stroke.topMs) / 1000;
  const down = stroke.downMs / 1000;
  const hold = stroke.holdMs / 1000;
  const up = stroke.upMs / 1000;
  const fall = stroke.depthM - stroke.fromM;
  const rise = stroke.depthM - stroke.toM;
  if (into < down) {
    state.acceleration = -(fall / 2) * (Math.PI / down) ** 2 * Math.cos((Math.PI * into) / down);
    state.down = (stroke.fromM + (fall * (1 - Math.cos((Math.PI * into) / down))) / 2) / stroke.depthM;
  } else if (into < down + hold) {
    state.down = 1;
  } else if (into < down + hold + up) {
    const rising = into - down - hold;
    state.acceleration = (rise / 2) * (Math.PI / up) ** 2 * Math.cos((Math.PI * rising) / up);
    state.down = (stroke.toM + (rise * (1 + Math.cos((Math.PI * rising) / up))) / 2) / stroke.depthM;
  } else {
    state.down = stroke.toM / stroke.depthM;
  }
}

/**
 * A recording for `seed`: the phone still for 1–3 s, runs of compressions (two of 9–14 s by default)
 * with a still pause of 3–7 s between them, still again for 1–2 s. The rescuer slows (or speeds up a
 * little) over the recording and the depth fades; the phone is tilted and sways sideways with the
 * hands; the sensor adds noise and a constant bias, samples at irregular times and drops some. The
 * shape's factors (strokes, leaning, handling, stamps) change nothing else of the seed's recording.
 */
export function motionRecording(seed: number, shape: RecordingShape = {}): MotionRecording {
  const random = seededRandom(seed);
  const startRate = shape.rateBpm ?? between(random, 80, 140);
  const startDepthMm = shape.depthMm ?? between(random, 30, 70);
  const tiltDeg = shape.tiltDeg ?? between(random, 0, 30);
  const noiseG = shape.noiseG ?? between(random, 0.01, 0.05);
  const samplingHz = shape.samplingHz ?? between(random, 50, 100);
  const runsMs = shape.runsMs ?? [between(random, 9_000, 14_000), between(random, 9_000, 14_000)];
  const rateDrift = between(random, -0.15, 0.03);
  const depthFade = between(random, -0.12, 0);
  const intervalJitter = shape.intervalJitter ?? between(random, 0.01, 0.04);
  const downShare = shape.downShare ?? between(random, 0.4, 0.55);
  const sway = between(random, 0, 0.1);
  const dwellShare = shape.dwellShare ?? 0;
  const holdShare = shape.holdShare ?? 0;
  const spreadMm = shape.depthSpreadMm ?? 1;
  const leanM = (shape.leanMm ?? 0) / 1000;
  const handled = shape.handlingTurnDeg !== undefined;

  const strokes: Stroke[] = [];
  const compressions: TrueCompression[] = [];
  const stillSpans: { fromMs: number; toMs: number }[] = [];
  const handlingSpans: { fromMs: number; toMs: number }[] = [];
  const placing = handled ? phoneHandling(seed, shape.handlingTurnDeg!, null) : null;
  // With no run the phone is held still for 20 s.
  let at = runsMs.length ? between(random, 1_000, 3_000) : 20_000;
  if (placing) {
    handlingSpans.push({ fromMs: 0, toMs: placing.placedMs });
    at = placing.placedMs + 0.4 * at;
  }
  stillSpans.push({ fromMs: placing?.placedMs ?? 0, toMs: at });
  const total = at + runsMs.reduce((sum, run) => sum + run, 0) + 5_000 * Math.max(0, runsMs.length - 1) + 2_000;
  runsMs.forEach((runMs, run) => {
    const end = at + runMs;
    while (at < end) {
      const progress = at / total;
      const rate = Math.min(140, Math.max(80, startRate * (1 + rateDrift * progress)));
      const intervalMs = (60_000 / rate) * (1 + intervalJitter * normal(random));
      const depthMm = Math.min(70, Math.max(30, startDepthMm * (1 + depthFade * progress) + spreadMm * normal(random)));
      const moving = intervalMs * (1 - dwellShare - holdShare);
      const downMs = moving * downShare;
      const holdMs = intervalMs * holdShare;
      // Leaning: the chest comes back up to the lean between two compressions, to rest after a run's last.
      const first = strokes.length === 0 || strokes.at(-1)!.toM === 0;
      const last = at + intervalMs >= end;
      strokes.push({
        topMs: at,
        downMs,
        holdMs,
        upMs: moving - downMs,
        fromM: first ? 0 : leanM,
        depthM: depthMm / 1000,
        toM: last ? 0 : leanM,
      });
      compressions.push({ atMs: at + downMs + holdMs / 2, depthMm, intervalMs });
      at += intervalMs;
    }
    const still = run < runsMs.length - 1 ? between(random, 3_000, 7_000) : between(random, 1_000, 2_000);
    stillSpans.push({ fromMs: at, toMs: at + (handled && run === runsMs.length - 1 ? 0.4 * still : still) });
    at += still;
  });
  // Lifted after the last run's rest, before the end of it when the phone is handled.
  const handling = placing ? phoneHandling(seed, shape.handlingTurnDeg!, stillSpans.at(-1)!.toMs) : null;
  if (handling) handlingSpans.push({ fromMs: handling.liftMs, toMs: handling.endMs });
  const durationMs = handling?.endMs ?? at;

  // The phone's tilt: a mean, a slow wander of the hands (up to 2°), and a rock with each stroke (up
  // to 3° at the bottom). Up in the phone's axes leans from z by the tilt, towards a fixed azimuth.
  const tilt = (tiltDeg * Math.PI) / 180;
  const wander = (between(random, 0, 2) * Math.PI) / 180;
  const wanderHz = between(random, 0.1, 0.4);
  const rock = (between(random, 0, 3) * Math.PI) / 180;
  const azimuth = between(random, 0, 2 * Math.PI);
  const bias = [0, 1, 2].map(() => between(random, -0.03, 0.03) * G);

  const samples: MotionSample[] = [];
  const state: StrokeState = { index: 0, acceleration: 0, down: 0 };
  const stepMs = 1000 / samplingHz;
  const drawnDrop = between(random, 0, 0.03);
  const dropShare = shape.dropShare ?? drawnDrop;
  const stampJitterMs = shape.stampJitterMs ?? 0.5;
  const still: HandlingAt = { up: 0, side: 0, turn: 0, tap: 0 };
  let lastStamp = -Infinity;
  for (let ms = 0; ms < durationMs; ms += stepMs * between(random, 0.75, 1.25)) {
    if (random() < dropShare) continue;
    // Now and then the browser drops a burst of readings.
    if (random() < 0.002) {
      ms += stepMs * Math.floor(between(random, 2, 6));
      continue;
    }
    strokeMotion(strokes, ms, state);
    const hand = handling?.at(ms) ?? still;
    const lean = tilt + wander * Math.sin(2 * Math.PI * wanderHz * (ms / 1000)) + rock * state.down + hand.turn;
    const up = [Math.sin(lean) * Math.cos(azimuth), Math.sin(lean) * Math.sin(azimuth), Math.cos(lean)];
    // Sideways, level with the ground: the hands push a little off the vertical.
    const side = [Math.cos(lean) * Math.cos(azimuth), Math.cos(lean) * Math.sin(azimuth), -Math.sin(lean)];
    const reading = [0, 1, 2].map(
      (axis) =>
        (state.acceleration + hand.up + G) * up[axis]! +
        (sway * state.acceleration + hand.side) * side[axis]! +
        bias[axis]! +
        noiseG * G * normal(random),
    );
    reading[2]! -= hand.tap;
    const step = shape.readingStep;
    if (step) for (let axis = 0; axis < 3; axis++) reading[axis] = Math.round(reading[axis]! / step) * step;
    // The stamp is the reading's time give or take a little (a fraction of a millisecond unless
    // the shape says), and never goes back.
    const stamp = Math.max(lastStamp + 0.1, ms + between(random, -stampJitterMs, stampJitterMs));
    lastStamp = stamp;
    samples.push({ t: stamp, x: reading[0]!, y: reading[1]!, z: reading[2]! });
  }
  return { samples, compressions, stillSpans, handlingSpans, samplingHz, tiltDeg, noiseG };
}
