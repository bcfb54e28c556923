import { describe, expect, it } from "vitest";
import type { DepthWindow } from "./depth-estimator";
import { createTurnedWatch, TURNED_LIMIT_MS } from "./turned-watch";

// The watch that sends a game in depth mode back to taps: a phone turned for longer than the
// limit, never one lifted for a moment.

/** A window every half second from `fromMs`, turned or not as `turned` says for its end. */
function windows(fromMs: number, count: number, turned: (endMs: number) => boolean): DepthWindow[] {
  return Array.from({ length: count }, (_, index) => {
    const endMs = fromMs + index * 500;
    return {
      endMs,
      fromMs: endMs - 3_000,
      toMs: endMs,
      rateBpm: null,
      depthMm: null,
      compressing: false,
      turned: turned(endMs),
    };
  });
}

describe("the turned phone's watch", () => {
  it("is under the pose's memory of 10 s and over a reach for Stop", () => {
    expect(TURNED_LIMIT_MS).toBeLessThan(10_000);
    expect(TURNED_LIMIT_MS).toBeGreaterThan(3_400);
  });

  it("says so once the phone has stayed turned for the limit, not a window sooner", () => {
    const watch = createTurnedWatch(5_000);
    const seen = windows(10_000, 30, (endMs) => endMs >= 12_000);
    const said = seen.map(watch);
    const first = said.indexOf(true);
    expect(seen[first]!.endMs).toBe(17_000);
    expect(said.slice(first).every(Boolean)).toBe(true);
  });

  it("counts afresh when the phone lies flat again", () => {
    const watch = createTurnedWatch(5_000);
    // Turned 4 s, flat for a window, turned 4 s again: never 5 s in one stretch.
    const said = windows(0, 20, (endMs) => endMs !== 4_500).map(watch);
    expect(said).not.toContain(true);
  });

  it("says nothing of a phone never turned", () => {
    const watch = createTurnedWatch();
    expect(windows(0, 100, () => false).map(watch)).not.toContain(true);
  });
});
