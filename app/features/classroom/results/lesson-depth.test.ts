import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { summarizeLesson } from "./lesson-summary";

// The lesson's before and after with the depth: compared over the pupils whose first and last
// tests were both measured in depth mode, and not measured when no pupil's were.

const test = (id: number): ClassRound => ({
  id,
  kind: "test",
  lengthMs: 60_000,
  metronome: false,
  startsAt: id * 300_000,
  endsAt: id * 300_000 + 60_000,
});

function saved(roundId: number, pupilId: number, depth?: { meanMm: number; inBand: number }): RoundEntry {
  return {
    roundId,
    pupilId,
    liveRate: null,
    liveAt: null,
    compressions: 100,
    meanRateBpm: 110,
    shareInWindow: 80,
    compressionFraction: 90,
    grade: 80,
    depthMeanMm: depth?.meanMm ?? null,
    depthInBand: depth?.inBand ?? null,
    savedAt: roundId * 300_000 + 61_000,
  };
}

const pupils = [
  { id: 1, nickname: "Aina" },
  { id: 2, nickname: "Bru" },
  { id: 3, nickname: "Cai" },
];
const rounds = [test(1), test(2)];

describe("the lesson's depth before and after", () => {
  it("is the mean over the pupils measured in depth mode in both tests", () => {
    const { figures, pupils: tests } = summarizeLesson(
      rounds,
      [
        saved(1, 1, { meanMm: 44.26, inBand: 20 }),
        saved(2, 1, { meanMm: 54.14, inBand: 80 }),
        saved(1, 2, { meanMm: 48, inBand: 40 }),
        saved(2, 2, { meanMm: 56, inBand: 90 }),
        // Taps in the last test: in the class's timing figures, not in its depth.
        saved(1, 3, { meanMm: 30, inBand: 0 }),
        saved(2, 3),
      ],
      pupils,
      "en",
    );
    expect(figures.pupils).toBe(3);
    expect(figures.depth.pupils).toBe(2);
    expect(figures.depth.before.meanDepthMm).toBeCloseTo((44.3 + 48) / 2, 9);
    expect(figures.depth.before.inBand).toBeCloseTo(30, 9);
    expect(figures.depth.after.meanDepthMm).toBeCloseTo((54.1 + 56) / 2, 9);
    expect(figures.depth.after.inBand).toBeCloseTo(85, 9);
    expect(tests.find((pupil) => pupil.id === 3)?.last).toMatchObject({ depthMeanMm: null, depthInBand: null });
  });

  it("is not measured when no pupil took both tests in depth mode", () => {
    const { figures } = summarizeLesson(
      rounds,
      [saved(1, 1, { meanMm: 50, inBand: 60 }), saved(2, 1), saved(1, 2), saved(2, 2)],
      pupils,
      "en",
    );
    expect(figures.pupils).toBe(2);
    expect(figures.depth).toEqual({
      pupils: 0,
      before: { meanDepthMm: null, inBand: null },
      after: { meanDepthMm: null, inBand: null },
    });
  });
});
