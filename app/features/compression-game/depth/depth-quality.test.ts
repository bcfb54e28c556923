import { describe, expect, it } from "vitest";
import { depthQuality } from "./depth-quality";

describe("the depth of a game's compressions", () => {
  it("is none for a game of taps, where no depth was measured", () => {
    expect(depthQuality([])).toBeNull();
    expect(depthQuality([Number.NaN])).toBeNull();
  });

  it("counts the compressions at 5–6 cm, too shallow and too deep, and their mean", () => {
    const depths = [55, 52, 58, 60, 45, 47, 64, 50.2, 49.4, 70];
    const quality = depthQuality(depths)!;
    expect(quality.compressions).toBe(10);
    expect(quality.meanDepthMm).toBeCloseTo(55.06);
    expect(quality.shareInBand).toBe(50);
    expect(quality.shareTooShallow).toBe(30);
    expect(quality.shareTooDeep).toBe(20);
    expect(quality.shareInBand + quality.shareTooShallow + quality.shareTooDeep).toBe(100);
  });

  it("credits each compression in full at 5–6 cm as shown, and a part outside, less for too shallow than too deep", () => {
    expect(depthQuality([52, 55, 58, 49.5, 60.4])!.credit).toBe(1);
    expect(depthQuality([49])!.credit).toBeCloseTo(0.6);
    expect(depthQuality([61])!.credit).toBeCloseTo(0.7);
    expect(depthQuality([45, 45])!.credit).toBeCloseTo(0.6 * (5 / 9));
    expect(depthQuality([55, 30])!.credit).toBeCloseTo(0.5);
    expect(depthQuality([70])!.credit).toBeCloseTo(0.07);
    expect(depthQuality([40])!.credit).toBe(0);
    expect(depthQuality([20, 25, 71, 90])!.credit).toBe(0);
  });

  it("leaves out a depth that is not a number", () => {
    expect(depthQuality([55, Number.NaN, 45])).toMatchObject({ compressions: 2, meanDepthMm: 50, shareInBand: 50 });
  });
});
