// The window's integrated motion, corrected where its errors are likeliest to lie. Two things are
// known of the true motion: where the chest is still (a dwell at the top, a hold at the bottom, a
// pause: no acceleration beyond the noise for three grid cells or more) its velocity is zero, and
// after each stroke the chest comes back to the top it left. The integrated motion misses them by
// the sum of its errors, which are not spread evenly: the sensor's noise adds a little to every
// cell, a sharp turn of the acceleration between two readings (a hold, a dwell or a quick
// downstroke begins or ends) up to the turn times half the readings' spacing to one (reading-noise.ts).
// The correction that meets what is known, least unlikely given each cell's own variance (the
// least squares' Gauss–Markov estimate), puts each miss where it came from, not on a straight line
// across a stroke. A jump told as a turn (known-motion.ts) is one unknown more, where it lies between
// its readings: it moves the cell's change and the velocities told either side of it at once, so it
// is estimated as one, not as three errors apart. Pure and allocation-free once created.

/** Still stretches and strokes a window can hold: three seconds of strokes 0.4 s long, a stretch at each turn. */
const MAX_STILL = 64;
const MAX_RETURNS = 12;
const MAX_ROWS = MAX_STILL + MAX_RETURNS;
/** Jumps whose place is estimated: as many as the velocities told either side of them. */
const MAX_JUMPS = MAX_STILL;
/** The chest comes back to its top within a millimetre either way (m²). */
const RETURN_VARIANCE = 1e-6;
/** The velocity where the window starts is not known beforehand: (m/s)². */
const START_VARIANCE = 1;
/** What is left of the readings' constant part after its fit (m/s²)²: a tenth of a m/s² either way. */
const OFFSET_VARIANCE = 0.01;

export interface MotionCorrection {
  /** Starts a window of `n` grid cells `stepS` long: no still stretch, no return yet. */
  begin(n: number, stepS: number): void;
  /**
   * The velocity is `value` (0 unless given) over position indices `from`..`to`, within `variance`
   * ((m/s)²); returns the row's index (-1 when no more can be told).
   */
  still(from: number, to: number, variance: number, value?: number): number;
  /**
   * A jump of the acceleration in `cell`, from `before` to `after` (m/s²), at a place off the middle
   * of its readings by an unknown time, about `mean` (s) within `variance` (s²): the cell's velocity
   * change errs by the jump times it, and the velocities told either side of it (rows `rowBefore`,
   * `rowAfter`, or -1: their values the acceleration there times the time from the middle) by the
   * acceleration there times it. One unknown moves them all: the correction estimates it with the rest.
   */
  jump(
    cell: number,
    before: number,
    after: number,
    mean: number,
    variance: number,
    rowBefore: number,
    rowAfter: number,
  ): void;
  /** The chest comes back from position index `top` to `next`. */
  returns(top: number, next: number): void;
  /**
   * Corrects `position` (each index the integral to the end of its cell, `velocity` likewise),
   * each cell's velocity change uncertain by `cellVariances[j]`, into `corrected`.
   */
  correct(velocity: Float64Array, position: Float64Array, cellVariances: Float64Array): void;
  /** The variance (m²) the correction leaves in the depth at fractional index `bottom` below the line through `top` and `next`. */
  depthVariance(cellVariances: Float64Array, top: number, next: number, bottom: number): number;
  readonly corrected: Float64Array;
}

