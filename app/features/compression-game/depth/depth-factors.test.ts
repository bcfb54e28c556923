import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random.testing";
import { addErrors, emptyErrors, percentile, type DepthErrors } from "./depth-accuracy.testing";
import { estimateDepth } from "./depth-estimator";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";
import { motionRecording, type RecordingShape } from "./motion-recording.testing";

// The estimator on motion its design did not draw: one factor at a time added to the synthetic
// recordings, then all of them at once, each with the figures decision 0021 quotes. The factors
// are what phones and pupils give: strokes down quicker than up, a dwell at the top or a hold at
// the bottom, uneven intervals, depths that vary from one compression to the next, leaning on the
// chest, the phone placed from the hand and lifted to press Stop, and coarse or missing stamps.

/** Recordings per factor: seeded, so that every run measures the same ones. */
const PER_FACTOR = 20;

type Draw = (low: number, high: number) => number;

const FACTORS: Record<string, (draw: Draw) => RecordingShape> = {
  "none (the project's own)": () => ({}),
  "quicker downstroke (30–40 % of the stroke)": (draw) => ({ downShare: draw(0.3, 0.4) }),
  "dwell at the top (10–25 %)": (draw) => ({ dwellShare: draw(0.1, 0.25) }),
  "hold at the bottom (10–25 %)": (draw) => ({ holdShare: draw(0.1, 0.25) }),
  "interval jitter 6–8 %": (draw) => ({ intervalJitter: draw(0.06, 0.08) }),
  "depth spread 2–5 mm": (draw) => ({ depthSpreadMm: draw(2, 5) }),
  "leaning 2–5 mm": (draw) => ({ leanMm: draw(2, 5) }),
  "placed and lifted, not turned": () => ({ handlingTurnDeg: 0 }),
  "placed and lifted, turned 20–60°": (draw) => ({ handlingTurnDeg: draw(20, 60) }),
  "stamps ±2–4 ms, 5–10 % dropped, 60 or 100 Hz": (draw) => ({
    stampJitterMs: draw(2, 4),
    dropShare: draw(0.05, 0.1),
    samplingHz: draw(0, 1) < 0.5 ? 60 : 100,
  }),
};

/**
 * The noise of a phone's own accelerometer (g): some 100–200 µg/√Hz read over a few tens of hertz.
 * The recordings draw 0.01–0.05 g, seven to thirty times more, to hold the estimate to worse.
 */
const PHONE_NOISE_G = 0.0015;
/** The step Chromium rounds a motion reading to against fingerprinting (m/s²): a phone's readings as a page gets them. */
const BROWSER_STEP = 0.1;

/** Every factor but leaning at once (leaning only shifts the truth, which the phone cannot see). */
function allFactors(draw: Draw): RecordingShape {
  const dwell = draw(0, 1) < 0.5;
  return {
    downShare: draw(0.3, 0.5),
    dwellShare: dwell ? draw(0.05, 0.2) : 0,
    holdShare: dwell ? 0 : draw(0.05, 0.2),
    intervalJitter: draw(0.02, 0.08),
    depthSpreadMm: draw(2, 5),
    handlingTurnDeg: draw(0, 1) < 0.5 ? 0 : draw(20, 60),
    stampJitterMs: draw(0.5, 4),
    dropShare: draw(0, 0.1),
    samplingHz: draw(0, 1) < 0.5 ? 60 : 100,
  };
}

function errorsOf(shapeOf: (draw: Draw) => RecordingShape, firstSeed: number, count: number): DepthErrors {
  const errors = emptyErrors();
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const random = seededRandom(seed + 90_000);
    const recording = motionRecording(
      seed,
      shapeOf((low, high) => low + (high - low) * random()),
    );
    const estimate = estimateDepth(recording.samples);
    if (!estimate) throw new Error(`recording ${seed} was refused`);
    addErrors(errors, estimate, recording.compressions);
  }
  return errors;
}

function row(name: string, errors: DepthErrors): string {
  const mm = (values: readonly number[], p: number) => percentile(values, p).toFixed(1);
  const wrong = ((100 * errors.wrongBand) / Math.max(1, errors.depthMm.length)).toFixed(1);
  const bias = percentile(errors.signedDepthMm, 0.5).toFixed(1);
  return (
    `| ${name} | ${mm(errors.depthMm, 0.5)} / ${mm(errors.depthMm, 0.95)} | ${bias} | ` +
    `${mm(errors.windowDepthMm, 0.5)} / ${mm(errors.windowDepthMm, 0.95)} | ${wrong} % | ` +
    `${errors.missed} / ${errors.invented} of ${errors.compressions} |`
  );
}

