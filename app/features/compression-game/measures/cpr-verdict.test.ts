import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviceFor, cprGrade, GOOD_GRADE, isGoodByGuidelines, verdictOf, verdicts, storedVerdict } from "./cpr-grade";
import { cprQuality, HANDS_OFF_AFTER_MS, type CprQuality, type PressTiming } from "./cpr-quality";
import { perfectQuality } from "./cpr-quality.testing";
import { steadyPresses } from "./cpr-rounds.testing";

// The teacher's table's verdict comes from the same credits as the timing score: "good" exactly
// when the score is, otherwise the fault that cost the score most, named as a teacher would.

const perfect = perfectQuality;

/** Presses every `interval` ms, or by turns of the intervals given, for `durationMs`. */
function presses(intervals: readonly number[], durationMs: number): PressTiming {
  const pressesAt = [0];
  for (let index = 0; pressesAt.at(-1)! + intervals[index % intervals.length]! <= durationMs; index++) {
    pressesAt.push(pressesAt.at(-1)! + intervals[index % intervals.length]!);
  }
  return { pressesAt, durationMs };
}

const verdictOfPresses = (timing: PressTiming) => verdictOf(cprQuality(timing)!);

const anyQuality = fc.record({
  compressionFraction: fc.double({ min: 0, max: 100, noNaN: true }),
  meanRateBpm: fc.double({ min: 60, max: 180, noNaN: true }),
  rateSpread: fc.double({ min: 0, max: 50, noNaN: true }),
  beatToBeatMs: fc.constant(20),
  shareInWindow: fc.double({ min: 0, max: 100, noNaN: true }),
  longestPauseMs: fc.double({ min: 500, max: 20_000, noNaN: true }),
  rateChange: fc.option(fc.double({ min: -40, max: 40, noNaN: true })),
  endsCovered: fc.double({ min: 0, max: 1, noNaN: true }),
  rateCredit: fc.double({ min: 0, max: 100, noNaN: true }),
  handsOffInPauses: fc.double({ min: 0, max: 1, noNaN: true }),
  lateStartMs: fc.constant(0),
}) satisfies fc.Arbitrary<CprQuality>;

/** A 30 s round of any rhythm without a long pause: intervals of 300–1,900 ms from a lead of up to 1.9 s. */
const anyRound = fc
  .record({
    lead: fc.integer({ min: 0, max: 1_900 }),
    steps: fc.array(fc.integer({ min: 300, max: 1_900 }), { minLength: 20, maxLength: 100 }),
  })
  .map(({ lead, steps }): PressTiming => {
    const pressesAt = [lead];
    for (const step of steps) if (pressesAt.at(-1)! + step <= 30_000) pressesAt.push(pressesAt.at(-1)! + step);
    return { pressesAt, durationMs: Math.min(30_000, pressesAt.at(-1)! + 1_900) };
  })
  .filter((timing) => cprQuality(timing) !== null);

