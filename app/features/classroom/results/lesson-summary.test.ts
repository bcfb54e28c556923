import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { GOOD_COMPRESSION_FRACTION, summarizeLesson } from "./lesson-summary";
import type { RoundKind } from "../rounds/round-rules";

const pupils = [
  { id: 1, nickname: "Zoe" },
  { id: 2, nickname: "àlex" },
  { id: 3, nickname: "Bru" },
  { id: 4, nickname: "Dani" },
];

function round(id: number, kind: RoundKind, startsAt = id * 300_000, lengthMs = 60_000): ClassRound {
  return { id, kind, lengthMs, metronome: false, startsAt, endsAt: startsAt + lengthMs };
}

function entry(roundId: number, pupilId: number, result?: { rate: number; fraction: number; grade?: number }) {
  const saved: Partial<RoundEntry> = result
    ? {
        compressions: 100,
        meanRateBpm: result.rate,
        shareInWindow: 75.04,
        compressionFraction: result.fraction,
        rateSpread: 6,
        longestPauseMs: 900,
        rateChange: -2,
        grade: result.grade ?? 70,
        savedAt: roundId * 300_000 + 61_000,
      }
    : { savedAt: null };
  return { roundId, pupilId, liveRate: null, liveAt: null, ...saved } as RoundEntry;
}

/** A test of taps: its depth not measured. */
const taps = { depthMeanMm: null, depthInBand: null };

// A lesson as it is taught: a test, two practice rounds, a test again.
const lesson = [round(1, "test"), round(2, "practice"), round(3, "practice"), round(4, "test")];

