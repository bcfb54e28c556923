import { seededRandom } from "~/lib/seeded-random.testing";

// Rounds written press by press for the grade's tests (cpr-grade*.test.ts): steady rhythms, a
// pause put anywhere, and a pupil tapping along to a metronome with a finger's jitter. Seeded:
// the same seed gives the same round on every run.

/** Presses every `60,000 / bpm` ms from `from` up to `to` (inclusive), unrounded. */
export function steadyPresses(bpm: number, from: number, to: number): number[] {
  const presses: number[] = [];
  for (let at = from; at <= to; at += 60_000 / bpm) presses.push(at);
  return presses;
}

/**
 * A steady round of `durationMs` at `bpm` from `lead` ms, with one pause of `pauseMs` after the
 * press nearest `pauseAt`: the rhythm goes on after it until the round's end, as a pupil's would, so
 * a longer pause leaves fewer compressions in the round.
 */
export function pausedRound(bpm: number, durationMs: number, pauseAt: number, pauseMs: number, lead = 0): number[] {
  const before = steadyPresses(bpm, lead, Math.max(lead, pauseAt));
  return [...before, ...steadyPresses(bpm, before.at(-1)! + pauseMs, durationMs)];
}

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * A pupil tapping along to a metronome at `bpm` for `durationMs`: each tap off the click by a
 * normal jitter of `jitterMs` (40 ms is a 14-year-old's), in whole milliseconds, in order.
 */
export function metronomeTaps(seed: number, durationMs: number, jitterMs = 40, bpm = 110): number[] {
  const random = seededRandom(seed);
  const taps = steadyPresses(bpm, 300, durationMs - 100).map((at) => Math.round(at + jitterMs * normal(random)));
  return taps.filter((at, index) => at >= 0 && at <= durationMs && (index === 0 || at > taps[index - 1]! + 100));
}