describe("the depth estimate on motion it was not designed on", () => {
  it(`gives its figures factor by factor, ${PER_FACTOR} recordings each`, () => {
    const lines = [
      "| factor | per compression, median / p95 (mm) | median bias (mm) | per window, median / p95 (mm) | wrong band | missed / invented |",
    ];
    const all = errorsOf(allFactors, 1, 2 * PER_FACTOR);
    const rows = Object.entries(FACTORS).map(([name, shapeOf], index) => {
      const errors = errorsOf(shapeOf, 1 + 1_000 * (index + 1), PER_FACTOR);
      lines.push(row(name, errors));
      return errors;
    });
    lines.push(row("all but leaning", all));
    const phoneShape = (draw: Draw) => ({ ...allFactors(draw), noiseG: PHONE_NOISE_G, readingStep: BROWSER_STEP });
    const phone = errorsOf(phoneShape, 1, 2 * PER_FACTOR);
    lines.push(row(`all but leaning, a phone's noise (${PHONE_NOISE_G} g, rounded to ${BROWSER_STEP} m/s²)`, phone));
    console.info(lines.join("\n"));
    // A phone's readings as the page gets them: each axis a multiple of the browser's step.
    const onStep = (value: number) => Math.abs(value / BROWSER_STEP - Math.round(value / BROWSER_STEP)) < 1e-6;
    const { samples } = motionRecording(
      1,
      phoneShape(() => 0.5),
    );
    expect(samples.every(({ x, y, z }) => onStep(x) && onStep(y) && onStep(z))).toBe(true);
    expect(all.compressions).toBeGreaterThan(1_000);
    // Each compression its own depth: where depths vary 2–5 mm from one to the next, within 2 mm at
    // the median and 5 mm at the 95th percentile, under 8 % shown in the wrong band (issue 59): 7.8 %
    // on these 20 (7.1 % from each compression's first window alone); 7.8 % on 240 such recordings
    // (8.1 %), 3.6 % of those with 0.01–0.02 g of noise, 11.9 % of those with 0.04–0.05 g (decision
    // 0021, eleventh amendment).
    const spread = rows[Object.keys(FACTORS).indexOf("depth spread 2–5 mm")]!;
    expect(percentile(spread.depthMm, 0.5)).toBeLessThanOrEqual(2);
    expect(percentile(spread.depthMm, 0.95)).toBeLessThanOrEqual(5);
    expect(spread.wrongBand / spread.depthMm.length).toBeLessThan(0.08);
    // Every factor at once: what the pages state (±DEPTH_ESTIMATE_ERROR_MM, the 95th percentile
    // rounded up) and what decision 0021 quotes, 1.12 / 4.38 mm, 9.3 % in the wrong band, 4 missed
    // (1.20 / 4.52 mm and 9.8 % from each compression's first window alone): issue 59's 2 / 5 mm, not
    // yet its 8 %. The floor is the recordings' noise and their acceleration's steps read 60–100
    // times a second (1.37 / 4.78 mm and 10.0 % before each jump's place was estimated as one unknown).
    expect(percentile(all.depthMm, 0.5)).toBeLessThanOrEqual(1.2);
    expect(percentile(all.depthMm, 0.95)).toBeLessThanOrEqual(Math.min(4.5, DEPTH_ESTIMATE_ERROR_MM));
    expect(all.wrongBand / all.depthMm.length).toBeLessThan(0.095);
    // The same recordings with a phone's own noise, rounded as Chromium hands them on: issue 59's bar
    // whole, 0.65 / 2.54 mm and 5.8 % in the wrong band (0.72 / 2.97 mm, 5.8 %, from each compression's
    // first window alone; 0.79 / 3.25 mm and 7.4 % before the swings either side of a jump told its
    // place, turn-place.ts; 0.87 / 3.87 mm and 8.5 % before that place was estimated as one unknown).
    expect(percentile(phone.depthMm, 0.5)).toBeLessThanOrEqual(2);
    expect(percentile(phone.depthMm, 0.95)).toBeLessThanOrEqual(5);
    expect(phone.wrongBand / phone.depthMm.length).toBeLessThan(0.065);
    expect(phone.invented).toBe(0);
    // No factor, the phone laid down and lifted among them, has a compression told that was not made.
    rows.forEach((errors) => expect(errors.invented).toBe(0));
    expect(all.missed).toBeLessThanOrEqual(0.005 * all.compressions);
    expect(all.invented).toBe(0);
    // A hold at the bottom splits the acceleration's peak: its deepest points still keep a rhythm.
    const hold = rows[Object.keys(FACTORS).indexOf("hold at the bottom (10–25 %)")]!;
    expect(hold.missed).toBeLessThanOrEqual(3);
    // Its two jumps' places, each estimated as one unknown, keep its strokes' depths: 9.0 % in the
    // wrong band (10.8 % while each jump's place was three errors apart).
    expect(hold.wrongBand / hold.depthMm.length).toBeLessThan(0.095);
  });
});

