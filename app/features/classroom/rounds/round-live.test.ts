import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "./class-round";
import { LIVE_FRESH_MS, RANKING_SIZE, readRoundLive, roundLive } from "./round-live";

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
  it("counts the pupils in it, those compressing at 100–120 now, and their mean rate (practice)", () => {
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
    });
    expect(live.saved).toBe(14);
    expect(JSON.stringify(live)).not.toContain("pupilId");
  });

  it("gives the depth of the results measured in depth mode, and none for taps", () => {
    const saved = { savedAt: 221_000, meanRateBpm: 110, compressionFraction: 90 };
    const entries = [
      entry(1, { ...saved, grade: 80, depthMeanMm: 54.26, depthInBand: 71.43 }),
      entry(2, { ...saved, grade: 70, depthMeanMm: null, depthInBand: null }),
    ];
    const live = roundLive({ round: round("test"), entries, pupils: 2, closed: false, now: 230_000 });
    expect(live.ranking.map(({ nickname, depthMeanMm, depthInBand }) => [nickname, depthMeanMm, depthInBand])).toEqual([
      ["P1", 54.3, 71],
      ["P2", null, null],
    ]);
    expect(readRoundLive(JSON.parse(JSON.stringify(live)))).toEqual(live);
    const [measured] = live.ranking;
    expect(readRoundLive({ ...live, ranking: [{ ...measured, depthMeanMm: "5,4" }] })).toBeNull();
    expect(readRoundLive({ ...live, ranking: [{ ...measured, depthInBand: undefined }] })).toBeNull();
  });

  it("is read back from its JSON, and anything else is not taken for it", () => {
    const live = roundLive({ round: round("practice"), entries: [entry(1)], pupils: 1, closed: false, now: 1 });
    expect(readRoundLive(JSON.parse(JSON.stringify(live)))).toEqual(live);
    expect(readRoundLive({ ...live, round: { ...live.round, kind: "race" } })).toBeNull();
    expect(readRoundLive("<html>")).toBeNull();
    expect(readRoundLive({ ...live, ranking: [{ nickname: 1 }] })).toBeNull();
  });
});
