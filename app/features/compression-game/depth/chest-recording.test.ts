import { describe, expect, it } from "vitest";
import { chestRecording, type ChestRecording, type ChestShape } from "./chest-recording.testing";

// The generator of phone recordings itself, not any estimate made from them: its recordings repeat,
// its events come as a browser's would, and its readings agree with the chest it simulated.

const GRAVITY = 9.80665;
/** A share of lost events to ask for, to see it come back. */
const asked = { dropShare: 0.04 };

const made = new Map<string, ChestRecording>();
/** The recording of this seed and shape, made once for the whole file: making one takes some 20 ms. */
function recorded(seed: number, shape: ChestShape = {}): ChestRecording {
  const key = JSON.stringify([seed, shape]);
  if (!made.has(key)) made.set(key, chestRecording(seed, shape));
  return made.get(key)!;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const magnitude = ({ x, y, z }: { x: number; y: number; z: number }) => Math.hypot(x, y, z);

/** The compressions' indexes, run by run: a run ends where the next push does not follow the last interval. */
function runs({ compressions, pushAtMs }: ChestRecording): number[][] {
  const found: number[][] = [];
  compressions.forEach((_, index) => {
    const follows = index > 0 && pushAtMs[index]! - pushAtMs[index - 1]! - compressions[index - 1]!.intervalMs < 1;
    if (follows) found.at(-1)!.push(index);
    else found.push([index]);
  });
  return found;
}

/** The events before the first push: the phone lies still on the chest. */
const restingSamples = (recording: ChestRecording) => recording.samples.filter(({ t }) => t < recording.pushAtMs[0]!);

/**
 * Each compression's depth from the readings alone: the acceleration along gravity (the mean reading
 * while the phone lay still) integrated twice from one push to the next, the unknown starting speed
 * set so that the path ends at the chest's depth at the next push.
 */
function depthsFromReadings(recording: ChestRecording): { truth: number; measured: number }[] {
  const { samples, pushAtMs, restDepthMm, compressions } = recording;
  const rest = restingSamples(recording);
  const up = (["x", "y", "z"] as const).map((axis) => mean(rest.map((sample) => sample[axis])));
  const g = Math.hypot(...up);
  const down = (sample: { x: number; y: number; z: number }) =>
    g - (sample.x * up[0]! + sample.y * up[1]! + sample.z * up[2]!) / g;
  return runs(recording).flatMap((run) =>
    run.slice(0, -1).map((index) => {
      const window = samples.filter(({ t }) => t >= pushAtMs[index]! && t <= pushAtMs[index + 1]!);
      const path = [{ t: window[0]!.t, x: 0 }];
      let speed = 0;
      for (let k = 1; k < window.length; k++) {
        const seconds = (window[k]!.t - window[k - 1]!.t) / 1000;
        const next = speed + (seconds * (down(window[k - 1]!) + down(window[k]!))) / 2;
        path.push({ t: window[k]!.t, x: path.at(-1)!.x + (seconds * (speed + next)) / 2 });
        speed = next;
      }
      const [start, end] = [path[0]!, path.at(-1)!];
      const drift = ((restDepthMm[index + 1]! - restDepthMm[index]!) / 1000 - end.x) / ((end.t - start.t) / 1000);
      const depths = path.map(({ t, x }) => restDepthMm[index]! + 1000 * (x + (drift * (t - start.t)) / 1000));
      return { truth: compressions[index]!.depthMm, measured: Math.max(...depths) };
    }),
  );
}

describe("a phone's recording of chest compressions", () => {
  it("is the same for the same seed, and differs between seeds", () => {
    expect(chestRecording(1, asked)).toEqual(recorded(1, asked));
    expect(recorded(2, asked).samples).not.toEqual(recorded(1, asked).samples);
    expect(recorded(2, asked).compressions).not.toEqual(recorded(1, asked).compressions);
  });

  it("keeps the seed's other draws when the shape gives one factor", () => {
    const drawn = recorded(7);
    expect(recorded(7, { noiseG: 0.02 }).compressions).toEqual(drawn.compressions);
    expect(recorded(7, { noiseG: 0.02 }).samples.map(({ t }) => t)).toEqual(drawn.samples.map(({ t }) => t));
    const resampled = chestRecording(7, { samplingHz: drawn.samplingHz === 60 ? 100 : 60 });
    expect(resampled.compressions).toEqual(drawn.compressions);
    const leaning = chestRecording(7, { leanN: 40 });
    expect(leaning.pushAtMs).toEqual(drawn.pushAtMs);
    expect(leaning.samples.map(({ t }) => t)).toEqual(drawn.samples.map(({ t }) => t));
    expect(leaning.compressions.map(({ intervalMs }) => intervalMs)).toEqual(
      drawn.compressions.map(({ intervalMs }) => intervalMs),
    );
  });

  it("delivers strictly increasing events at the stated rate, with about the share asked lost", () => {
    const rates = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const { samples, samplingHz } = recorded(seed, asked);
      rates.add(samplingHz);
      const gaps = samples.slice(1).map(({ t }, index) => t - samples[index]!.t);
      expect(Math.min(...gaps), `seed ${seed}`).toBeGreaterThan(0);
      expect(median(gaps) / (1000 / samplingHz), `seed ${seed}`).toBeCloseTo(1, 1);
      const polls = ((samples.at(-1)!.t - samples[0]!.t) * samplingHz) / 1000 + 1;
      // Lost one by one as asked, and in bursts of 2–5 one event in 500 (some 0.7 % more).
      expect(1 - samples.length / polls, `seed ${seed}`).toBeGreaterThan(0.02);
      expect(1 - samples.length / polls, `seed ${seed}`).toBeLessThan(0.07);
    }
    expect([...rates].sort((a, b) => a - b)).toEqual([60, 100]);
  });

  it("reads gravity, give or take the bias and the scale errors, while the phone lies still", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rest = restingSamples(recorded(seed, asked)).map(magnitude);
      expect(rest.length, `seed ${seed}`).toBeGreaterThan(50);
      // At most 0.2 m/s² of bias on each axis and 3 % of scale error.
      expect(Math.abs(mean(rest) - GRAVITY), `seed ${seed}`).toBeLessThan(0.7);
    }
    for (const seed of [1, 2]) {
      const rest = restingSamples(chestRecording(seed, { noiseG: 0.01, tremorMs2: 0 })).map(magnitude);
      const spread = Math.sqrt(mean(rest.map((value) => (value - mean(rest)) ** 2)));
      expect(spread / (0.01 * GRAVITY), `seed ${seed}`).toBeGreaterThan(0.75);
      expect(spread / (0.01 * GRAVITY), `seed ${seed}`).toBeLessThan(1.25);
    }
  });

  it("pushes two runs of compressions to the depth and at the rate asked, with smooth or sharp edges", () => {
    for (const [seed, edgeMs] of [[1], [2], [3, 40]]) {
      const recording = chestRecording(seed!, { depthMm: 50, rateBpm: 110, edgeMs });
      const { compressions } = recording;
      const depths = compressions.map(({ depthMm }) => depthMm);
      expect(Math.min(...depths), `seed ${seed}`).toBeGreaterThanOrEqual(25);
      expect(Math.max(...depths), `seed ${seed}`).toBeLessThanOrEqual(75);
      const found = runs(recording);
      expect(found, `seed ${seed}`).toHaveLength(2);
      for (const run of found) {
        expect(Math.abs(mean(run.map((index) => depths[index]!)) - 50), `seed ${seed}`).toBeLessThan(2);
        const lastingMs = run.reduce((sum, index) => sum + compressions[index]!.intervalMs, 0);
        expect(lastingMs, `seed ${seed}`).toBeGreaterThan(12_000);
        expect(lastingMs, `seed ${seed}`).toBeLessThan(19_000);
      }
      const rateBpm = 60_000 / mean(compressions.map(({ intervalMs }) => intervalMs));
      expect(Math.abs(rateBpm - 110), `seed ${seed}`).toBeLessThan(3);
    }
  });

  it("keeps a leaning rescuer's chest down between compressions, to the same deepest points", () => {
    for (const seed of [3, 4]) {
      const shape = { stiffnessNPerMm: 8, dampingRatio: 0.8, holdShare: 0 };
      const [upright, leaning] = [chestRecording(seed, shape), chestRecording(seed, { ...shape, leanN: 40 })];
      // 40 N on a chest of 8 N/mm holds it 5 mm down; without a lean it comes back to about its rest.
      expect(Math.abs(mean(upright.restDepthMm)), `seed ${seed}`).toBeLessThan(1);
      expect(mean(leaning.restDepthMm) - mean(upright.restDepthMm), `seed ${seed}`).toBeCloseTo(5, 0);
      leaning.compressions.forEach(({ depthMm }, index) => {
        expect(depthMm, `seed ${seed}, compression ${index}`).toBeCloseTo(upright.compressions[index]!.depthMm, 1);
      });
    }
  });

  it("gives readings that, integrated twice, come within a couple of mm of the chest's depths", () => {
    // Noise and tremor off, smooth pushes, no event lost but in the rare bursts, at
    // 100 Hz: what is left is the sensor's own (scale errors, filter, its internal rate) and the phone's rocking.
    const shape = {
      noiseG: 0,
      tremorMs2: 0,
      samplingHz: 100,
      dropShare: 0,
      dampingRatio: 0.8,
      edgeMs: 150,
      depthMm: 40,
    };
    for (const seed of [1, 2, 3]) {
      const errors = depthsFromReadings(chestRecording(seed, shape)).map(({ truth, measured }) => measured - truth);
      expect(errors.length, `seed ${seed}`).toBeGreaterThan(40);
      expect(Math.abs(mean(errors)), `seed ${seed}`).toBeLessThan(2.5);
      expect(median(errors.map(Math.abs)), `seed ${seed}`).toBeLessThan(2.5);
    }
  });
});