export function createMotionCorrection(capacity: number): MotionCorrection {
  const corrected = new Float64Array(capacity);
  const stillFrom = new Int32Array(MAX_STILL);
  const stillTo = new Int32Array(MAX_STILL);
  const stillVariance = new Float64Array(MAX_STILL);
  const stillValue = new Float64Array(MAX_STILL);
  const returnTop = new Int32Array(MAX_RETURNS);
  const returnNext = new Int32Array(MAX_RETURNS);
  const s = new Float64Array(MAX_ROWS * MAX_ROWS);
  const chol = new Float64Array(MAX_ROWS * MAX_ROWS);
  const y = new Float64Array(MAX_ROWS);
  const lambda = new Float64Array(MAX_ROWS);
  const u = new Float64Array(MAX_ROWS);
  const told = new Float64Array(MAX_ROWS);
  const h = new Float64Array(MAX_ROWS);
  // The start velocity's and the offset's weights on each row.
  const hStart = new Float64Array(MAX_ROWS);
  const hOffset = new Float64Array(MAX_ROWS);
  const jumpCell = new Int32Array(MAX_JUMPS);
  const jumpBefore = new Float64Array(MAX_JUMPS);
  const jumpAfter = new Float64Array(MAX_JUMPS);
  const jumpMean = new Float64Array(MAX_JUMPS);
  const jumpVariance = new Float64Array(MAX_JUMPS);
  const jumpRowBefore = new Int32Array(MAX_JUMPS);
  const jumpRowAfter = new Int32Array(MAX_JUMPS);
  // Each jump's weight on each row, and its place as estimated.
  const hJump = new Float64Array(MAX_JUMPS * MAX_ROWS);
  const jumpPlace = new Float64Array(MAX_JUMPS);
  let jumps = 0;
  let stills = 0;
  let closes = 0;
  let rows = 0;
  let cells = 0;
  let step = 0;

  function begin(n: number, stepS: number): void {
    stills = 0;
    closes = 0;
    jumps = 0;
    cells = n;
    step = stepS;
  }

  function still(from: number, to: number, variance: number, value = 0): number {
    if (stills === MAX_STILL || to < from) return -1;
    stillFrom[stills] = from;
    stillTo[stills] = to;
    stillVariance[stills] = variance;
    stillValue[stills] = value;
    stills += 1;
    return stills - 1;
  }

  const jump: MotionCorrection["jump"] = (cell, before, after, mean, variance, rowBefore, rowAfter) => {
    if (jumps === MAX_JUMPS || cell < 0 || cell >= cells) return;
    jumpCell[jumps] = cell;
    jumpBefore[jumps] = before;
    jumpAfter[jumps] = after;
    jumpMean[jumps] = mean;
    jumpVariance[jumps] = variance;
    jumpRowBefore[jumps] = rowBefore;
    jumpRowAfter[jumps] = rowAfter;
    jumps += 1;
  };

  /** Each jump's weight on each row: through its cell's velocity change, and on the velocities told either side. */
  function jumpWeights(): void {
    for (let q = 0; q < jumps; q++) {
      weights(jumpCell[q]!);
      const change = jumpAfter[q]! - jumpBefore[q]!;
      for (let r = 0; r < rows; r++) hJump[q * MAX_ROWS + r] = change * h[r]!;
      if (jumpRowBefore[q]! >= 0) hJump[q * MAX_ROWS + jumpRowBefore[q]!]! -= jumpBefore[q]!;
      if (jumpRowAfter[q]! >= 0) hJump[q * MAX_ROWS + jumpRowAfter[q]!]! -= jumpAfter[q]!;
    }
  }

  function returns(top: number, next: number): void {
    if (closes === MAX_RETURNS || next <= top) return;
    returnTop[closes] = top;
    returnNext[closes] = next;
    closes += 1;
  }

  /** How far cell j's error moves the position at index `at` (it enters at the cell's middle). */
  function lever(at: number, j: number): number {
    return at >= j ? (at - j + 0.5) * step : 0;
  }

  /** Each row's weight on cell j's error: a still stretch's share of indices at or after j, a return's levers. */
  function weights(j: number): void {
    for (let r = 0; r < stills; r++) {
      const a = stillFrom[r]!;
      const b = stillTo[r]!;
      h[r] = j <= a ? 1 : j > b ? 0 : (b - j + 1) / (b - a + 1);
    }
    for (let r = 0; r < closes; r++) h[stills + r] = lever(returnNext[r]!, j) - lever(returnTop[r]!, j);
  }

  function factor(): void {
    for (let i = 0; i < rows; i++) {
      for (let k = 0; k <= i; k++) {
        let sum = s[i * MAX_ROWS + k]!;
        for (let m = 0; m < k; m++) sum -= chol[i * MAX_ROWS + m]! * chol[k * MAX_ROWS + m]!;
        chol[i * MAX_ROWS + k] = i === k ? Math.sqrt(Math.max(sum, 1e-300)) : sum / chol[k * MAX_ROWS + k]!;
      }
    }
  }

  /** Solves s·x = b into `out` with the factor of s. */
  function solve(b: Float64Array, out: Float64Array): void {
    for (let i = 0; i < rows; i++) {
      let sum = b[i]!;
      for (let m = 0; m < i; m++) sum -= chol[i * MAX_ROWS + m]! * out[m]!;
      out[i] = sum / chol[i * MAX_ROWS + i]!;
    }
    for (let i = rows - 1; i >= 0; i--) {
      let sum = out[i]!;
      for (let m = i + 1; m < rows; m++) sum -= chol[m * MAX_ROWS + i]! * out[m]!;
      out[i] = sum / chol[i * MAX_ROWS + i]!;
    }
  }

  function correct(velocity: Float64Array, position: Float64Array, cellVariances: Float64Array): void {
    rows = stills + closes;
    for (let r = 0; r < stills; r++) {
      let sum = 0;
      let offsetWeight = 0;
      for (let i = stillFrom[r]!; i <= stillTo[r]!; i++) {
        sum += velocity[i]!;
        offsetWeight += (i + 1) * step;
      }
      const count = stillTo[r]! - stillFrom[r]! + 1;
      y[r] = sum / count - stillValue[r]!;
      hStart[r] = 1;
      hOffset[r] = offsetWeight / count;
    }
    for (let r = 0; r < closes; r++) {
      const top = returnTop[r]!;
      const next = returnNext[r]!;
      y[stills + r] = position[next]! - position[top]!;
      hStart[stills + r] = (next - top) * step;
      hOffset[stills + r] = (((next + 1) ** 2 - (top + 1) ** 2) * step * step) / 2;
    }
    for (let a = 0; a < rows; a++) {
      for (let b = 0; b <= a; b++) {
        s[a * MAX_ROWS + b] = START_VARIANCE * hStart[a]! * hStart[b]! + OFFSET_VARIANCE * hOffset[a]! * hOffset[b]!;
      }
      s[a * MAX_ROWS + a]! += a < stills ? stillVariance[a]! : RETURN_VARIANCE;
    }
    for (let j = 0; j < cells; j++) {
      weights(j);
      const variance = cellVariances[j]!;
      for (let a = 0; a < rows; a++) {
        const ha = h[a]! * variance;
        if (ha === 0) continue;
        for (let b = 0; b <= a; b++) s[a * MAX_ROWS + b]! += ha * h[b]!;
      }
    }
    jumpWeights();
    // What the rows miss once each jump lies at its expected place; the unknowns are the places' distances from it.
    for (let q = 0; q < jumps; q++) for (let a = 0; a < rows; a++) y[a]! -= hJump[q * MAX_ROWS + a]! * jumpMean[q]!;
    for (let q = 0; q < jumps; q++) {
      const row = q * MAX_ROWS;
      for (let a = 0; a < rows; a++) {
        const ha = hJump[row + a]! * jumpVariance[q]!;
        if (ha === 0) continue;
        for (let b = 0; b <= a; b++) s[a * MAX_ROWS + b]! += ha * hJump[row + b]!;
      }
    }
    for (let a = 0; a < rows; a++) for (let b = a + 1; b < rows; b++) s[a * MAX_ROWS + b] = s[b * MAX_ROWS + a]!;
    factor();
    solve(y, lambda);
    let start = 0;
    let offset = 0;
    for (let a = 0; a < rows; a++) {
      start += START_VARIANCE * hStart[a]! * lambda[a]!;
      offset += OFFSET_VARIANCE * hOffset[a]! * lambda[a]!;
    }
    for (let q = 0; q < jumps; q++) {
      let place = 0;
      for (let a = 0; a < rows; a++) place += hJump[q * MAX_ROWS + a]! * lambda[a]!;
      jumpPlace[q] = jumpMean[q]! + place * jumpVariance[q]!;
    }
    // Each cell's error, the offset's included, summed twice as the integration sums them.
    let sum = 0;
    let moment = 0;
    for (let j = 0; j < cells; j++) {
      weights(j);
      let error = 0;
      for (let a = 0; a < rows; a++) error += h[a]! * lambda[a]!;
      error = error * cellVariances[j]! + offset * step;
      for (let q = 0; q < jumps; q++) if (jumpCell[q] === j) error += (jumpAfter[q]! - jumpBefore[q]!) * jumpPlace[q]!;
      sum += error;
      moment += error * (j - 0.5);
      corrected[j] = position[j]! - (start * j * step + step * (j * sum - moment));
    }
  }

  function depthVariance(cellVariances: Float64Array, top: number, next: number, bottom: number): number {
    const share = (bottom - top) / (next - top);
    // The offset's part: its drift, (j + 1)²·step²/2 at index j, below the line through the tops.
    const drift = (at: number) => ((at + 1) * step) ** 2 / 2;
    const offsetLever = drift(bottom) - drift(top) - share * (drift(next) - drift(top));
    let variance = OFFSET_VARIANCE * offsetLever * offsetLever;
    for (let a = 0; a < rows; a++) u[a] = OFFSET_VARIANCE * offsetLever * hOffset[a]!;
    for (let j = top + 1; j <= next; j++) {
      const g = lever(bottom, j) - lever(top, j) - share * (lever(next, j) - lever(top, j));
      if (g === 0) continue;
      weights(j);
      const cell = cellVariances[j]!;
      variance += g * g * cell;
      for (let a = 0; a < rows; a++) u[a]! += g * cell * h[a]!;
    }
    for (let q = 0; q < jumps; q++) {
      const j = jumpCell[q]!;
      const g = lever(bottom, j) - lever(top, j) - share * (lever(next, j) - lever(top, j));
      const weight = g * (jumpAfter[q]! - jumpBefore[q]!);
      if (weight === 0) continue;
      variance += weight * weight * jumpVariance[q]!;
      for (let a = 0; a < rows; a++) u[a]! += weight * jumpVariance[q]! * hJump[q * MAX_ROWS + a]!;
    }
    solve(u, told);
    let explained = 0;
    for (let a = 0; a < rows; a++) explained += u[a]! * told[a]!;
    return Math.max(0, variance - explained);
  }

  return { begin, still, jump, returns, correct, depthVariance, corrected };
}
