import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cprGrade, GOOD_GRADE, verdictOf } from "./cpr-grade";
import type { CprQuality } from "./cpr-quality";
import { perfectQuality as perfect } from "./cpr-quality.testing";
import { depthQuality } from "../depth/depth-quality";

// The teacher's one word for a game whose depth the phone measured: good only when the grade with
// the depth is, and else the costliest fault, the depth's among the timing's.

const depths = fc.array(fc.double({ min: 15, max: 90, noNaN: true }), { minLength: 1, maxLength: 60 });

describe("a verdict with the depth measured", () => {
  it("is the timing's alone without a depth", () => {
    const slow: CprQuality = { ...perfect, meanRateBpm: 80, rateCredit: 20 };
    expect(verdictOf(slow, null)).toBe(verdictOf(slow));
    expect(verdictOf(perfect, undefined)).toBe("good");
  });

  it("says too shallow or too deep when the depth cost a perfect timing its good grade", () => {
    expect(verdictOf(perfect, depthQuality([40, 41, 39, 42]))).toBe("tooShallow");
    expect(verdictOf(perfect, depthQuality([70, 71, 69, 72]))).toBe("tooDeep");
    expect(verdictOf(perfect, depthQuality([55, 55, 56]))).toBe("good");
  });

  it("says too shallow when as many compressions were too shallow as too deep (the legend says so)", () => {
    expect(verdictOf(perfect, depthQuality([40, 70, 41, 71]))).toBe("tooShallow");
  });

  it("never contradicts the grade with the depth", () => {
    fc.assert(
      fc.property(depths, (list) => {
        const depth = depthQuality(list);
        expect(verdictOf(perfect, depth) === "good").toBe(cprGrade(perfect, depth) >= GOOD_GRADE);
      }),
    );
  });
});
