import { describe, expect, it } from "vitest";
import { fingerPresses, metronomePresses, scriptPresses } from "./human-presses.testing";
import { depthsTooRegular, pressesTooRegular, pressSpread, TOO_EVEN_SPREAD_MS } from "./too-regular";

// Both sides of the line, seed by seed: people's presses (human-presses.testing.ts) are never too
// even, scripts' with a uniform jitter of ±12 ms always are. The measured margins are in too-regular.ts.

const seeds = Array.from({ length: 50 }, (_, index) => index + 1);
const lengths = [30, 60, 120];

/** Presses with a pause of `pauseMs` after the first half. */
function paused(presses: number[], pauseMs: number): number[] {
  const half = Math.floor(presses.length / 2);
  return presses.map((at, index) => (index < half ? at : at + pauseMs));
}

describe("presses too even for a finger", () => {
  it.each(lengths)("never marks a finger keeping the rhythm alone, 50 games of %i presses", (count) => {
    for (const seed of seeds) expect(pressesTooRegular(fingerPresses(seed, count)), `seed ${seed}`).toBe(false);
  });

  it("never marks a finger following the metronome in 120 presses, and seldom in fewer", () => {
    for (const seed of seeds) expect(pressesTooRegular(metronomePresses(seed, 120)), `seed ${seed}`).toBe(false);
    // The nearest a person comes to a script: measured 5 in 1,000 games of 30 presses, 1 of 60.
    for (const count of [30, 60]) {
      expect(seeds.filter((seed) => pressesTooRegular(metronomePresses(seed, count))).length).toBeLessThanOrEqual(1);
    }
  });

  it.each(lengths)("marks every script with ±12 ms of jitter, on each interval or each beat, %i presses", (count) => {
    for (const seed of seeds) {
      expect(pressesTooRegular(scriptPresses(seed, count, 12, "interval")), `seed ${seed}`).toBe(true);
      expect(pressesTooRegular(scriptPresses(seed, count, 12, "beat")), `seed ${seed}`).toBe(true);
    }
  });

  it("marks a script at any rhythm of the game, and one that pauses halfway", () => {
    for (const seed of seeds.slice(0, 10)) {
      expect(pressesTooRegular(scriptPresses(seed, 60, 12, "interval", 100))).toBe(true);
      expect(pressesTooRegular(scriptPresses(seed, 60, 12, "beat", 120))).toBe(true);
      expect(pressesTooRegular(paused(scriptPresses(seed, 60, 12, "beat"), 5_000))).toBe(true);
      expect(pressesTooRegular(paused(fingerPresses(seed, 60), 5_000))).toBe(false);
    }
  });

  it("is not fooled by one odd press in a script's game", () => {
    const script = scriptPresses(3, 60, 12, "interval");
    const odd = script.map((at, index) => (index >= 30 ? at + 250 : at));
    expect(pressesTooRegular(odd)).toBe(true);
  });

  it("marks a metronome and no run too short to say", () => {
    const metronome = Array.from({ length: 40 }, (_, index) => 300 + index * 545);
    expect(pressesTooRegular(metronome)).toBe(true);
    expect(pressesTooRegular(metronome.slice(0, 19))).toBe(false);
  });

  it("cannot tell a script of ±20 ms from a steady hand: it spreads as much", () => {
    // Measured, not a rule: the scripts' spread lies among the fingers', above the line.
    const spreads = seeds.map((seed) => pressSpread(scriptPresses(seed, 60, 20, "interval"))!);
    expect(Math.min(...spreads)).toBeGreaterThan(TOO_EVEN_SPREAD_MS - 1);
    expect(Math.max(...spreads)).toBeLessThan(Math.max(...seeds.map((seed) => pressSpread(fingerPresses(seed, 60))!)));
  });
});

describe("depths too even for a phone", () => {
  it("marks a game whose every depth is one figure, to the tenth", () => {
    expect(depthsTooRegular(Array<number>(40).fill(55))).toBe(true);
    expect(depthsTooRegular(Array<number>(40).fill(55.04))).toBe(true);
    expect(depthsTooRegular([...Array<number>(39).fill(55), 55.1])).toBe(false);
    expect(depthsTooRegular(Array<number>(19).fill(55))).toBe(false);
    expect(depthsTooRegular(undefined)).toBe(false);
  });
});