describe("the verdict of a game", () => {
  it("is good for steady presses in 100–120 a minute", () => {
    expect(verdictOfPresses(presses([545], 30_000))).toBe("good");
  });

  it("names the rate's fault by its direction", () => {
    expect(verdictOfPresses(presses([750], 30_000))).toBe("tooSlow"); // 80 a minute
    expect(verdictOfPresses(presses([400], 30_000))).toBe("tooFast"); // 150 a minute
  });

  it("names long pauses", () => {
    // Ten seconds of steady presses, a twelve-second pause, ten seconds again.
    const steady = presses([545], 10_000).pressesAt;
    const timing = { pressesAt: [...steady, ...steady.map((at) => at + 22_000)], durationMs: 32_000 };
    expect(verdictOfPresses(timing)).toBe("pauses");
  });

  it("names an uneven rhythm, whose mean is in 100–120 though its beats are not", () => {
    expect(verdictOfPresses(presses([400, 700], 30_000))).toBe("uneven");
  });

  it("names a rate that slows down or speeds up from the start to the end", () => {
    expect(verdictOf({ ...perfect, rateChange: -30, rateSpread: 25 })).toBe("slowing");
    expect(verdictOf({ ...perfect, rateChange: 30, rateSpread: 25 })).toBe("hurrying");
  });

  it("is good exactly when the timing score is at least GOOD_GRADE with a mean rate of 100–120 and no pause of 10 s or more", () => {
    fc.assert(
      fc.property(anyQuality, (sample) => {
        const byGuidelines = sample.meanRateBpm >= 100 && sample.meanRateBpm <= 120 && sample.longestPauseMs < 10_000;
        expect(isGoodByGuidelines(sample)).toBe(byGuidelines);
        expect(verdictOf(sample) === "good").toBe(cprGrade(sample) >= GOOD_GRADE && byGuidelines);
      }),
    );
  });

  it("names the guideline a round graded good enough missed: its mean rate, or a pause of 10 s or more", () => {
    fc.assert(
      fc.property(anyQuality, (sample) => {
        if (cprGrade(sample) < GOOD_GRADE || isGoodByGuidelines(sample)) return;
        const expected = sample.meanRateBpm < 100 ? "tooSlow" : sample.meanRateBpm > 120 ? "tooFast" : "pauses";
        expect(verdictOf(sample)).toBe(expected);
      }),
    );
    expect(verdictOfPresses(presses([60_000 / 95], 120_000))).toBe("tooSlow");
    expect(verdictOfPresses(presses([60_000 / 125], 120_000))).toBe("tooFast");
    expect(verdictOf({ ...perfect, longestPauseMs: 10_000 })).toBe("pauses");
  });
});

describe("the advice and the verdict on what did happen", () => {
  it('never says "do not stop" nor "long pauses" to a pupil who made no pause of 2 s or more', () => {
    fc.assert(
      fc.property(anyRound, (timing) => {
        const quality = cprQuality(timing)!;
        if (quality.longestPauseMs >= HANDS_OFF_AFTER_MS) return;
        expect(adviceFor(quality)).not.toContain("fraction");
        expect(verdictOf(quality)).not.toBe("pauses");
      }),
    );
    // A slow pupil whose longest gap is 1.1 s is told to go faster.
    const slow = cprQuality(presses([650, 650, 650, 1_100], 30_000))!;
    expect(slow.longestPauseMs).toBe(1_100);
    expect(adviceFor(slow)[0]).toBe("rateSlow");
    expect(verdictOf(slow)).toBe("tooSlow");
  });
});

describe("a late start", () => {
  const late = (firstPressMs: number, lateStartMs: number) =>
    cprQuality({ pressesAt: steadyPresses(110, firstPressMs, 20_000), durationMs: 20_000, lateStartMs })!;

  it("is a mark of its own: the wait of up to 3 s before the first press of a pupil who started late is no pause", () => {
    expect(late(2_500, 8_000)).toMatchObject({ lateStartMs: 8_000, compressionFraction: 100 });
    expect(late(2_500, 8_000).longestPauseMs).toBeLessThanOrEqual(600);
    expect(verdictOf(late(2_500, 8_000))).toBe("good");
    expect(adviceFor(late(2_500, 8_000))).toEqual([]);
    // On time, the same wait is a pause at the start; late by 1 s, a second of it is the late start's.
    expect(late(2_500, 0).longestPauseMs).toBeCloseTo(2_500);
    expect(late(2_500, 1_000).longestPauseMs).toBeCloseTo(1_500);
    // Beyond 3 s the wait is the pupil's own pause.
    expect(late(6_000, 8_000).longestPauseMs).toBeCloseTo(3_000);
  });

  it("never grades a pupil lower for having started late", () => {
    fc.assert(
      fc.property(anyRound, fc.integer({ min: 0, max: 60_000 }), (timing, lateStartMs) => {
        expect(cprGrade(cprQuality({ ...timing, lateStartMs })!)).toBeGreaterThanOrEqual(cprGrade(cprQuality(timing)!));
      }),
    );
  });
});

describe("a stored verdict", () => {
  it("is read back as one of the verdicts, and anything else as none", () => {
    for (const verdict of verdicts) expect(storedVerdict(verdict)).toBe(verdict);
    for (const other of [null, undefined, "", "GOOD", "toString", 3]) expect(storedVerdict(other)).toBeNull();
  });
});
