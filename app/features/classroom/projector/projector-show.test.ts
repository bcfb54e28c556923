import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { roundLive } from "../rounds/round-live";
import { rankingsApart } from "../rounds/round-outcome";
import { projectedRound, projectorShow, TOP_FEW, topFew } from "./projector-show";

// What the projector may show of a round: no name by default, the top few of each ranking at the
// teacher's choice, never half of a ranking or more, so that nobody shown is last.

const round: ClassRound = { id: 7, kind: "test", lengthMs: 60_000, metronome: false, startsAt: 0, endsAt: 60_000 };

/** An ended round of `taps` results of taps and `depths` measured by the phone, graded 90, 89, 88… */
function ended(taps: number, depths: number) {
  const entries: (RoundEntry & { nickname: string })[] = Array.from({ length: taps + depths }, (_, index) => ({
    roundId: 7,
    pupilId: index,
    nickname: `${index < taps ? "Tap" : "Depth"}${index}`,
    liveRate: null,
    liveAt: null,
    savedAt: 61_000,
    grade: 90 - index,
    meanRateBpm: 110,
    compressionFraction: 85,
    ...(index < taps ? {} : { depthMeanMm: 55, depthInBand: 70 }),
  }));
  return roundLive({ round, entries, pupils: taps + depths, closed: false, now: 70_000 });
}

describe("the projector's choice", () => {
  it("reads ?show= from the address: top, code, and the figures for anything else", () => {
    const show = (query: string) => projectorShow(new URL(`https://example.org/es/p/token${query}`));
    expect(show("?show=top")).toBe("top");
    expect(show("?show=code")).toBe("code");
    for (const query of ["", "?show=", "?show=all", "?show=TOP", "?names=1"]) expect(show(query)).toBe("figures");
  });

  it("sends no name by default nor with the code alone, and keeps the class's figures", () => {
    const live = ended(6, 4);
    for (const show of ["figures", "code"] as const) {
      const projected = projectedRound(live, show);
      expect(projected.ranking).toEqual([]);
      expect(projected.outcome).toEqual(live.outcome);
      expect(JSON.stringify(projected)).not.toMatch(/Tap|Depth/);
    }
  });

  it("gives the top few of each ranking apart, never half of it or more", () => {
    const { taps, depth } = rankingsApart(projectedRound(ended(12, 3), "top").ranking);
    expect(taps.map((row) => row.nickname)).toEqual(["Tap0", "Tap1", "Tap2", "Tap3", "Tap4"]);
    expect(depth.map((row) => row.nickname)).toEqual(["Depth12"]);
    expect(TOP_FEW).toBe(5);
    // One result alone is nobody's top; three give one name, the best.
    expect(topFew(ended(1, 0).ranking)).toEqual([]);
    expect(topFew(ended(3, 0).ranking).map((row) => row.nickname)).toEqual(["Tap0"]);
  });

  it("never tells the room who started late, though the teacher's ranking marks it", () => {
    const live = ended(6, 0);
    const teachers = { ...live, ranking: live.ranking.map((row) => ({ ...row, lateMs: 9_000 })) };
    expect(projectedRound(teachers, "top").ranking.map((row) => row.lateMs)).toEqual([0, 0, 0]);
  });
});