describe("readings that cannot be right", () => {
  it("find no compression in readings without gravity, whose direction the depth is measured along", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { samples } = motionRecording(60_000 + seed);
      const mean = (axis: "x" | "y" | "z") => samples.reduce((sum, sample) => sum + sample[axis], 0) / samples.length;
      const [gx, gy, gz] = [mean("x"), mean("y"), mean("z")];
      const estimate = estimateDepth(samples.map(({ t, x, y, z }) => ({ t, x: x - gx, y: y - gy, z: z - gz })));
      expect(estimate?.compressions).toEqual([]);
      expect(estimate?.windows.every((window) => !window.compressing)).toBe(true);
    }
  });
});

describe("the phone in the hand", () => {
  /**
   * Over `count` recordings that lay the phone down before a run and lift it after: the recordings
   * with an invented compression, and the compressions told once the phone left the chest.
   */
  function handled(count: number, turnDeg: (seed: number) => number) {
    let recordings = 0;
    let whileLifted = 0;
    const errors = emptyErrors();
    for (let seed = 1; seed <= count; seed++) {
      const recording = motionRecording(50_000 + seed, { handlingTurnDeg: turnDeg(seed), runsMs: [8_000] });
      const estimate = estimateDepth(recording.samples);
      if (!estimate) throw new Error(`recording ${seed} was refused`);
      const before = errors.invented;
      addErrors(errors, estimate, recording.compressions);
      recordings += errors.invented > before ? 1 : 0;
      const lift = recording.handlingSpans[1]!;
      whileLifted += estimate.compressions.filter(({ atMs }) => atMs > lift.fromMs).length;
    }
    return { recordings, whileLifted, errors };
  }

  it("is taken for no compression when it turns, laid down from the hand or lifted to press Stop", () => {
    const { recordings, whileLifted, errors } = handled(200, (seed) => 20 + (seed % 41));
    console.info(`placed and lifted turned 20–60°, 200 recordings: ${errors.invented} invented, in ${recordings}`);
    expect(errors.invented).toBe(0);
    expect(whileLifted).toBe(0);
    expect(errors.missed).toBeLessThanOrEqual(0.01 * errors.compressions);
  });

  it("is taken for no compression when it is laid down and lifted flat, nor while the pupil reaches for Stop", () => {
    const { recordings, whileLifted, errors } = handled(200, () => 0);
    console.info(
      `placed and lifted flat, 200 recordings: ${errors.invented} invented, in ${recordings}; ${whileLifted} once lifted`,
    );
    // Nothing turns: the rhythm alone tells the hands' reach from a compression (compression-rhythm.ts),
    // and a stroke with no top where the rhythm puts one, deeper than the run's, is the phone going up.
    expect(errors.invented).toBe(0);
    expect(whileLifted).toBe(0);
    expect(errors.missed).toBeLessThanOrEqual(0.01 * errors.compressions);
  });
});

describe("the phone laid down in the rhythm", () => {
  it("is taken for no compression when the first compression follows it by an interval", () => {
    // Every factor, the sensor's noise 0.015 g: the phone laid down flat 0.46 s before the first of
    // some 34 mm compressions at 85 a minute, where the rhythm puts a stroke. Its first window holds
    // it alone and read it 75 mm, a compression told that was not made (MAX_CHEST_TRAVEL_M).
    const errors = errorsOf((draw) => ({ ...allFactors(draw), noiseG: 0.015 }), 96, 1);
    expect(errors.compressions).toBeGreaterThan(30);
    expect(errors.invented).toBe(0);
  });
});

describe("the gauge's reason", () => {
  it("says the phone is turned once it is lifted turned after compressions, and never while they go on", () => {
    const recording = motionRecording(70_001, { handlingTurnDeg: 45, runsMs: [8_000] });
    const estimate = estimateDepth(recording.samples);
    const lift = recording.handlingSpans[1]!;
    const during = estimate?.windows.filter((window) => window.endMs < recording.compressions.at(-1)!.atMs) ?? [];
    const held = estimate?.windows.filter((window) => window.endMs > lift.fromMs + 1_000) ?? [];
    expect(during.some((window) => window.turned)).toBe(false);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((window) => window.turned && !window.compressing)).toBe(true);
  });
});
