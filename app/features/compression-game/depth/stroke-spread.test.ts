import { describe, expect, it } from "vitest";
import { createStrokeSpread } from "./stroke-spread";

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

  it("more when the window's fit strays from its strokes' mean: the depth they are drawn towards errs too", () => {
    const keeping = createStrokeSpread();
    const straying = createStrokeSpread();
    // The same strokes, 3 mm apart about their mean with a noise of 1 mm²; one fit on their mean, one 4 mm off it.
    for (let window = 0; window < 60; window++) {
      keeping.add(depths([0.047, 0.053, 0.05, 0.05]), depths([1e-6, 1e-6, 1e-6, 1e-6]), 4, 0.05);
      straying.add(depths([0.047, 0.053, 0.05, 0.05]), depths([1e-6, 1e-6, 1e-6, 1e-6]), 4, 0.046);
    }
    expect(keeping.weight(4e-6)).toBeGreaterThan(0);
    expect(straying.weight(4e-6)).toBeGreaterThan(keeping.weight(4e-6));
  });

  it("not before any window, and without the strokes that could not be drawn", () => {
    const spread = createStrokeSpread();
    expect(spread.weight(1e-6)).toBe(0);
    spread.add(depths([0.04, NaN]), depths([1e-6, 1e-6]), 2, 0.04);
    expect(spread.weight(1e-6)).toBe(0);
  });
});
