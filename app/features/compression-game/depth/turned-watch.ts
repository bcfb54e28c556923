import type { DepthWindow } from "./depth-estimator";

// Whether a game in depth mode should go on in taps: the phone has stayed turned from its pose
// under the hands (each window's `turned`) for longer than a pupil takes to lift it and press
// Stop. Turned, nothing is measured (a stroke counts only with the phone flat), so a phone that
// stays so is a game no longer measured, and the pupil is told and given the button. Pure.

/**
 * How long (ms) the phone may stay turned while the game runs. A turn is seen only against the
 * pose remembered from the last compression, for 10 s (phone-pose.ts, the longest pause the
 * guidelines allow): half of it catches a phone turned within the first half of a pause and kept
 * so, before the memory ends. Reaching for Stop is shorter: the phone lifted in 0.5–1 s and the
 * thumb on Stop 1.5–3 s later, turned for at most 3.4 s in 800 synthetic recordings of it
 * (phone-handling.testing.ts).
 */
export const TURNED_LIMIT_MS = 5_000;

/**
 * A watch over a game's windows, in order: true from the window that ends `limitMs` or more after
 * the first of an unbroken stretch of turned windows; a window not turned (the phone laid flat
 * again) starts the count afresh.
 */
export function createTurnedWatch(limitMs: number = TURNED_LIMIT_MS): (window: DepthWindow) => boolean {
  let turnedSince: number | null = null;
  return ({ turned, endMs }) => {
    if (!turned) {
      turnedSince = null;
      return false;
    }
    turnedSince ??= endMs;
    return endMs - turnedSince >= limitMs;
  };
}
