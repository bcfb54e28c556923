import { describe, expect, it } from "vitest";
import { chestRecording, type ChestShape } from "./chest-recording.testing";
import { addErrors, emptyErrors, percentile, type DepthErrors } from "./depth-accuracy.testing";
import { estimateDepth } from "./depth-estimator";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";

// The estimator on recordings it was not designed on: chest-recording.testing.ts simulates the chest
// as a mass on a spring and a damper pushed by the hands, and the phone's accelerometer as a filtered,
// biased, noisy sensor polled by the browser, written from the physics alone. Its strokes are not
// the half cosines of motion-recording.testing.ts: their shape comes from the force and the chest.

/** Recordings in the whole mix, and per factor: seeded, so that every run measures the same ones. */
const MIX = 40;
const PER_FACTOR = 12;

const FACTORS: Record<string, ChestShape> = {
  "60 readings a second": { samplingHz: 60 },
  "100 readings a second": { samplingHz: 100 },
  "force held at its peak 20 % of the interval": { holdShare: 0.2 },
  "damping ratio 0.7": { dampingRatio: 0.7 },
  "damping ratio 1.2 (the chest not back up when pushed again)": { dampingRatio: 1.2 },
  "force rising and falling in 80 ms": { edgeMs: 80 },
  "noise 0.03 g": { noiseG: 0.03 },
  "leaning 30 N": { leanN: 30 },
};

interface Measured {
  errors: DepthErrors;
  /** The same against each stroke the phone saw: from the chest's top before it to its deepest point. */
  strokeErrors: DepthErrors;
  /** The chest's mean depth at its strokes' tops (mm): how far it had not come back up, unseen by the phone. */
  notBackMm: number;
}

function measure(shape: ChestShape, firstSeed: number, count: number): Measured {
  const errors = emptyErrors();
  const strokeErrors = emptyErrors();
  let notBack = 0;
  let pushes = 0;
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const recording = chestRecording(seed, shape);
    const estimate = estimateDepth(recording.samples);
    if (!estimate) throw new Error(`recording ${seed} was refused`);
    addErrors(errors, estimate, recording.compressions);
    const strokes = recording.compressions.map((compression, index) => ({
      ...compression,
      depthMm: compression.depthMm - recording.topDepthMm[index]!,
    }));
    addErrors(strokeErrors, estimate, strokes);
    notBack += recording.topDepthMm.reduce((sum, depth) => sum + depth, 0);
    pushes += recording.topDepthMm.length;
  }
  return { errors, strokeErrors, notBackMm: notBack / pushes };
}

function row(name: string, { errors, strokeErrors, notBackMm }: Measured): string {
  const mm = (values: readonly number[], p: number) => percentile(values, p).toFixed(1);
  const wrong = ((100 * errors.wrongBand) / Math.max(1, errors.depthMm.length)).toFixed(1);
  return (
    `| ${name} | ${mm(errors.depthMm, 0.5)} / ${mm(errors.depthMm, 0.95)} | ${mm(errors.signedDepthMm, 0.5)} | ` +
    `${notBackMm.toFixed(1)} | ${mm(strokeErrors.depthMm, 0.5)} / ${mm(strokeErrors.depthMm, 0.95)} | ` +
    `${mm(errors.windowDepthMm, 0.5)} / ${mm(errors.windowDepthMm, 0.95)} | ` +
    `${mm(errors.rateBpm, 0.5)} / ${mm(errors.rateBpm, 0.95)} | ${wrong} % | ` +
    `${errors.missed} / ${errors.invented} of ${errors.compressions} |`
  );
}

describe("the depth estimate on a simulated chest", () => {
  it(`holds the pages' figure on ${MIX} recordings, and gives its figures factor by factor`, () => {
    const lines = [
      "| recordings | per compression, median / p95 (mm) | median bias (mm) | chest not back up (mm) | against the stroke, median / p95 (mm) | per window, median / p95 (mm) | rate per window, median / p95 | wrong band | missed / invented |",
    ];
    const mix = measure({}, 1, MIX);
    lines.push(row(`the mix (${MIX})`, mix));
    const rows = Object.entries(FACTORS).map(([name, shape], index) => {
      const measured = measure(shape, 1_000 * (index + 1), PER_FACTOR);
      lines.push(row(name, measured));
      return measured;
    });
    console.info(lines.join("\n"));

    // What decision 0021 quotes for the mix: 1.3 / 3.8 mm per compression (1.0 / 3.2 against the stroke
    // the phone saw), 1.4 / 4.7 mm per window, 0.7 / 2.5 a minute, 8.1 % in the wrong band, 6 of 2,178
    // missed, none invented (1.3 / 4.3 mm and 8.4 % from each compression's first window alone).
    const { errors } = mix;
    expect(errors.compressions).toBeGreaterThan(2_000);
    expect(percentile(errors.depthMm, 0.5)).toBeLessThanOrEqual(1.4);
    expect(percentile(errors.depthMm, 0.95)).toBeLessThanOrEqual(Math.min(5, DEPTH_ESTIMATE_ERROR_MM));
    expect(percentile(errors.windowDepthMm, 0.5)).toBeLessThanOrEqual(1.5);
    expect(percentile(errors.rateBpm, 0.95)).toBeLessThanOrEqual(2.5);
    expect(errors.wrongBand / errors.depthMm.length).toBeLessThan(0.085);
    expect(errors.missed).toBeLessThanOrEqual(0.005 * errors.compressions);
    expect(errors.invented).toBe(0);
    rows.forEach(({ errors: factor }) => expect(factor.invented).toBe(0));
    // A chest that is not back up when pushed again reads shallower by what it lacked, and by no more:
    // the phone sees the stroke, not where the chest rests (as with leaning, the pages say so).
    for (const name of ["damping ratio 1.2 (the chest not back up when pushed again)", "leaning 30 N"]) {
      const { errors: factor, strokeErrors, notBackMm } = rows[Object.keys(FACTORS).indexOf(name)]!;
      expect(notBackMm, name).toBeGreaterThan(2);
      expect(percentile(factor.signedDepthMm, 0.5), name).toBeLessThan(-2);
      expect(Math.abs(percentile(strokeErrors.signedDepthMm, 0.5)), name).toBeLessThan(1);
    }
  });
});

describe("a run deeper than the one before", () => {
  it("is told in full, not taken for the phone lifted", () => {
    // Seed 8000 leans 30 N and pushes some 35 mm, then, after a pause, some 70 (as a pupil told to
    // push harder would): every stroke of the second run is more than 1.2 times the first's.
    const recording = chestRecording(8_000, { leanN: 30 });
    const { compressions, pushAtMs } = recording;
    const pause = pushAtMs.findIndex((at, index) => index > 0 && at - pushAtMs[index - 1]! > 2_000);
    const mean = (depths: number[]) => depths.reduce((sum, depth) => sum + depth, 0) / depths.length;
    const [first, second] = [compressions.slice(0, pause), compressions.slice(pause)];
    expect(mean(second.map(({ depthMm }) => depthMm))).toBeGreaterThan(1.8 * mean(first.map(({ depthMm }) => depthMm)));
    const estimate = estimateDepth(recording.samples);
    if (!estimate) throw new Error("the recording was refused");
    const errors = emptyErrors();
    addErrors(errors, estimate, second);
    // Its first strokes come before the windows have found the new run (RUN_WINDOWS): 2 of 22 (22 lost before).
    expect(errors.missed).toBeLessThanOrEqual(2);
    expect(percentile(errors.depthMm, 0.5)).toBeLessThanOrEqual(6);
  });
});
