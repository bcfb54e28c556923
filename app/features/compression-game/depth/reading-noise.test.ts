import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random.testing";
import { createReadingNoise, createSharpTurns } from "./reading-noise";

/** A standard normal number (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Three seconds of readings about 10 ms apart (±25 %) of a 2 Hz motion, 5 m/s² up and down, with noise. */
function feed(noise: ReturnType<typeof createReadingNoise>, sigma: number, step: (ms: number) => number = () => 0) {
  const random = seededRandom(7);
  for (let ms = 0; ms < 3_000; ms += 10 * (0.75 + 0.5 * random())) {
    const up = 5 * Math.cos(2 * Math.PI * 2 * (ms / 1000)) + step(ms);
    noise.push(ms, sigma * normal(random), sigma * normal(random), 9.81 + up + sigma * normal(random));
  }
}

describe("the readings' noise", () => {
  it("is their variance times their spacing, whatever the motion", () => {
    for (const sigma of [0.1, 0.5]) {
      const noise = createReadingNoise();
      feed(noise, sigma);
      expect(noise.density() / (sigma * sigma * 0.01)).toBeGreaterThan(0.85);
      expect(noise.density() / (sigma * sigma * 0.01)).toBeLessThan(1.15);
    }
  });

  it("puts a sharp turn of the motion's velocity error in the grid cell it falls in", () => {
    const cells = (noise: ReturnType<typeof createReadingNoise>) => {
      noise.density();
      const turns = createSharpTurns(150);
      noise.turnsInto(turns, 150, 0, 20);
      return turns.cells;
    };
    const smooth = cells(
      (() => {
        const noise = createReadingNoise();
        feed(noise, 0.1);
        return noise;
      })(),
    );
    // The acceleration jumps by 6 m/s² at 1.5 s (cell 75), as a stroke's may at its bottom.
    const turned = cells(
      (() => {
        const noise = createReadingNoise();
        feed(noise, 0.1, (ms) => (ms > 1_500 ? 6 : 0));
        return noise;
      })(),
    );
    expect(Math.max(...smooth)).toBeLessThan(1e-5);
    const around = turned[74]! + turned[75]! + turned[76]!;
    // Up to 6 m/s² × 12.5 ms / 2 off in velocity: a variance of some (6 × 0.0125)² / 12 = 5·10⁻⁴.
    expect(around).toBeGreaterThan(2e-4);
    expect(around).toBeLessThan(1e-3);
    expect(turned.reduce((sum, value) => sum + value, 0) - around).toBeLessThan(1e-5);
  });

  it("finds a jump of the acceleration between the two readings either side of it, and reads them along gravity", () => {
    const jumps = (step: (ms: number) => number) => {
      const noise = createReadingNoise();
      feed(noise, 0.1, step);
      noise.density();
      const turns = createSharpTurns(150);
      noise.turnsInto(turns, 150, 0, 20);
      // Gravity along z, the readings' mean 9.81: what is left is the motion.
      turns.along(0, 0, 1, 1, 9.81);
      return turns;
    };
    expect(jumps(() => 0).count).toBe(0);
    // The acceleration jumps by 6 m/s² at 1.5 s (grid index 75), where the motion's own is 5·cos(6π) = 5.
    const turns = jumps((ms) => (ms > 1_500 ? 6 : 0));
    expect(turns.count).toBe(1);
    const at = turns.at[0]!;
    const span = turns.spans[0]!;
    // Between its readings 7.5–12.5 ms apart: its time is their middle, within half their spacing.
    expect(span).toBeGreaterThan(0.3);
    expect(span).toBeLessThan(0.7);
    expect(Math.abs(at - 75)).toBeLessThanOrEqual(span / 2);
    expect(turns.before[0]).toBeCloseTo(5, 0);
    expect(turns.after[0]).toBeCloseTo(11, 0);
  });

  it("knows the largest jump its noise would hide, whose doubt a stroke's turns still carry", () => {
    const hidden = (sigma: number) => {
      const noise = createReadingNoise();
      feed(noise, sigma);
      noise.density();
      const turns = createSharpTurns(150);
      noise.turnsInto(turns, 150, 0, 20);
      return turns.hidden;
    };
    // Quiet, the least jump told is 1 m/s² (two readings off by 0.5 each); at 0.5 m/s² of noise, a jump
    // of 2·√(4 × 4.5)·0.5 = 4.2 m/s² passes unseen. Readings 10 ms apart: (A × 0.01)² / 12.
    expect(hidden(0.1) / ((1 * 0.01) ** 2 / 12)).toBeCloseTo(1, 1);
    expect(hidden(0.5) / ((4.24 * 0.01) ** 2 / 12)).toBeGreaterThan(0.75);
    expect(hidden(0.5) / ((4.24 * 0.01) ** 2 / 12)).toBeLessThan(1.33);
  });

  it("marks a gap of dropped readings in the cell it falls in, its length squared over 12", () => {
    const noise = createReadingNoise();
    const random = seededRandom(11);
    // Readings 10 ms apart, none from 1.5 to 1.58 s: an interval of 90 ms whose middle is in cell 77.
    for (let ms = 0; ms < 3_000; ms += 10) {
      if (ms > 1_500 && ms < 1_590) continue;
      noise.push(ms, 0.1 * normal(random), 0.1 * normal(random), 9.81 + 0.1 * normal(random));
    }
    noise.density();
    const turns = createSharpTurns(150);
    noise.turnsInto(turns, 150, 0, 20);
    expect(turns.gaps[77]).toBeCloseTo(0.09 ** 2 / 12, 6);
    expect(turns.gaps.reduce((sum, value) => sum + value, 0)).toBeCloseTo(0.09 ** 2 / 12, 6);
  });

  it("is not known before three readings, and forgotten after a gap", () => {
    const noise = createReadingNoise();
    expect(noise.density()).toBe(0);
    feed(noise, 0.3);
    noise.reset();
    expect(noise.density()).toBe(0);
  });
});
