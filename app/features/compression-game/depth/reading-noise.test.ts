import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random.testing";
import { createReadingNoise } from "./reading-noise";

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

  it("counts a sharp turn of the motion into a stroke's depth, most at its middle", () => {
    const smooth = createReadingNoise();
    feed(smooth, 0.1);
    smooth.density();
    const turned = createReadingNoise();
    // The acceleration jumps by 6 m/s² at 1.5 s, as a stroke's may at its bottom.
    feed(turned, 0.1, (ms) => (ms > 1_500 ? 6 : 0));
    turned.density();
    expect(smooth.turnsVariance(1_250, 1_750)).toBeLessThan(1e-7);
    // Up to 6 m/s² × 12.5 ms / 2 off in velocity, times the 0.125 s to the nearer top.
    expect(turned.turnsVariance(1_250, 1_750)).toBeGreaterThan(1e-7);
    expect(turned.turnsVariance(1_250, 1_750)).toBeGreaterThan(10 * turned.turnsVariance(1_480, 2_400));
  });

  it("is not known before three readings, and forgotten after a gap", () => {
    const noise = createReadingNoise();
    expect(noise.density()).toBe(0);
    feed(noise, 0.3);
    noise.reset();
    expect(noise.density()).toBe(0);
  });
});
