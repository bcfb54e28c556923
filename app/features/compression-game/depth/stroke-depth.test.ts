import { describe, expect, it } from "vitest";
import { createStrokeDepths, createStrokeSpread } from "./stroke-depth";

const STEP_S = 0.02;

/**
 * Strokes of cosine shape, `depthsM` deep and `periodS` long each, as the tracker's grid gives them:
 * each value the mean acceleration over its cell (the velocity's change across it over its length).
 */
function strokes(depthsM: readonly number[], periodS: number, offset = 0) {
  const cells = Math.round((depthsM.length * periodS) / STEP_S) + 20;
  const vertical = new Float64Array(cells);
  const velocity = (t: number) => {
    const k = Math.floor(t / periodS);
    const depth = depthsM[k] ?? 0;
    const omega = (2 * Math.PI) / periodS;
    return t < 0 ? 0 : -(depth / 2) * omega * Math.sin(omega * (t - k * periodS));
  };
  const startS = 10 * STEP_S;
  for (let i = 0; i < cells; i++) {
    const from = i * STEP_S - STEP_S / 2 - startS;
    vertical[i] = (velocity(from + STEP_S) - velocity(from)) / STEP_S + offset;
  }
  const deepest = new Float64Array(depthsM.map((_, k) => (startS + (k + 0.5) * periodS) / STEP_S));
  return { vertical, deepest, cells };
}

describe("each stroke's own depth", () => {
  it("is the depth of its own stroke, each different, whatever the readings' constant part", () => {
    const depthsM = [0.05, 0.056, 0.047, 0.061, 0.052];
    const { vertical, deepest, cells } = strokes(depthsM, 0.55, 0.2);
    const measured = createStrokeDepths(cells);
    // The fitted constant a little off: the strokes' still tops set it right.
    measured.measure(vertical, cells, STEP_S, 0.23, 0.001, deepest, depthsM.length, 0.55 / STEP_S, 0.275 / STEP_S);
    depthsM.forEach((depthM, k) => expect(measured.depths[k]).toBeCloseTo(depthM, 3));
    // Their noise: q·T³/48 of a stroke 0.55 s long.
    expect(measured.variances[0]).toBeCloseTo((0.001 * 0.55 ** 3) / 48, 6);
  });

  it("is not drawn for a stroke whose tops the window does not hold", () => {
    const { vertical, deepest, cells } = strokes([0.05, 0.05], 0.5);
    const measured = createStrokeDepths(cells);
    measured.measure(vertical, 40, STEP_S, 0, 0, deepest, 2, 25, 12.5);
    expect(measured.depths[0]).toBeGreaterThan(0.045);
    expect(measured.depths[1]).toBeNaN();
  });
});

describe("how far a stroke's own depth is trusted", () => {
  const depths = (values: readonly number[]) => new Float64Array(values);

  it("not at all when the strokes vary no more than their noise", () => {
    const spread = createStrokeSpread();
    // Depths 2 mm apart with a noise of 2 mm (variance 4 mm²).
    for (let window = 0; window < 30; window++)
      spread.add(depths([0.05, 0.052, 0.048, 0.05]), depths([4e-6, 4e-6, 4e-6, 4e-6]), 4, 0.05);
    expect(spread.weight(4e-6)).toBe(0);
  });

  it("by the spread beyond the noise, less for a noisier stroke", () => {
    const spread = createStrokeSpread();
    // Depths up to 10 mm from their mean (variance 62.5 mm²) with a noise of 1 mm²: 61 mm² beyond it.
    for (let window = 0; window < 60; window++)
      spread.add(depths([0.045, 0.055, 0.05, 0.04, 0.06]), depths([1e-6, 1e-6, 1e-6, 1e-6, 1e-6]), 5, 0.05);
    expect(spread.weight(1e-6)).toBeGreaterThan(0.95);
    expect(spread.weight(61e-6)).toBeCloseTo(0.5, 2);
  });

  it("draws them towards their window's fit while it keeps to their mean within the mean's noise", () => {
    const spread = createStrokeSpread();
    // Four strokes of noise variance 4 mm² each: their mean's is 1 mm²; the fit 0.5 mm off it.
    for (let window = 0; window < 30; window++)
      spread.add(depths([0.05, 0.052, 0.048, 0.05]), depths([4e-6, 4e-6, 4e-6, 4e-6]), 4, 0.0495);
    expect(spread.centre()).toBe(0.0495);
  });

  it("and towards their own mean as far as the fit strays from it beyond that noise", () => {
    const spread = createStrokeSpread();
    // The fit 4 mm off the strokes' mean (16 mm²), whose noise is 1 mm²: the mean weighs 14.1 / 15.1.
    for (let window = 0; window < 60; window++)
      spread.add(depths([0.05, 0.052, 0.048, 0.05]), depths([4e-6, 4e-6, 4e-6, 4e-6]), 4, 0.046);
    expect(spread.centre()).toBeGreaterThan(0.0495);
    expect(spread.centre()).toBeLessThan(0.05);
  });

  it("not before any window, and without the strokes that could not be drawn", () => {
    const spread = createStrokeSpread();
    expect(spread.weight(1e-6)).toBe(0);
    spread.add(depths([0.04, NaN]), depths([1e-6, 1e-6]), 2, 0.04);
    expect(spread.weight(1e-6)).toBe(0);
  });
});
