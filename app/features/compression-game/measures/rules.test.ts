import { describe, expect, it } from "vitest";
import {
  gameResult,
  isHit,
  isValidRhythm,
  judgePress,
  pressAccuracy,
  rhythm,
  scoreFrom,
  targetIntervalMs,
} from "./rules";

describe("the rhythm", () => {
  it("goes from 100 to 120 in steps of 5, starting at 110", () => {
    expect(rhythm.initial).toBe(110);
    expect([95, 100, 103, 105, 110, 115, 120, 125].map(isValidRhythm)).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("sets the target interval", () => {
    expect(targetIntervalMs(100)).toBe(600);
    expect(targetIntervalMs(120)).toBe(500);
  });
});

describe("judgePress at 100 compressions per minute (target 600 ms)", () => {
  it("is perfect up to exactly 150 ms slower or faster", () => {
    expect(judgePress(750, 100).verdict).toBe("perfect");
    expect(judgePress(450, 100).verdict).toBe("perfect");
    expect(judgePress(600, 100).verdict).toBe("perfect");
  });

  it("is slow past 150 ms slower and fast past 150 ms faster", () => {
    expect(judgePress(750.5, 100).verdict).toBe("slow");
    expect(judgePress(449.5, 100).verdict).toBe("fast");
    expect(judgePress(2000, 100).verdict).toBe("slow");
    expect(judgePress(50, 100).verdict).toBe("fast");
  });
});

describe("accuracy", () => {
  it("is 100 minus the relative deviation in percent", () => {
    expect(pressAccuracy(600, 600)).toBe(100);
    expect(pressAccuracy(660, 600)).toBeCloseTo(90);
    expect(pressAccuracy(540, 600)).toBeCloseTo(90);
  });

  it("is floored at 0", () => {
    expect(pressAccuracy(1800, 600)).toBe(0);
    expect(pressAccuracy(6000, 600)).toBe(0);
  });

  it("makes a hit only above 60", () => {
    expect(isHit(60)).toBe(false);
    expect(isHit(60.0001)).toBe(true);
    // 240 ms off a 600 ms target: exactly 60, not a hit; 239 ms off: a hit.
    expect(judgePress(840, 100)).toMatchObject({ accuracy: 60, hit: false, verdict: "slow" });
    expect(judgePress(839, 100).hit).toBe(true);
  });
});

describe("the score", () => {
  it("is round(0.7 × mean accuracy + 0.3 × hit percentage)", () => {
    expect(scoreFrom(100, 100)).toBe(100);
    expect(scoreFrom(80, 50)).toBe(71);
    expect(scoreFrom(0, 0)).toBe(0);
    expect(scoreFrom(85.5, 90)).toBe(Math.round(0.7 * 85.5 + 0.3 * 90));
  });

  it("exists from 30 compressions on", () => {
    expect(gameResult(Array(28).fill(90), 29)).toBeNull();
    expect(gameResult(Array(29).fill(90), 30)).toEqual({ score: 93, accuracy: 90, successRate: 100, compressions: 30 });
  });

  it("looks at the last 120 presses", () => {
    const result = gameResult([...Array(10).fill(0), ...Array(120).fill(100)], 120);
    expect(result).toMatchObject({ accuracy: 100, successRate: 100, score: 100 });
  });

  it("counts hits as a percentage of judged presses", () => {
    const result = gameResult([...Array(15).fill(100), ...Array(15).fill(50)], 31);
    expect(result).toEqual({ score: Math.round(0.7 * 75 + 0.3 * 50), accuracy: 75, successRate: 50, compressions: 31 });
  });
});
