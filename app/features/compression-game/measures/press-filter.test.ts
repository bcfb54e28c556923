import { describe, expect, it } from "vitest";
import { MIN_PRESS_GAP_MS, pressFilter } from "./press-filter";

describe("a press", () => {
  it("counts once when two fingers land together, hand over hand", () => {
    const counts = pressFilter();
    // Each compression: the first finger, then the second 15 ms later (primary or not).
    const counted = [0, 545, 1_090].flatMap((at) => [
      counts({ at, isPrimary: true }),
      counts({ at: at + 15, isPrimary: false }),
    ]);
    expect(counted).toEqual([true, false, true, false, true, false]);
  });

  it("counts a second primary press only once it is MIN_PRESS_GAP_MS after the last", () => {
    const counts = pressFilter();
    expect([0, 15, MIN_PRESS_GAP_MS - 1, MIN_PRESS_GAP_MS, 500].map((at) => counts({ at }))).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it("does not count a held key's repeats, nor a time that is not a number", () => {
    const counts = pressFilter();
    expect(counts({ at: 0 })).toBe(true);
    expect(counts({ at: 545, repeat: true })).toBe(false);
    expect(counts({ at: 590, repeat: true })).toBe(false);
    expect(counts({ at: NaN })).toBe(false);
    expect(counts({ at: 1_090 })).toBe(true);
  });

  it("counts a press stamped before the last (a clock that went back) rather than losing it", () => {
    const counts = pressFilter();
    expect(counts({ at: 1_000 })).toBe(true);
    expect(counts({ at: 900 })).toBe(true);
  });
});