describe("a lesson's summary", () => {
  it("gives each pupil their first and last saved test, by the rounds' order", () => {
    const summary = summarizeLesson(
      lesson,
      [
        entry(1, 1, { rate: 96.4, fraction: 70, grade: 55 }),
        entry(2, 1, { rate: 110, fraction: 95 }),
        entry(4, 1, { rate: 112.6, fraction: 88.04, grade: 86 }),
        entry(1, 2, { rate: 104, fraction: 85 }),
        // In the last test, but its result never saved: one test only.
        entry(4, 2),
        entry(2, 3, { rate: 110, fraction: 95 }),
      ],
      pupils,
      "ca",
    );
    expect(summary.pupils).toEqual([
      {
        id: 2,
        nickname: "àlex",
        tests: 1,
        first: {
          roundId: 1,
          grade: 70,
          meanRateBpm: 104,
          compressionFraction: 85,
          shareInWindow: 75,
          tooRegular: false,
          lateMs: 0,
          ...taps,
        },
        last: null,
      },
      { id: 3, nickname: "Bru", tests: 0, first: null, last: null },
      { id: 4, nickname: "Dani", tests: 0, first: null, last: null },
      {
        id: 1,
        nickname: "Zoe",
        tests: 2,
        first: {
          roundId: 1,
          grade: 55,
          meanRateBpm: 96,
          compressionFraction: 70,
          shareInWindow: 75,
          tooRegular: false,
          lateMs: 0,
          ...taps,
        },
        last: {
          roundId: 4,
          grade: 86,
          meanRateBpm: 113,
          compressionFraction: 88,
          shareInWindow: 75,
          tooRegular: false,
          lateMs: 0,
          ...taps,
        },
      },
    ]);
    expect(summary.hasTest).toBe(true);
  });

  it("places a pupil's one test where it was taken: first in the class's first test, last when later", () => {
    const summary = summarizeLesson(
      lesson,
      [
        // Zoe took the first test only, Dani the last only; àlex was in the first without saving it.
        entry(1, 1, { rate: 104, fraction: 85 }),
        entry(1, 2),
        entry(4, 2, { rate: 110, fraction: 90 }),
        entry(4, 4, { rate: 112, fraction: 88 }),
      ],
      pupils,
      "ca",
    );
    const byName = Object.fromEntries(summary.pupils.map((pupil) => [pupil.nickname, pupil]));
    expect(byName.Zoe).toMatchObject({ tests: 1, first: { roundId: 1 }, last: null });
    expect(byName.Dani).toMatchObject({ tests: 1, first: null, last: { roundId: 4 } });
    expect(byName["àlex"]).toMatchObject({ tests: 1, first: null, last: { roundId: 4 } });
    expect(summary.figures.pupils).toBe(0);
    // A first test round ended before anyone saved a result is no "before": the next test is the class's first.
    const cancelledFirst = summarizeLesson(
      lesson,
      [entry(1, 1), entry(4, 4, { rate: 112, fraction: 88 })],
      pupils,
      "ca",
    );
    expect(cancelledFirst.pupils.find((pupil) => pupil.id === 4)).toMatchObject({ first: { roundId: 4 }, last: null });
  });

  it("takes the class before and after over the pupils with both tests, and says how many", () => {
    const summary = summarizeLesson(
      lesson,
      [
        entry(1, 1, { rate: 96, fraction: 70 }),
        entry(4, 1, { rate: 112, fraction: 88 }),
        entry(1, 2, { rate: 104, fraction: 60 }),
        entry(4, 2, { rate: 125, fraction: 90 }),
        entry(1, 3, { rate: 110, fraction: 85 }),
        entry(4, 3, { rate: 118, fraction: 81 }),
        // One test only: not in the class's figures, whatever its result.
        entry(4, 4, { rate: 60, fraction: 10 }),
      ],
      pupils,
      "ca",
    );
    expect(summary.figures.pupils).toBe(3);
    const of3 = (count: number) => ({ count, share: expect.closeTo((count / 3) * 100, 9) as number });
    expect(summary.figures.before).toEqual({ guidelineRate: of3(2), goodFraction: of3(1), both: of3(1) });
    expect(summary.figures.after).toEqual({ guidelineRate: of3(2), goodFraction: of3(3), both: of3(2) });
  });

  it("judges a test by its figures as shown: 99.6 a minute is 100, 79.96 % is 80 %", () => {
    const summary = summarizeLesson(
      lesson,
      [entry(1, 1, { rate: 99.4, fraction: 79.94 }), entry(4, 1, { rate: 99.6, fraction: 79.96 })],
      pupils,
      "ca",
    );
    expect(summary.figures.before.both.count).toBe(0);
    expect(summary.figures.after.both.count).toBe(1);
    expect(GOOD_COMPRESSION_FRACTION).toBe(80);
  });

  it("lists the rounds with their kind, length, start, pupils in them and results saved", () => {
    const ended = { ...round(2, "practice", 700_000, 120_000), endsAt: 745_000 };
    const summary = summarizeLesson(
      [round(1, "test", 100_000, 30_000), ended],
      [entry(1, 1, { rate: 110, fraction: 90 }), entry(1, 2), entry(2, 1), entry(2, 99, { rate: 110, fraction: 90 })],
      pupils,
      "en",
    );
    expect(summary.rounds).toEqual([
      { id: 1, number: 1, kind: "test", lengthMs: 30_000, startsAt: 100_000, endedEarly: false, pupils: 2, saved: 1 },
      {
        id: 2,
        number: 2,
        kind: "practice",
        lengthMs: 120_000,
        startsAt: 700_000,
        endedEarly: true,
        pupils: 1,
        saved: 0,
      },
    ]);
  });

  it("has no before and after without a test round, and no figure without a pupil with both", () => {
    const practice = summarizeLesson([round(1, "practice")], [entry(1, 1, { rate: 110, fraction: 90 })], pupils, "es");
    expect(practice.hasTest).toBe(false);
    expect(practice.pupils.every((pupil) => pupil.first === null)).toBe(true);
    expect(practice.figures).toEqual({
      pupils: 0,
      before: {
        guidelineRate: { count: 0, share: null },
        goodFraction: { count: 0, share: null },
        both: { count: 0, share: null },
      },
      after: {
        guidelineRate: { count: 0, share: null },
        goodFraction: { count: 0, share: null },
        both: { count: 0, share: null },
      },
      depth: { pupils: 0, before: { meanDepthMm: null, inBand: null }, after: { meanDepthMm: null, inBand: null } },
    });
  });

  const anyLesson = fc
    .array(fc.constantFrom<RoundKind>("test", "practice"), { minLength: 1, maxLength: 8 })
    .chain((kinds) =>
      fc.record({
        kinds: fc.constant(kinds),
        entries: fc.uniqueArray(
          fc.record({
            round: fc.integer({ min: 0, max: kinds.length - 1 }),
            pupil: fc.integer({ min: 1, max: 4 }),
            saved: fc.boolean(),
            rate: fc.double({ min: 0, max: 200, noNaN: true }),
            fraction: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
          { selector: (drawn) => `${drawn.round}-${drawn.pupil}` },
        ),
        // The rounds' ids need not follow their order: the order given is the lesson's.
        ids: fc.shuffledSubarray([11, 12, 13, 14, 15, 16, 17, 18], {
          minLength: kinds.length,
          maxLength: kinds.length,
        }),
      }),
    )
    .map(({ kinds, entries, ids }) => {
      const rounds = kinds.map((kind, index) => round(ids[index]!, kind, index * 300_000));
      return {
        rounds,
        entries: entries.map((drawn) =>
          entry(
            rounds[drawn.round]!.id,
            drawn.pupil,
            drawn.saved ? { rate: drawn.rate, fraction: drawn.fraction } : undefined,
          ),
        ),
      };
    });

  it("pairs a first test from an earlier test round than the last, for exactly the pupils with two saved tests", () => {
    fc.assert(
      fc.property(anyLesson, ({ rounds, entries }) => {
        const summary = summarizeLesson(rounds, entries, pupils, "ca");
        const position = (roundId: number) => rounds.findIndex((candidate) => candidate.id === roundId);
        const savedTests = entries.filter(
          (own) => own.savedAt !== null && rounds[position(own.roundId)]!.kind === "test",
        );
        const classFirst = Math.min(...savedTests.map((own) => position(own.roundId)));
        for (const pupil of summary.pupils) {
          const saved = savedTests.filter((own) => own.pupilId === pupil.id);
          expect(pupil.tests).toBe(saved.length);
          // A single test stands first when it was the class's first test with a result, last when later.
          const onlyFirst = saved.length === 1 && position(saved[0]!.roundId) === classFirst;
          expect(pupil.first === null).toBe(saved.length === 0 || (saved.length === 1 && !onlyFirst));
          expect(pupil.last === null).toBe(saved.length === 0 || onlyFirst);
          const places = saved.map((own) => position(own.roundId));
          if (pupil.first) expect(position(pupil.first.roundId)).toBe(Math.min(...places));
          if (pupil.last) expect(position(pupil.last.roundId)).toBe(Math.max(...places));
        }
        expect(summary.figures.pupils).toBe(summary.pupils.filter((pupil) => pupil.tests >= 2).length);
      }),
    );
  });

  it("keeps every share between 0 and 100, and those with both no more than either", () => {
    fc.assert(
      fc.property(anyLesson, ({ rounds, entries }) => {
        const { figures } = summarizeLesson(rounds, entries, pupils, "ca");
        for (const side of [figures.before, figures.after]) {
          for (const { count, share } of [side.guidelineRate, side.goodFraction, side.both]) {
            expect(count).toBeLessThanOrEqual(figures.pupils);
            expect(share === null).toBe(figures.pupils === 0);
            if (share !== null) expect(share).toBeCloseTo((count / figures.pupils) * 100, 9);
          }
          expect(side.both.count).toBeLessThanOrEqual(Math.min(side.guidelineRate.count, side.goodFraction.count));
        }
      }),
    );
  });

  it("counts in each round every entry, and among them the saved, whatever the order of the entries", () => {
    fc.assert(
      fc.property(anyLesson, ({ rounds, entries }) => {
        const summary = summarizeLesson(rounds, [...entries].reverse(), pupils, "ca");
        expect(summary.rounds.map((listed) => listed.number)).toEqual(rounds.map((_, index) => index + 1));
        expect(summary.rounds.reduce((sum, listed) => sum + listed.pupils, 0)).toBe(entries.length);
        expect(summary.rounds.reduce((sum, listed) => sum + listed.saved, 0)).toBe(
          entries.filter((own) => own.savedAt !== null).length,
        );
        expect(summarizeLesson(rounds, entries, pupils, "ca")).toEqual(summary);
      }),
    );
  });
});
