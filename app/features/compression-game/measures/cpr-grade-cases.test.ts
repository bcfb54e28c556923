import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade } from "./cpr-grade";
import { cprQuality } from "./cpr-quality";
import { seededRandom } from "~/lib/seeded-random.testing";

// The grade of rounds the guidelines judge plainly (100–120 a minute, hands on the chest at least
// 60 % of the time and better above 80 %, pauses under 10 s), each built press by press.
// docs/decisions/0016-cpr-quality-from-timing.md

const ROUND = 120_000;

/** Presses at `bpm` from `from` until `to`, each interval off by up to ±`jitter` (a share) at random. */
function rhythm(bpm: number, jitter: number, from: number, to: number, random = seededRandom(7)): number[] {
  const presses: number[] = [];
  for (let at = from; at <= to; at += (60_000 / bpm) * (1 + jitter * (2 * random() - 1))) presses.push(at);
  return presses;
}

/** 110 a minute with 5 % jitter, and one pause of `pauseMs` between two presses after the first minute. */
function withPause(pauseMs: number): number[] {
  const before = rhythm(110, 0.05, 0, 60_000, seededRandom(11));
  return [...before, ...rhythm(110, 0.05, before.at(-1)! + pauseMs, ROUND, seededRandom(12))];
}

/** Bursts of 30 compressions at 110, with 10 s from the last of one to the first of the next. */
function bursts(): number[] {
  const presses: number[] = [];
  let at = 0;
  while (at <= ROUND) {
    for (let index = 0; index < 30 && at <= ROUND; index++, at += 60_000 / 110) presses.push(at);
    at += 10_000 - 60_000 / 110;
  }
  return presses;
}

/** From 118 a minute at the start to 100 at the end, the rate falling evenly with time. */
function slowing(): number[] {
  const presses: number[] = [];
  for (let at = 0; at <= ROUND; at += 60_000 / (118 - (18 * at) / ROUND)) presses.push(at);
  return presses;
}

/** Perfect presses at 110 as a clock that ticks every `tickMs` stamps them. */
const ticked = (tickMs: number) => rhythm(110, 0, 0, ROUND).map((at) => Math.round(at / tickMs) * tickMs);

const grade = (pressesAt: number[]) => cprGrade(cprQuality({ pressesAt, durationMs: ROUND })!);

describe("the grade of plain rounds of two minutes", () => {
  it("is at least 95 for a steady 110 a minute with the 3 % jitter of a hand, no pause", () => {
    expect(grade(rhythm(110, 0.03, 0, ROUND))).toBeGreaterThanOrEqual(95);
  });

  it("is 80–95 for 110 a minute with 5 % jitter and one pause of 4 s", () => {
    expect(grade(withPause(4_000))).toBeGreaterThanOrEqual(80);
    expect(grade(withPause(4_000))).toBeLessThanOrEqual(95);
  });

  it("is at most 75 with one pause of 12 s, past the guidelines' 10 s", () => {
    expect(grade(withPause(12_000))).toBeLessThanOrEqual(75);
    expect(adviceFor(cprQuality({ pressesAt: withPause(12_000), durationMs: ROUND })!)[0]).toBe("fraction");
  });

  it("is at most 35 for a pupil who stops after 30 s, the rate at the end not known", () => {
    const quality = cprQuality({ pressesAt: rhythm(110, 0.03, 0, 30_000), durationMs: ROUND })!;
    expect(quality.rateChange).toBeNull();
    expect(cprGrade(quality)).toBeLessThanOrEqual(35);
    expect(adviceFor(quality)).toEqual(["fraction"]);
  });

  it("is 45–75 for bursts of 30 compressions with 10 s of nothing between, some two thirds of the time on the chest", () => {
    const quality = cprQuality({ pressesAt: bursts(), durationMs: ROUND })!;
    expect(quality.compressionFraction).toBeGreaterThan(60);
    expect(quality.compressionFraction).toBeLessThan(72);
    expect(cprGrade(quality)).toBeGreaterThanOrEqual(45);
    expect(cprGrade(quality)).toBeLessThanOrEqual(75);
    expect(adviceFor(quality)).toEqual(["fraction"]);
  });

  it("is at most 30 for a steady 60 a minute and at most 55 for a steady 140", () => {
    expect(grade(rhythm(60, 0, 0, ROUND))).toBeLessThanOrEqual(30);
    expect(grade(rhythm(140, 0, 0, ROUND))).toBeLessThanOrEqual(55);
    expect(adviceFor(cprQuality({ pressesAt: rhythm(60, 0, 0, ROUND), durationMs: ROUND })!)[0]).toBe("rateSlow");
    expect(adviceFor(cprQuality({ pressesAt: rhythm(140, 0, 0, ROUND), durationMs: ROUND })!)[0]).toBe("rateFast");
  });

  it("is 70–92 for a pupil who slows from 118 to 100 a minute, all in the window: fatigue, not unsteadiness", () => {
    const quality = cprQuality({ pressesAt: slowing(), durationMs: ROUND })!;
    expect(quality.rateSpread).toBeLessThan(1);
    expect(cprGrade(quality)).toBeGreaterThanOrEqual(70);
    expect(cprGrade(quality)).toBeLessThanOrEqual(92);
    expect(adviceFor(quality)).toEqual(["paceSlowing"]);
  });

  it("is at least 95 for perfect presses stamped by a 60 Hz clock, and at least 85 by a 100 ms one", () => {
    expect(grade(ticked(1_000 / 60))).toBeGreaterThanOrEqual(95);
    expect(grade(ticked(100))).toBeGreaterThanOrEqual(85);
  });
});
