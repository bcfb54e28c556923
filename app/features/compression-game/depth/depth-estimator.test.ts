import { describe, expect, it } from "vitest";
import { addErrors, describeErrors, emptyErrors, percentile, type DepthErrors } from "./depth-accuracy.testing";
import {
  canMeasureDepth,
  createDepthTracker,
  estimateDepth,
  MIN_SAMPLING_HZ,
  samplingRateHz,
  type DepthCompression,
  type DepthEstimate,
  type MotionSample,
} from "./depth-estimator";
import { motionRecording, type RecordingShape } from "./motion-recording.testing";

/** Recordings of the accuracy test: seeds 1–200, each 25–40 s with two runs of compressions and a pause. */
const RECORDINGS = 200;

function estimated(samples: readonly MotionSample[]): DepthEstimate {
  const estimate = estimateDepth(samples);
  if (!estimate) throw new Error("the recording was refused");
  return estimate;
}

/** The errors over `count` recordings from `firstSeed` on, all of one shape. */
function errorsOver(firstSeed: number, count: number, shape: RecordingShape = {}): DepthErrors {
  const errors = emptyErrors();
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const recording = motionRecording(seed, shape);
    addErrors(errors, estimated(recording.samples), recording.compressions);
  }
  return errors;
}

describe("the depth estimate from the phone's motion", () => {
  it(`measures depth to 2 mm (median) and 5 mm (p95), the rate to 2 a minute (p95), over ${RECORDINGS} recordings`, () => {
    const errors = emptyErrors();
    let windows = 0;
    let spentMs = 0;
    let stillCompressions = 0;
    for (let seed = 1; seed <= RECORDINGS; seed++) {
      const recording = motionRecording(seed);
      const started = performance.now();
      const estimate = estimated(recording.samples);
      spentMs += performance.now() - started;
      windows += estimate.windows.length;
      addErrors(errors, estimate, recording.compressions);
      stillCompressions += estimate.compressions.filter(({ atMs }) =>
        recording.stillSpans.some(({ fromMs, toMs }) => atMs > fromMs && atMs < toMs),
      ).length;
    }
    console.info(
      `depth from motion, ${RECORDINGS} recordings: ${describeErrors(errors)}; ` +
        `${(spentMs / windows).toFixed(3)} ms a window (3 s every 0.5 s, resampling included), ${windows} windows`,
    );
    // Each compression's own depth, not its window's mean: the truth varies from one to the next.
    expect(percentile(errors.depthMm, 0.5)).toBeLessThanOrEqual(2);
    expect(percentile(errors.depthMm, 0.95)).toBeLessThanOrEqual(5);
    expect(percentile(errors.rateBpm, 0.95)).toBeLessThanOrEqual(2);
    expect(percentile(errors.rateBpm, 1)).toBeLessThanOrEqual(5);
    expect(errors.rateBpm.length).toBeGreaterThan(20 * RECORDINGS);
    // The game times its presses by these compressions: they must be there, once each, and on time.
    expect(errors.invented).toBe(0);
    expect(stillCompressions).toBe(0);
    expect(errors.missed).toBeLessThanOrEqual(0.01 * errors.compressions);
    expect(percentile(errors.timingMs.map(Math.abs), 0.95)).toBeLessThanOrEqual(40);
  });

  it("stays within the error with the phone tilted 30°, where its z axis alone reads 13 % shallow", () => {
    const tilted = errorsOver(1_001, 40, { tiltDeg: 30 });
    expect(percentile(tilted.depthMm, 0.5)).toBeLessThanOrEqual(2);
    expect(percentile(tilted.depthMm, 0.95)).toBeLessThanOrEqual(5);
    expect(percentile(tilted.rateBpm, 0.95)).toBeLessThanOrEqual(2);
    // The same recordings read along z alone, as if gravity were there: cos 30° of every depth.
    const alongZ = emptyErrors();
    for (let seed = 1_001; seed < 1_041; seed++) {
      const recording = motionRecording(seed, { tiltDeg: 30 });
      const zOnly = recording.samples.map(({ t, z }) => ({ t, x: 0, y: 0, z }));
      addErrors(alongZ, estimated(zOnly), recording.compressions);
    }
    expect(percentile(alongZ.depthMm, 0.5)).toBeGreaterThan(4);
  });

  it("holds at the edges: the slowest accepted sampling, the most noise, the slowest and fastest rates", () => {
    for (const shape of [
      { samplingHz: 42, noiseG: 0.05 },
      { rateBpm: 80, depthMm: 30, noiseG: 0.05 },
      { rateBpm: 140, depthMm: 70 },
    ]) {
      const errors = errorsOver(2_001, 20, shape);
      expect(percentile(errors.depthMm, 0.5), JSON.stringify(shape)).toBeLessThanOrEqual(2);
      expect(percentile(errors.depthMm, 0.95), JSON.stringify(shape)).toBeLessThanOrEqual(5);
      expect(percentile(errors.rateBpm, 0.95), JSON.stringify(shape)).toBeLessThanOrEqual(2);
      expect(errors.invented).toBe(0);
    }
  });

  it("invents no compression with the phone held still, at the sensor's worst noise", () => {
    for (let seed = 3_001; seed <= 3_030; seed++) {
      const recording = motionRecording(seed, { runsMs: [], noiseG: 0.05 });
      const estimate = estimated(recording.samples);
      expect(estimate.compressions).toEqual([]);
      expect(estimate.windows.length).toBeGreaterThan(0);
      expect(estimate.windows.every((window) => window.rateBpm === null && !window.compressing)).toBe(true);
    }
  });

  it("says a pause is one within a second and a half, and compressions again once they are back", () => {
    const recording = motionRecording(4_001, { runsMs: [10_000, 10_000] });
    const pause = recording.stillSpans[1]!;
    const estimate = estimated(recording.samples);
    const during = estimate.windows.filter(
      (window) => window.endMs > pause.fromMs + 1_500 && window.endMs < pause.toMs,
    );
    expect(during.length).toBeGreaterThan(4);
    expect(during.every((window) => !window.compressing)).toBe(true);
    const after = estimate.windows.filter(
      (window) => window.endMs > pause.toMs + 2_500 && window.endMs < pause.toMs + 9_000,
    );
    expect(after.every((window) => window.compressing)).toBe(true);
  });

  it("refuses readings too sparse for depth, and reads the rate of jittered readings with gaps", () => {
    const sparse = motionRecording(5_001, { samplingHz: 30 });
    expect(samplingRateHz(sparse.samples)).toBeLessThan(MIN_SAMPLING_HZ);
    expect(canMeasureDepth(sparse.samples)).toBe(false);
    expect(estimateDepth(sparse.samples)).toBeNull();
    for (const samplingHz of [50, 60, 100]) {
      const recording = motionRecording(5_002, { samplingHz });
      expect(Math.abs(samplingRateHz(recording.samples) / samplingHz - 1)).toBeLessThan(0.05);
      expect(canMeasureDepth(recording.samples)).toBe(true);
    }
    expect(samplingRateHz([])).toBe(0);
    expect(estimateDepth([{ t: 0, x: 0, y: 0, z: 9.81 }])).toBeNull();
  });

  it("reports from the stream what the whole recording gives, within 1.2 s once a run is under way, and revises depths for 3.5 s", () => {
    let revisions = 0;
    for (let seed = 6_001; seed <= 6_010; seed++) {
      const recording = motionRecording(seed);
      const reported: (DepthCompression & { reportedAtMs: number })[] = [];
      let now = 0;
      const tracker = createDepthTracker({
        compression: (found) => reported.push({ ...found, reportedAtMs: now }),
        // A later window's measure of a told compression: the same time, within the windows that can see it.
        revise: ({ atMs, depthMm }) => {
          const told = reported.find((compression) => compression.atMs === atMs);
          expect(told).toBeDefined();
          expect(now - atMs).toBeLessThan(3_500);
          told!.depthMm = depthMm;
          revisions += 1;
        },
      });
      for (const { t, x, y, z } of recording.samples) {
        now = t;
        tracker.push(t, x, y, z);
      }
      tracker.finish();
      const whole = estimated(recording.samples).compressions;
      expect(reported.map(({ atMs, depthMm }) => ({ atMs, depthMm }))).toEqual(whole);
      // A compression is confirmed by 0.7 of a cycle after it, then waits for the next window (0.5 s at
      // most); a run's first compressions wait for the first window that can fit them, 1.5 s into the run.
      for (const { atMs, reportedAtMs } of reported) {
        const runStart = Math.max(...recording.stillSpans.map(({ toMs }) => toMs).filter((toMs) => toMs < atMs));
        expect(reportedAtMs - atMs).toBeLessThan(atMs - runStart < 2_000 ? 2_500 : 1_200);
      }
    }
    expect(revisions).toBeGreaterThan(0);
  });

  it("ignores readings that are not numbers or come out of order, and starts afresh after a long gap", () => {
    const recording = motionRecording(7_001);
    const clean = estimated(recording.samples).compressions;
    const spoiled = recording.samples.flatMap((sample, index) =>
      index % 97 === 0 ? [sample, { ...sample, x: Number.NaN }, { ...sample, t: sample.t - 5 }] : [sample],
    );
    expect(estimated(spoiled).compressions).toEqual(clean);
    // A second without readings in the middle of compressions: none is invented in it or across it.
    const middle = recording.compressions[Math.floor(recording.compressions.length / 4)]!.atMs;
    const gapped = recording.samples.filter(({ t }) => t < middle || t > middle + 1_000);
    const errors = emptyErrors();
    const truth = recording.compressions.filter(({ atMs }) => atMs < middle || atMs > middle + 1_000);
    addErrors(errors, estimated(gapped), truth);
    expect(errors.invented).toBe(0);
    expect(percentile(errors.depthMm, 0.95)).toBeLessThanOrEqual(5);
  });
});
