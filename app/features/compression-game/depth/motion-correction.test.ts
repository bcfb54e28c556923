import { describe, expect, it } from "vitest";
import { createMotionCorrection } from "./motion-correction";

const STEP_S = 0.02;
const CELLS = 60;
const TOP = 10;
const NEXT = 40;
const DEPTH_M = 0.055;

/**
 * One stroke on the grid, each index the end of its cell: still until the top at index 10, down in
 * 200 ms (a half cosine), held for 120 ms, up in 160 ms to the next top at index 40, still after.
 */
function trueMotion(index: number): { position: number; velocity: number } {
  const t = index * STEP_S;
  const from = TOP * STEP_S;
  const down = 0.2;
  const hold = 0.12;
  const up = 0.16;
  if (t <= from || t >= from + down + hold + up) return { position: 0, velocity: 0 };
  if (t < from + down) {
    const angle = (Math.PI * (t - from)) / down;
    return {
      position: (-DEPTH_M / 2) * (1 - Math.cos(angle)),
      velocity: ((-DEPTH_M / 2) * Math.PI * Math.sin(angle)) / down,
    };
  }
  if (t < from + down + hold) return { position: -DEPTH_M, velocity: 0 };
  const angle = (Math.PI * (t - from - down - hold)) / up;
  return {
    position: (-DEPTH_M / 2) * (1 + Math.cos(angle)),
    velocity: ((DEPTH_M / 2) * Math.PI * Math.sin(angle)) / up,
  };
}

/** The integrated motion as the grid gives it: off by an unknown start velocity and by `errors[j]` in cell j's velocity change. */
function measured(startVelocity: number, errors: Float64Array) {
  const velocity = new Float64Array(CELLS);
  const position = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    let velocityError = startVelocity;
    let positionError = startVelocity * i * STEP_S;
    for (let j = 1; j <= i; j++) {
      velocityError += errors[j]!;
      positionError += errors[j]! * (i - j + 0.5) * STEP_S;
    }
    velocity[i] = trueMotion(i).velocity + velocityError;
    position[i] = trueMotion(i).position + positionError;
  }
  return { velocity, position };
}

/** The depth at index `at` below the line through the tops. */
function depthBelowTops(position: Float64Array, at: number): number {
  const line = position[TOP]! + ((position[NEXT]! - position[TOP]!) * (at - TOP)) / (NEXT - TOP);
  return line - position[at]!;
}

const BOTTOM = 23;

/** The stroke measured from `startVelocity` with the turn into the hold (cell 20) 0.05 m/s off, that cell's doubt to match. */
function turnIntoHold(startVelocity: number) {
  const errors = new Float64Array(CELLS);
  errors[20] = 0.05;
  const cellVariances = new Float64Array(CELLS).fill(1e-8);
  cellVariances[20] = 0.05 ** 2;
  return { ...measured(startVelocity, errors), cellVariances };
}

