import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "./class-round";
import {
  isPlausibleLiveRate,
  LIVE_FRESH_MS,
  medianRate,
  PLAUSIBLE_LIVE_RATE,
  RANKING_SIZE,
  readRoundLive,
  roundLive,
} from "./round-live";
import { rankingsApart } from "./round-outcome";

// What the teacher's panel and the projector show of a round: live figures in a practice round
// only, the ranking only once it ended, nicknames and figures and nothing else.

const round = (kind: "practice" | "test"): ClassRound => ({
  id: 7,
  kind,
  lengthMs: 120_000,
  metronome: false,
  startsAt: 100_000,
  endsAt: 220_000,
});

function entry(pupilId: number, fields: Partial<RoundEntry> = {}): RoundEntry & { nickname: string } {
  return { roundId: 7, pupilId, nickname: `P${pupilId}`, liveRate: null, liveAt: null, savedAt: null, ...fields };
}

describe("a round as it runs", () => {
  it("counts the pupils in it, those compressing at 100–120 now, and their median rate (practice)", () => {
    const entries = [
      entry(1, { liveRate: 110, liveAt: 150_000 }),
      entry(2, { liveRate: 130, liveAt: 149_000 }),
      // Silent for longer than LIVE_FRESH_MS: not compressing now.
      entry(3, { liveRate: 105, liveAt: 150_000 - LIVE_FRESH_MS - 1 }),
      entry(4),
    ];
    const live = roundLive({ round: round("practice"), entries, pupils: 5, closed: false, now: 150_000 });
    expect(live).toMatchObject({ inRound: 4, pupils: 5, compressingNow: 1, classRateBpm: 120, ranking: [] });
  });

  it("takes the median of the plausible rates: a phone at 600 next to one at 110 leaves the class at 110", () => {
    const live = (...rates: number[]) =>
      roundLive({
        round: round("practice"),
        entries: rates.map((liveRate, index) => entry(index + 1, { liveRate, liveAt: 150_000 })),
        pupils: rates.length,
        closed: false,
        now: 150_000,
      });
    expect(live(600, 110)).toMatchObject({ inRound: 2, compressingNow: 1, classRateBpm: 110 });
    // A plausible rate far from the rest moves the median no more than any other pupil's.
    expect(live(100, 110, 190).classRateBpm).toBe(110);
    expect(live(100, 110, 118, 190).classRateBpm).toBe(114);
    // Implausible rates only: no class rate, and nobody compressing, whatever the phones said.
    expect(live(600, 5000, 10, 0, -110, Number.NaN)).toMatchObject({ compressingNow: 0, classRateBpm: null });
  });

  it("takes a rate of 20 to 200 for a compressing person's, and nothing outside it", () => {
    const { min, max } = PLAUSIBLE_LIVE_RATE;
    expect([min, 60, 110, max].every(isPlausibleLiveRate)).toBe(true);
    expect([null, min - 1, max + 1, 600, 0, Number.NaN, Number.POSITIVE_INFINITY].some(isPlausibleLiveRate)).toBe(
      false,
    );
    // An implausible rate never counts as compressing at 100–120, whichever the guideline's range.
    for (const rate of [19, 201, 600, 1200]) {
      const entries = [entry(1, { liveRate: rate, liveAt: 150_000 })];
      const live = roundLive({ round: round("practice"), entries, pupils: 1, closed: false, now: 150_000 });
      expect(live, String(rate)).toMatchObject({ compressingNow: 0, classRateBpm: null });
    }
    expect(medianRate([])).toBeNull();
    expect(medianRate([111])).toBe(111);
    expect(medianRate([130, 110])).toBe(120);
  });

  it("shows no rate in a test round, which gives no feedback, the projector's included", () => {
    const entries = [entry(1, { liveRate: 110, liveAt: 150_000 })];
    const live = roundLive({ round: round("test"), entries, pupils: 1, closed: false, now: 150_000 });
    expect(live.compressingNow).toBeNull();
    expect(live.classRateBpm).toBeNull();
  });

  it("ranks the saved results by grade once it ended, the ten best", () => {
    const entries = Array.from({ length: 14 }, (_, index) =>
      entry(index, { savedAt: 221_000, grade: index * 5, meanRateBpm: 110.4, compressionFraction: 90.6 }),
    );
    entries.push(entry(99));
    const live = roundLive({ round: round("practice"), entries, pupils: 15, closed: false, now: 230_000 });
    expect(live.ranking).toHaveLength(RANKING_SIZE);
    expect(live.ranking[0]).toEqual({
      nickname: "P13",
      grade: 65,
      meanRateBpm: 110,
      compressionFraction: 91,
      depthMeanMm: null,
      depthInBand: null,
      lateMs: 0,
    });
    expect(live.saved).toBe(14);
    expect(JSON.stringify(live)).not.toContain("pupilId");
  });

  it("says how late a pupil started, from the server's note of their entry, and 0 within its grace", () => {
    const saved = { savedAt: 221_000, grade: 80, meanRateBpm: 110, compressionFraction: 90 };
    const entries = [
      entry(1, { ...saved, enteredAt: 112_000 }),
      entry(2, { ...saved, enteredAt: 100_900 }),
      entry(3, saved),
    ];
    const live = roundLive({ round: round("test"), entries, pupils: 3, closed: false, now: 230_000 });
    const lateOf = (nickname: string) => live.ranking.find((row) => row.nickname === nickname)?.lateMs;
    expect([lateOf("P1"), lateOf("P2"), lateOf("P3")]).toEqual([12_000, 0, 0]);
    expect(readRoundLive(JSON.parse(JSON.stringify(live)))).toEqual(live);
  });

  it("ranks taps and depths apart, the ten best of each, and counts every result in the class's figures", () => {
    const saved = { savedAt: 221_000, meanRateBpm: 110, compressionFraction: 90 };
    const entries = Array.from({ length: 24 }, (_, index) =>
      entry(index, {
        ...saved,
        grade: 50 + index * 2,
        ...(index % 2 === 0 ? { depthMeanMm: 55, depthInBand: 80 } : { depthMeanMm: null, depthInBand: null }),
      }),
    );
    const live = roundLive({ round: round("test"), entries, pupils: 24, closed: false, now: 230_000 });
    const { taps, depth } = rankingsApart(live.ranking);
    expect(taps.map((row) => row.nickname)).toEqual([23, 21, 19, 17, 15, 13, 11, 9, 7, 5].map((id) => `P${id}`));
    expect(depth.map((row) => row.nickname)).toEqual([22, 20, 18, 16, 14, 12, 10, 8, 6, 4].map((id) => `P${id}`));
    // The taps come first, then the depths: never one ranking of both.
    expect(live.ranking.slice(0, RANKING_SIZE)).toEqual(taps);
    expect(live.outcome).toEqual({
      results: 24,
      good: 9,
      guidelineRate: 24,
      goodFraction: 24,
      depthResults: 12,
      depthInBand: 80,
    });
    expect(JSON.stringify(live.outcome)).not.toContain("P1");
  });

  it("gives the depth of the results measured in depth mode, and none for taps", () => {
    const saved = { savedAt: 221_000, meanRateBpm: 110, compressionFraction: 90 };
    const entries = [
      entry(1, { ...saved, grade: 80, depthMeanMm: 54.26, depthInBand: 71.43 }),
      entry(2, { ...saved, grade: 70, depthMeanMm: null, depthInBand: null }),
    ];
    const live = roundLive({ round: round("test"), entries, pupils: 2, closed: false, now: 230_000 });
    expect(live.ranking.map(({ nickname, depthMeanMm, depthInBand }) => [nickname, depthMeanMm, depthInBand])).toEqual([
      ["P2", null, null],
      ["P1", 54.3, 71],
    ]);
    expect(readRoundLive(JSON.parse(JSON.stringify(live)))).toEqual(live);
    const measured = live.ranking[1];
    expect(readRoundLive({ ...live, ranking: [{ ...measured, depthMeanMm: "5,4" }] })).toBeNull();
    expect(readRoundLive({ ...live, ranking: [{ ...measured, depthInBand: undefined }] })).toBeNull();
  });

  it("is read back from its JSON, and anything else is not taken for it", () => {
    const live = roundLive({ round: round("practice"), entries: [entry(1)], pupils: 1, closed: false, now: 1 });
    expect(readRoundLive(JSON.parse(JSON.stringify(live)))).toEqual(live);
    expect(readRoundLive({ ...live, round: { ...live.round, kind: "race" } })).toBeNull();
    expect(readRoundLive("<html>")).toBeNull();
    expect(readRoundLive({ ...live, ranking: [{ nickname: 1 }] })).toBeNull();
    expect(live.outcome).toBeNull();
    const ended = roundLive({ round: round("test"), entries: [entry(1)], pupils: 1, closed: false, now: 230_000 });
    expect(readRoundLive(JSON.parse(JSON.stringify(ended)))).toEqual(ended);
    expect(readRoundLive({ ...ended, outcome: { ...ended.outcome, good: "3" } })).toBeNull();
    expect(readRoundLive({ ...ended, outcome: undefined })).toBeNull();
  });
});
