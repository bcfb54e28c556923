import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cprGrade } from "./cpr-grade";
import { cprQuality, NO_BEAT_FROM_MS, type PressTiming } from "./cpr-quality";
import { metronomeTaps, pausedRound, steadyPresses } from "./cpr-rounds.testing";
import { seededRandom } from "~/lib/seeded-random.testing";

// A score without cliffs (docs/decisions/0016-cpr-quality-from-timing.md): a longer pause never
// grades higher wherever it falls, one press moved by 100 ms moves the grade by 2 points at most
// in a round of 30 s as in one of two minutes, and a finger's jitter is counted once, so that the
// same pupil's tapping grades alike whatever the draw.

const gradeOf = (timing: PressTiming) => cprGrade(cprQuality(timing)!);
const lengths = fc.constantFrom(30_000, 120_000);

/**
 * A round a pupil could play: a rate of 85–135 a minute, a jitter of 0–25 % of each interval, now
 * and then a pause of 2–12 s, from a lead of up to 3 s to the round's end (30 s or two minutes).
 */
const playedRound = fc
  .record({
    durationMs: lengths,
    bpm: fc.double({ min: 85, max: 135, noNaN: true }),
    jitter: fc.double({ min: 0, max: 0.25, noNaN: true }),
    lead: fc.integer({ min: 0, max: 3_000 }),
    pauseEvery: fc.integer({ min: 8, max: 400 }),
    seed: fc.integer(),
  })
  .map(({ durationMs, bpm, jitter, lead, pauseEvery, seed }): PressTiming => {
    const random = seededRandom(seed);
    const pressesAt = [lead];
    for (;;) {
      const beat = (60_000 / bpm) * (1 + jitter * (2 * random() - 1));
      const step = random() < 1 / pauseEvery ? 2_000 + 10_000 * random() : beat;
      const next = Math.round(pressesAt.at(-1)! + step);
      if (next > durationMs) break;
      pressesAt.push(next);
    }
    return { pressesAt, durationMs };
  })
  .filter((timing) => cprQuality(timing) !== null);

/** Any rhythm at all, of 40 presses or more: intervals of 250–1,500 ms, now and then a pause of 2–15 s. */
const anyRound = fc
  .record({
    durationMs: lengths,
    lead: fc.integer({ min: 0, max: 3_000 }),
    steps: fc.array(
      fc.oneof(
        { weight: 12, arbitrary: fc.integer({ min: 250, max: 1_500 }) },
        { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 15_000 }) },
      ),
      { minLength: 40, maxLength: 400 },
    ),
  })
  .map(({ durationMs, lead, steps }): PressTiming => {
    const pressesAt = [lead];
    for (const step of steps) if (pressesAt.at(-1)! + step <= durationMs) pressesAt.push(pressesAt.at(-1)! + step);
    return { pressesAt, durationMs };
  })
  .filter((timing) => timing.pressesAt.length >= 40 && cprQuality(timing) !== null);

describe("a score without cliffs", () => {
  it("moves by 2 points at most when one press of a pupil's round moves by up to 100 ms, in rounds of 30 s and of two minutes", () => {
    fc.assert(
      fc.property(playedRound, fc.nat(), fc.integer({ min: -100, max: 100 }), (timing, which, shift) => {
        const index = which % timing.pressesAt.length;
        const pressesAt = [...timing.pressesAt];
        const lowest = index === 0 ? 0 : pressesAt[index - 1]! + 1;
        const highest = index === pressesAt.length - 1 ? timing.durationMs : pressesAt[index + 1]! - 1;
        pressesAt[index] = Math.min(highest, Math.max(lowest, pressesAt[index]! + shift));
        const moved = cprQuality({ pressesAt, durationMs: timing.durationMs });
        if (moved === null) return;
        expect(Math.abs(cprGrade(moved) - gradeOf(timing))).toBeLessThanOrEqual(2);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("never grades a longer pause higher, wherever it falls, when the rhythm goes on after it to the round's end", () => {
    fc.assert(
      fc.property(
        lengths,
        fc.double({ min: 90, max: 130, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: NO_BEAT_FROM_MS, max: 15_000 }),
        fc.integer({ min: 1, max: 3_000 }),
        (durationMs, bpm, where, pauseMs, longer) => {
          const pauseAt = where * durationMs * 0.9;
          const shorter = { pressesAt: pausedRound(bpm, durationMs, pauseAt, pauseMs), durationMs };
          const longerOne = { pressesAt: pausedRound(bpm, durationMs, pauseAt, pauseMs + longer), durationMs };
          if (cprQuality(longerOne) === null) return;
          expect(gradeOf(longerOne)).toBeLessThanOrEqual(gradeOf(shorter));
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("never grades a longer pause higher when everything after it moves later, in any round", () => {
    fc.assert(
      fc.property(
        fc.oneof(playedRound, anyRound),
        fc.nat(),
        fc.integer({ min: 1, max: 20_000 }),
        (timing, which, longer) => {
          const { pressesAt, durationMs } = timing;
          const gaps = [
            pressesAt[0]!,
            ...pressesAt.slice(1).map((at, i) => at - pressesAt[i]!),
            durationMs - pressesAt.at(-1)!,
          ];
          // A gap that is no beat of the rate (slower than 48 a minute), the ends of the round included.
          const pauses = gaps.map((gap, index) => (gap >= NO_BEAT_FROM_MS ? index : -1)).filter((index) => index >= 0);
          if (pauses.length === 0) return;
          const gap = pauses[which % pauses.length]!;
          const lengthened = {
            pressesAt: pressesAt.map((at, index) => (index >= gap ? at + longer : at)),
            durationMs: durationMs + longer,
          };
          expect(gradeOf(lengthened)).toBeLessThanOrEqual(gradeOf(timing));
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("grades the same pause alike wherever it falls in a steady round, within a point", () => {
    fc.assert(
      fc.property(
        lengths,
        fc.double({ min: 100, max: 120, noNaN: true }),
        fc.integer({ min: 2_000, max: 8_000 }),
        (durationMs, bpm, pauseMs) => {
          const grades = [0.1, 0.25, 0.5, 0.75, 0.85].map((where) =>
            gradeOf({ pressesAt: pausedRound(bpm, durationMs, where * (durationMs - pauseMs), pauseMs), durationMs }),
          );
          expect(Math.max(...grades) - Math.min(...grades)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("a finger's jitter, counted once", () => {
  it("grades 20 draws of the same pupil's tapping to a metronome (40 ms of jitter) within 6 points, in 30 s and in two minutes", () => {
    for (const durationMs of [30_000, 120_000]) {
      const grades = Array.from({ length: 20 }, (_, seed) =>
        gradeOf({ pressesAt: metronomeTaps(seed + 1, durationMs), durationMs }),
      );
      expect(Math.max(...grades) - Math.min(...grades)).toBeLessThanOrEqual(6);
      // Tapping with a metronome at 110 a minute, every interval's mean in 100–120: a good round.
      expect(Math.min(...grades)).toBeGreaterThanOrEqual(80);
    }
  });

  it("costs a steady hand's jitter less than it costs an uneven one's", () => {
    const durationMs = 60_000;
    const steadyHand = gradeOf({ pressesAt: metronomeTaps(3, durationMs, 15), durationMs });
    const unevenHand = gradeOf({ pressesAt: metronomeTaps(3, durationMs, 80), durationMs });
    expect(unevenHand).toBeLessThan(steadyHand);
    expect(gradeOf({ pressesAt: steadyPresses(110, 0, durationMs), durationMs })).toBe(100);
  });
});