describe("the window's motion corrected where its errors lie", () => {
  it("puts a sharp turn's error at the turn, where a line across the stroke would spread it", () => {
    // The hold begins at index 20: the velocity there is 0.05 m/s off, as a 6 m/s² turn between
    // readings 17 ms apart may leave it; every other cell is quiet.
    const { velocity, position, cellVariances } = turnIntoHold(0.3);
    // Pinned at the tops alone, the stroke reads several millimetres off.
    expect(Math.abs(depthBelowTops(position, BOTTOM) - DEPTH_M)).toBeGreaterThan(0.003);
    const correction = createMotionCorrection(CELLS);
    correction.begin(CELLS, STEP_S);
    // Still before and after the stroke, and at its bottom.
    correction.still(2, 8, 1e-8);
    correction.still(21, 25, 1e-8);
    correction.still(43, 57, 1e-8);
    correction.returns(TOP, NEXT);
    correction.correct(velocity, position, cellVariances);
    expect(depthBelowTops(correction.corrected, BOTTOM)).toBeCloseTo(DEPTH_M, 4);
  });

  it("leaves less doubt in the depth of a sharp turn's stroke where the chest is seen still", () => {
    // A quiet sensor (q = 10⁻⁶ / 0.02 s) and a turn at the hold's start, up to 0.05 m/s off.
    const cellVariances = new Float64Array(CELLS).fill(1e-6);
    cellVariances[20] = 0.05 ** 2;
    const { velocity, position } = measured(0, new Float64Array(CELLS));
    const correction = createMotionCorrection(CELLS);
    const variance = (seenStill: boolean) => {
      correction.begin(CELLS, STEP_S);
      if (seenStill) {
        correction.still(2, 8, 1e-8);
        correction.still(21, 25, 1e-8);
        correction.still(43, 57, 1e-8);
      }
      correction.returns(TOP, NEXT);
      correction.correct(velocity, position, cellVariances);
      return correction.depthVariance(cellVariances, TOP, NEXT, BOTTOM);
    };
    const pinned = variance(false);
    // Pinned at the tops, the turn's error moves the bottom by some 0.05 m/s × 0.22 s × 0.38 s / 0.6 s.
    expect(Math.sqrt(pinned)).toBeGreaterThan(0.004);
    expect(Math.sqrt(pinned)).toBeLessThan(0.008);
    expect(Math.sqrt(variance(true))).toBeLessThan(0.001);
    // The true motion is already what is known of it: nothing to correct.
    expect(depthBelowTops(correction.corrected, BOTTOM)).toBeCloseTo(DEPTH_M, 6);
  });

  it("meets a velocity known either side of a turn, not only where the chest is still", () => {
    // The turn into the hold (cell 20) leaves the velocity 0.05 m/s off, and nothing is still: what
    // is known is the velocity just before the turn and just after it, as a jump's readings tell it.
    const { velocity, position, cellVariances } = turnIntoHold(0);
    const correction = createMotionCorrection(CELLS);
    correction.begin(CELLS, STEP_S);
    correction.returns(TOP, NEXT);
    correction.correct(velocity, position, cellVariances);
    expect(Math.abs(depthBelowTops(correction.corrected, BOTTOM) - DEPTH_M)).toBeGreaterThan(0.002);
    correction.begin(CELLS, STEP_S);
    correction.returns(TOP, NEXT);
    correction.still(19, 19, 1e-8, trueMotion(19).velocity);
    correction.still(20, 20, 1e-8, trueMotion(20).velocity);
    correction.correct(velocity, position, cellVariances);
    expect(depthBelowTops(correction.corrected, BOTTOM)).toBeCloseTo(DEPTH_M, 4);
  });

  /**
   * The turn into the hold at 0.400 s, its acceleration jumping from 6.8 m/s² (`before`) to none
   * between readings at 0.385 and 0.401 s: integrated between them, cell 20 changes the velocity as
   * if the jump lay at their middle, 0.393 s, 7 ms early (0.047 m/s off), and the velocity told
   * before it from that middle is off just as much.
   */
  function jumpIntoHold() {
    const before = (DEPTH_M / 2) * (Math.PI / 0.2) ** 2;
    const errors = new Float64Array(CELLS);
    errors[20] = -before * 0.007;
    return { before, ...measured(0, errors), quiet: new Float64Array(CELLS).fill(1e-10) };
  }

  it("estimates where a jump lies between its readings, which moves the velocities told either side of it", () => {
    // The chest is still before the stroke and after it.
    const { before, velocity, position, quiet } = jumpIntoHold();
    const correction = createMotionCorrection(CELLS);
    const depth = (placeVariance: number) => {
      correction.begin(CELLS, STEP_S);
      correction.still(2, 8, 1e-8);
      correction.still(43, 57, 1e-8);
      correction.returns(TOP, NEXT);
      const rowBefore = correction.still(19, 19, 1e-8, before * (19 * STEP_S - 0.393));
      const rowAfter = correction.still(21, 21, 1e-8, 0);
      if (placeVariance > 0) correction.jump(20, before, 0, 0, placeVariance, rowBefore, rowAfter);
      correction.correct(velocity, position, quiet);
      return depthBelowTops(correction.corrected, BOTTOM);
    };
    // Told from the middle as if it were the place, the velocities put the bottom millimetres off.
    expect(Math.abs(depth(0) - DEPTH_M)).toBeGreaterThan(0.002);
    // The place an unknown (anywhere between the readings, 16 ms apart), the rest finds it.
    expect(depth(0.016 ** 2 / 12)).toBeCloseTo(DEPTH_M, 3);
  });

  it("takes a jump's expected place (its swing's, turn-place.ts), as sure of it as it is told", () => {
    // The same turn 7 ms after its readings' middle, its place told within half a millisecond, the
    // chest seen still only after the stroke: what is known cannot tell the place, the told one stands.
    const { before, velocity, position, quiet } = jumpIntoHold();
    const correction = createMotionCorrection(CELLS);
    const depth = (mean: number) => {
      correction.begin(CELLS, STEP_S);
      correction.still(43, 57, 1e-8);
      correction.returns(TOP, NEXT);
      const rowBefore = correction.still(19, 19, 1e-8, before * (19 * STEP_S - 0.393));
      const rowAfter = correction.still(21, 21, 1e-8, 0);
      correction.jump(20, before, 0, mean, 0.0005 ** 2, rowBefore, rowAfter);
      correction.correct(velocity, position, quiet);
      return depthBelowTops(correction.corrected, BOTTOM);
    };
    expect(Math.abs(depth(0) - DEPTH_M)).toBeGreaterThan(0.003);
    expect(depth(0.007)).toBeCloseTo(DEPTH_M, 4);
  });

  it("changes nothing when nothing is known", () => {
    const errors = new Float64Array(CELLS).fill(0.001);
    const { velocity, position } = measured(0.1, errors);
    const correction = createMotionCorrection(CELLS);
    correction.begin(CELLS, STEP_S);
    correction.correct(velocity, position, new Float64Array(CELLS).fill(1e-4));
    expect(Array.from(correction.corrected)).toEqual(Array.from(position));
  });
});
