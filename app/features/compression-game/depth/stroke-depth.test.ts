import { describe, expect, it } from "vitest";
import { createSharpTurns } from "./reading-noise";
import { createStrokeDepths } from "./stroke-depth";

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
    const measure = (turns: ReturnType<typeof createSharpTurns>) =>
      measured.measure(
        vertical,
        cells,
        STEP_S,
        0.23,
        0.001,
        turns,
        deepest,
        depthsM.length,
        0.55 / STEP_S,
        0.275 / STEP_S,
      );
    measure(createSharpTurns(cells));
    depthsM.forEach((depthM, k) => expect(measured.depths[k]).toBeCloseTo(depthM, 3));
    // Their noise: no more than q·T³/48, a stroke 0.55 s long pinned at its tops alone.
    expect(measured.variances[0]).toBeGreaterThan(0);
    expect(measured.variances[0]).toBeLessThanOrEqual((1.01 * 0.001 * 0.55 ** 3) / 48);
    // A jump the noise may hide at each top and bottom leaves more doubt, not another depth.
    const quiet = measured.variances[0]!;
    const turns = createSharpTurns(cells);
    turns.hidden = 1e-4;
    measure(turns);
    expect(measured.variances[0]).toBeGreaterThan(1.2 * quiet);
    depthsM.forEach((depthM, k) => expect(measured.depths[k]).toBeCloseTo(depthM, 3));
  });

  it("is not drawn for a stroke whose tops the window does not hold", () => {
    const { vertical, deepest, cells } = strokes([0.05, 0.05], 0.5);
    const measured = createStrokeDepths(cells);
    measured.measure(vertical, 40, STEP_S, 0, 0, createSharpTurns(cells), deepest, 2, 25, 12.5);
    expect(measured.depths[0]).toBeGreaterThan(0.045);
    expect(measured.depths[1]).toBeNaN();
  });
});
