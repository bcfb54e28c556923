import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cprGrade, GOOD_GRADE, verdictOf, verdicts, storedVerdict } from "./cpr-grade";
import { cprQuality, type PressTiming } from "./cpr-quality";
import { perfectQuality } from "./cpr-quality.testing";

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
    expect(verdictOf({ ...perfect, rateChange: -20, rateSpread: 12 })).toBe("slowing");
    expect(verdictOf({ ...perfect, rateChange: 20, rateSpread: 12 })).toBe("hurrying");
  });

  it("is good exactly when the timing score is at least GOOD_GRADE, for any quality", () => {
    const quality = fc.record({
      compressionFraction: fc.double({ min: 0, max: 100, noNaN: true }),
      meanRateBpm: fc.double({ min: 60, max: 180, noNaN: true }),
      rateSpread: fc.double({ min: 0, max: 50, noNaN: true }),
      beatToBeatMs: fc.constant(20),
      shareInWindow: fc.double({ min: 0, max: 100, noNaN: true }),
      longestPauseMs: fc.double({ min: 500, max: 20_000, noNaN: true }),
      rateChange: fc.option(fc.double({ min: -40, max: 40, noNaN: true })),
      endsCovered: fc.double({ min: 0, max: 1, noNaN: true }),
      rateCredit: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(quality, (sample) => {
        expect(verdictOf(sample) === "good").toBe(cprGrade(sample) >= GOOD_GRADE);
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
