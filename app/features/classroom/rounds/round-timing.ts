import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";

// The times a server accepts as a round's, before it measures their result with the game's
// measures (compression-game/measures/presses-result.ts): a round has a length the teacher chose
// and a start the server's clock gave, which a free game has not. Pure.

/** Slack on a round's length for the devices' clocks and a timer that fires late. */
export const ROUND_LENGTH_SLACK_MS = 1_000;

/**
 * Whether presses' times can be a round's of this length: the round no longer than its length,
 * the presses in order within it, and no closer together than a free game's (two contacts closer
 * are one press, press-filter.ts; a millisecond less for the rounding to whole milliseconds).
 */
export function roundTimingFits({ pressesAt, durationMs }: PressTiming, lengthMs: number): boolean {
  if (!Number.isFinite(durationMs) || durationMs < 0 || durationMs > lengthMs + ROUND_LENGTH_SLACK_MS) return false;
  return pressesAt.every(
    (at, index) =>
      Number.isFinite(at) &&
      at >= 0 &&
      at <= durationMs &&
      (index === 0 || at - pressesAt[index - 1]! >= MIN_PRESS_GAP_MS - 1),
  );
}

/**
 * A round's presses on the time the server gives the pupil (round-rules.ts playedMs), or on the
 * phone's guess of it: those after it, within ROUND_LENGTH_SLACK_MS, are left out, and null when
 * any is later still. A phone's start is the server's on the phone's estimate of the server's
 * clock (a late device's, when it heard, a little before the server noted its entry): a press
 * its clock puts a moment after the end is the round's last, not a forged one.
 */
export function pressesWithin(pressesAt: readonly number[], playedMs: number): number[] | null {
  if (pressesAt.some((at) => at > playedMs + ROUND_LENGTH_SLACK_MS)) return null;
  return pressesAt.filter((at) => at <= playedMs);
}
