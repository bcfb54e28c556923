import { describe, expect, it } from "vitest";
import { createCompressionRhythm } from "./compression-rhythm";

/** The times told of compressions found at `times` (ms), a window's period being `periodMs`. */
function told(times: readonly number[], periodMs = 600): number[] {
  const out: number[] = [];
  const rhythm = createCompressionRhythm((compression) => out.push(compression.atMs));
  for (const atMs of times) rhythm.confirm({ atMs, depthMm: 50 }, periodMs);
  return out;
}

describe("the compressions' rhythm", () => {
  it("tells compressions in rhythm once three have kept it", () => {
    expect(told([1_000, 1_600, 2_210, 2_800, 3_390])).toEqual([1_000, 1_600, 2_210, 2_800, 3_390]);
  });

  it("tells a first compression left out for an uneven interval once it is even with the next two", () => {
    // 560 then 680 ms: uneven; 680 then 610: even, and 560 is even with their mean, 645.
    expect(told([1_000, 1_560, 2_240, 2_850])).toEqual([1_000, 1_560, 2_240, 2_850]);
  });

  it("tells no peak a period and a third or more before a run: the phone laid on the chest", () => {
    expect(told([200, 1_000, 1_600, 2_200, 2_800])).toEqual([1_000, 1_600, 2_200, 2_800]);
  });

  it("tells no peak more than a third of a period past the next beat: the phone lifted after the last", () => {
    expect(told([1_000, 1_600, 2_200, 2_800, 3_650])).toEqual([1_000, 1_600, 2_200, 2_800]);
  });

  it("tells no lone peak, nor two, and starts afresh once the readings broke off", () => {
    expect(told([1_000, 5_000, 5_600])).toEqual([]);
    const out: number[] = [];
    const rhythm = createCompressionRhythm((compression) => out.push(compression.atMs));
    rhythm.confirm({ atMs: 1_000, depthMm: 50 }, 600);
    rhythm.confirm({ atMs: 1_600, depthMm: 50 }, 600);
    rhythm.drop();
    rhythm.confirm({ atMs: 2_200, depthMm: 50 }, 600);
    expect(out).toEqual([]);
    expect(rhythm.toldDepthM()).toBe(Infinity);
  });
});
