// Which input events are a compression. One hand over the other on a touch screen, as the course
// teaches, lands two fingers some 15 ms apart: that is one compression, not two. So a press counts
// once per contact: a pointer that is not the primary one, a second press within MIN_PRESS_GAP_MS
// of the last one counted, and a held key's repeats do not count. (A script can make any event it
// likes, isTrusted or not, so the server's checks of a save, not this filter, are what hold a
// forged game; the page's own loader also replays a press held before hydration with a click().)
// Pure: the press button feeds it each event.

/**
 * Two presses closer than this are one, and the shortest interval a person's presses can have:
 * ten presses a second, five times the fastest rate the guidelines ask for, faster than people
 * tap for long (the fastest rate the game judges is far slower: 150 a minute is 400 ms). The
 * server refuses a save with presses closer (timing-check.ts).
 */
export const MIN_PRESS_GAP_MS = 100;

/** What the filter reads of an input event. */
export interface PressInput {
  /** When the input happened, on performance.now()'s clock (the event's own time stamp). */
  at: number;
  /** For a pointer: whether it is the primary one (the first finger down; a mouse always is). */
  isPrimary?: boolean;
  /** For a key: whether it is the key's auto-repeat while held. */
  repeat?: boolean;
}

/** A filter for one game: true for each input that is a new compression. */
export function pressFilter(): (input: PressInput) => boolean {
  let last = -Infinity;
  return ({ at, isPrimary = true, repeat = false }) => {
    if (!isPrimary || repeat || !Number.isFinite(at)) return false;
    if (at - last < MIN_PRESS_GAP_MS && at >= last) return false;
    last = at;
    return true;
  };
}
