import { describe, expect, it } from "vitest";
import { depthQuality } from "./depth-quality";
import { depthFigures, depthMeasured, depthsField, depthsProblem, keptDepth, notMeasured } from "./sent-depths";

describe("the depths a class save sends", () => {
  it("keeps each to a tenth of a millimetre, within 0–120 mm", () => {
    expect(keptDepth(52.347)).toBe(52.3);
    expect(keptDepth(49.96)).toBe(50);
    expect(keptDepth(-0.4)).toBe(0);
    expect(keptDepth(133)).toBe(120);
  });

  it("sends them comma-separated, in the presses' order", () => {
    expect(depthsField([52.34, 48, 61.25])).toBe("52.3,48,61.3");
    expect(depthsField([])).toBe("");
  });

  it("are refused unless one a press, each one a compression could have", () => {
    expect(depthsProblem([50, 55], 2)).toBeNull();
    expect(depthsProblem([50], 2)).toBe("depth-count");
    expect(depthsProblem([50, 55, 60], 2)).toBe("depth-count");
    expect(depthsProblem([50, 120.1], 2)).toBe("depth-range");
    expect(depthsProblem([50, -1], 2)).toBe("depth-range");
    expect(depthsProblem([50, Number.NaN], 2)).toBe("depth-range");
  });

  it("give the figures the page shows (depthQuality), and none for taps", () => {
    const depths = [55, 55, 45, 65];
    const shown = depthQuality(depths)!;
    expect(depthFigures(depths)).toEqual({
      depthMeanMm: shown.meanDepthMm,
      depthInBand: shown.shareInBand,
      depthTooShallow: shown.shareTooShallow,
      depthTooDeep: shown.shareTooDeep,
    });
    expect(depthFigures([])).toEqual(notMeasured);
    expect(depthFigures(undefined)).toEqual(notMeasured);
    expect(depthMeasured(depthFigures(depths))).toBe(true);
    expect(depthMeasured(notMeasured)).toBe(false);
  });
});
