import { describe, expect, it } from "vitest";
import { lastedWithin, timingProblem } from "./timing-check";

// The server's first check of the times a save sends, whichever address it is saved to.

/** Presses `intervals` apart from `first` ms on. */
function presses(intervals: readonly number[], first = 300): number[] {
  const times = [first];
  for (const interval of intervals) times.push(times.at(-1)! + interval);
  return times;
}

describe("the times a save sends", () => {
  it("are refused when they cannot be a game's", () => {
    const good = presses(Array<number>(39).fill(545));
    expect(timingProblem({ pressesAt: good, durationMs: good.at(-1)! })).toBeNull();
    expect(timingProblem({ pressesAt: good.slice(0, 29), durationMs: 20_000 })).toBe("too-few");
    expect(timingProblem({ pressesAt: presses(Array<number>(120).fill(545)), durationMs: 70_000 })).toBe("too-many");
    const swapped = [...good];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(timingProblem({ pressesAt: swapped, durationMs: 30_000 })).toBe("out-of-order");
    expect(timingProblem({ pressesAt: [-5, ...good.slice(1)], durationMs: 30_000 })).toBe("out-of-order");
    expect(timingProblem({ pressesAt: good, durationMs: Number.NaN })).toBe("out-of-order");
    // Two contacts 50 ms apart are one press (press-filter.ts): a page that sends both is not this site's.
    expect(timingProblem({ pressesAt: presses([...Array<number>(38).fill(545), 50]), durationMs: 30_000 })).toBe(
      "too-close",
    );
    expect(timingProblem({ pressesAt: presses([...Array<number>(38).fill(545), 99]), durationMs: 30_000 })).toBeNull();
    expect(timingProblem({ pressesAt: good, durationMs: good.at(-1)! - 1 })).toBe("after-the-end");
  });

  it("must have lasted no longer than since the game's id, give or take the slack of an answer", () => {
    expect(lastedWithin({ pressesAt: [], durationMs: 30_000 }, 29_000)).toBe(true);
    expect(lastedWithin({ pressesAt: [], durationMs: 3_600_000 }, 120_000)).toBe(false);
  });
});
