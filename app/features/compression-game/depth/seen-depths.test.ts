import { describe, expect, it } from "vitest";
import { createSeenDepths, reviseIn } from "./seen-depths";

describe("a compression's depth as every window measures it", () => {
  it("is the median of the windows' depths, and says when a later one moves it", () => {
    const seen = createSeenDepths();
    const index = seen.open(1_000, 0.05);
    expect(seen.median(index)).toBe(0.05);
    expect(seen.add(index, 0.06)).toBe(true);
    expect(seen.median(index)).toBeCloseTo(0.055, 12);
    expect(seen.add(index, 0.045)).toBe(true);
    expect(seen.median(index)).toBe(0.05);
    // A fourth above the middle two's mean moves it; one that leaves the middle two where they are does not.
    expect(seen.add(index, 0.07)).toBe(true);
    expect(seen.median(index)).toBeCloseTo(0.055, 12);
    expect(seen.add(index, 0.055)).toBe(false);
    expect(seen.median(index)).toBeCloseTo(0.055, 12);
  });

  it("finds a compression near where it was first seen, the nearest of two, and keeps its first time", () => {
    const seen = createSeenDepths();
    const first = seen.open(1_000, 0.05);
    const second = seen.open(1_550, 0.052);
    expect(seen.find(1_030, 250)).toBe(first);
    expect(seen.find(1_250, 400)).toBe(first);
    expect(seen.find(1_300, 400)).toBe(second);
    expect(seen.find(2_000, 250)).toBe(-1);
    expect(seen.find(1_550, 0)).toBe(second);
  });

  it("tells a compression with its depths' median, then revises it, at its first time, as later windows move it", () => {
    const seen = createSeenDepths();
    const revisions: { atMs: number; depthMm: number }[] = [];
    const revise = (compression: { atMs: number; depthMm: number }) => revisions.push(compression);
    seen.open(1_000, 0.05);
    // Seen again while held for a rhythm: not yet told, nothing revised.
    seen.again(1_020, 0.054, 250, revise);
    expect(revisions).toEqual([]);
    const told = { atMs: 1_000, depthMm: 50 };
    seen.tell(told);
    expect(told.depthMm).toBeCloseTo(52, 9);
    seen.again(990, 0.056, 250, revise);
    seen.again(1_010, 0.054, 250, revise);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]!.atMs).toBe(1_000);
    expect(revisions[0]!.depthMm).toBeCloseTo(54, 9);
    // Far from it, nothing; a compression never seen is told as it came.
    seen.again(1_600, 0.08, 250, revise);
    expect(revisions).toHaveLength(1);
    const unseen = { atMs: 3_000, depthMm: 47 };
    seen.tell(unseen);
    expect(unseen.depthMm).toBe(47);
    const compressions = [
      { atMs: 400, depthMm: 51 },
      { atMs: 1_000, depthMm: 52 },
    ];
    reviseIn(compressions, revisions[0]!);
    expect(compressions.map(({ depthMm }) => Math.round(depthMm))).toEqual([51, 54]);
  });

  it("forgets the oldest past sixteen, and everything at a break", () => {
    const seen = createSeenDepths();
    const first = seen.open(0, 0.05);
    for (let k = 1; k < 16; k++) seen.open(k * 500, 0.05);
    expect(seen.find(0, 100)).toBe(first);
    seen.open(8_000, 0.05);
    expect(seen.find(0, 100)).toBe(-1);
    expect(seen.find(8_000, 100)).toBe(first);
    seen.clear();
    expect(seen.find(7_500, 100)).toBe(-1);
  });

  it("keeps eight windows' depths of one compression and no more", () => {
    const seen = createSeenDepths();
    const index = seen.open(0, 0.01);
    for (let k = 1; k < 8; k++) seen.add(index, 0.01 * (k + 1));
    expect(seen.median(index)).toBeCloseTo(0.045, 12);
    expect(seen.add(index, 1)).toBe(false);
    expect(seen.median(index)).toBeCloseTo(0.045, 12);
  });
});
