import { seededRandom } from "~/lib/seeded-random.testing";

// Presses of people and of scripts, for the tests of what is too even for a finger
// (too-regular.ts). Seeded: the same seed gives the same game on every run. Times in whole
// milliseconds since the start, as the game keeps them.

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** How a device stamps a press: to the millisecond (a key, a mouse), or to a touch screen's 120 or 60 Hz. */
const stampSteps = [1, 1_000 / 120, 1_000 / 60];

function stamped(at: number, step: number): number {
  return Math.round(Math.round(at / step) * step);
}

/**
 * A finger keeping the rhythm alone: a timekeeper whose tempo drifts (1–3 %, slowly: each beat
 * keeps 95 % of the last one's drift) and varies from beat to beat (2–4 %), a hand that carries
 * each beat out late by 3–8 ms more or less, and the device's stamp.
 */
export function fingerPresses(seed: number, count: number, bpm = 110): number[] {
  const random = seededRandom(seed);
  const beat = 60_000 / bpm;
  const clockNoise = beat * (0.02 + 0.02 * random());
  const handNoise = 3 + 5 * random();
  const driftSize = 0.01 + 0.02 * random();
  const step = stampSteps[Math.floor(random() * stampSteps.length)]!;
  let drift = normal(random) * driftSize;
  let clock = 300;
  const presses: number[] = [];
  for (let index = 0; index < count; index++) {
    drift = 0.95 * drift + Math.sqrt(1 - 0.95 ** 2) * driftSize * normal(random);
    clock += beat * (1 + drift) + normal(random) * clockNoise;
    presses.push(stamped(clock + normal(random) * handNoise, step));
  }
  return presses;
}

/**
 * A finger following the metronome: the tempo is the click's, and the hand's lead on each click
 * keeps part of the last one's (it corrects 30–70 % of it) and varies by 10–20 ms more, with the
 * hand's own 3–8 ms and the device's stamp.
 */
export function metronomePresses(seed: number, count: number, bpm = 110): number[] {
  const random = seededRandom(seed);
  const beat = 60_000 / bpm;
  const correction = 0.3 + 0.4 * random();
  const leadNoise = 10 + 10 * random();
  const handNoise = 3 + 5 * random();
  const step = stampSteps[Math.floor(random() * stampSteps.length)]!;
  let lead = 0;
  return Array.from({ length: count }, (_, index) => {
    lead = (1 - correction) * lead + normal(random) * leadNoise;
    return stamped(300 + index * beat + lead + normal(random) * handNoise, step);
  });
}

/**
 * A script: a fixed interval and a uniform jitter of ±`jitterMs`, drawn afresh for each interval
 * ("interval": the presses wander) or for each press around a fixed beat ("beat").
 */
export function scriptPresses(seed: number, count: number, jitterMs: number, kind: "interval" | "beat", bpm = 110) {
  const random = seededRandom(seed);
  const beat = 60_000 / bpm;
  const jitter = () => jitterMs * (2 * random() - 1);
  let at = 300;
  return Array.from({ length: count }, (_, index) => {
    if (kind === "beat") return Math.round(300 + index * beat + jitter());
    const press = Math.round(at);
    at += beat + jitter();
    return press;
  });
}
