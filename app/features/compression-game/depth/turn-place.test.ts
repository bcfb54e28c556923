import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random.testing";
import { swingPlace, type SwingPlace } from "./turn-place";

// A downstroke starting at a top at TURN_S: its acceleration a half cosine of SWING_S, read about 60
// times a second from the reading after the turn on (nearest first).
const TURN_S = 1.0;
const SWING_S = 0.16;
const AMPLITUDE = 10;
const SPACING_S = 1 / 60;

function downstroke(firstAfterS: number, count: number, noise = 0, seed = 1) {
  const random = seededRandom(seed);
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  for (let m = 0; m < count; m++) {
    times[m] = firstAfterS + m * SPACING_S * (0.8 + 0.4 * random());
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    values[m] = -AMPLITUDE * Math.cos((Math.PI * (times[m]! - TURN_S)) / SWING_S) + noise * normal;
  }
  return { times, values };
}

describe("where a turn lies between its readings, from the swing beside it", () => {
  it("finds the turn within a tenth of a millisecond where its own two readings cannot tell it", () => {
    // The readings either side of the turn at 0.991 and 1.009 s: their middle is 1 ms before it.
    const { times, values } = downstroke(1.009, 8);
    const out: SwingPlace = { offsetS: 0, variance: 0 };
    expect(swingPlace(times, values, 8, 0.999, 0.009, SWING_S, 0.01, out)).toBe(true);
    expect(Math.abs(out.offsetS - 0.001)).toBeLessThan(0.0001);
    expect(out.variance).toBeGreaterThan(0);
  });

  it("is as sure as its noise lets it be: within three of its standard deviations on noisy readings", () => {
    const out: SwingPlace = { offsetS: 0, variance: 0 };
    const errors: number[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const { times, values } = downstroke(1.004, 8, 0.1, seed);
      if (!swingPlace(times, values, 8, 0.996, 0.008, SWING_S, 0.01, out)) continue;
      errors.push(Math.abs(out.offsetS - 0.004) / Math.sqrt(out.variance));
    }
    expect(errors.length).toBeGreaterThan(190);
    expect(errors.filter((z) => z > 3).length).toBeLessThanOrEqual(2);
  });

  it("says nothing of a still side (a hold's flat readings), of too few readings, or of a swing lost in the noise", () => {
    const out: SwingPlace = { offsetS: 0, variance: 0 };
    const flat = downstroke(1.009, 8);
    flat.values.fill(0.02);
    expect(swingPlace(flat.times, flat.values, 8, 0.999, 0.009, SWING_S, 0.01, out)).toBe(false);
    const { times, values } = downstroke(1.009, 8);
    expect(swingPlace(times, values, 2, 0.999, 0.009, SWING_S, 0.01, out)).toBe(false);
    // Its reading nearest the turn (9.8 m/s²) within six of the noise's standard deviations (2 m/s²).
    expect(swingPlace(times, values, 8, 0.999, 0.009, SWING_S, 2 ** 2, out)).toBe(false);
  });

  it("refuses a swing whose extreme lies well beyond the turn's readings: not the cosine it is taken for", () => {
    const out: SwingPlace = { offsetS: 0, variance: 0 };
    // The swing's extreme 30 ms after the middle of readings 9 ms apart either way.
    const { times, values } = downstroke(1.009, 8);
    expect(swingPlace(times, values, 8, 0.97, 0.009, SWING_S, 0.01, out)).toBe(false);
  });
});
