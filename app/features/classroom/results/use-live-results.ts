import { useEffect, useRef, useState } from "react";
import { ROUND_RUNNING_EVENT } from "../rounds/use-round-live";

// The live tables' reading of the class's results (the teacher's or the projector's JSON): every few seconds
// while the tab is shown, the class open and the teacher has not paused it; not while the tab is
// hidden (a forgotten tab costs nothing), and at once when it comes back or is resumed if the last
// reading is older than the interval. While the page's round runs (its round panel says so,
// use-round-live.ts), every ROUND_REFRESH_MS: a pupil shows as playing within 3 s of their presses.

/** How often the results are read again. */
export const REFRESH_MS = 5000;
/** How often while a round runs: a phone sends its rate every LIVE_MS (2 s). */
export const ROUND_REFRESH_MS = 1000;

/** The wait before the next reading, from the last one: never less than nothing, never more than the interval. */
export function nextReadingDelay(lastReading: number, now: number, every = REFRESH_MS): number {
  return Math.min(every, Math.max(0, lastReading + every - now));
}

export interface LiveResults<Results> {
  results: Results;
  /** When the shown results were read (ms since the epoch). */
  readAt: number;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** The last reading failed; the results shown are the previous ones. */
  failed: boolean;
}

export function useLiveResults<Results extends { closed: boolean }>(
  source: string,
  initial: Results,
  loadedAt: number,
  readResults: (value: unknown) => Results | null,
): LiveResults<Results> {
  const [results, setResults] = useState(initial);
  const [readAt, setReadAt] = useState(loadedAt);
  const [paused, setPaused] = useState(false);
  const [failed, setFailed] = useState(false);
  const [roundRunning, setRoundRunning] = useState(false);
  const lastReading = useRef(loadedAt);
  const { closed } = results;
  const every = roundRunning ? ROUND_REFRESH_MS : REFRESH_MS;

  useEffect(() => {
    const onRound = (event: Event) => setRoundRunning((event as CustomEvent<unknown>).detail === true);
    window.addEventListener(ROUND_RUNNING_EVENT, onRound);
    return () => window.removeEventListener(ROUND_RUNNING_EVENT, onRound);
  }, []);

  useEffect(() => {
    if (paused || closed) return;
    let stopped = false;
    let reading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden && !reading) {
        timer = setTimeout(() => void read(), nextReadingDelay(lastReading.current, Date.now(), every));
      }
    };
    const read = async () => {
      reading = true;
      let answer: Results | null = null;
      try {
        const response = await fetch(source, { headers: { Accept: "application/json" }, signal: controller.signal });
        answer = response.ok ? readResults(await response.json()) : null;
      } catch {
        // Offline, aborted, or not JSON: the table stays as it was, and says so.
      }
      reading = false;
      if (stopped) return;
      // A failed reading counts as one too: the next waits the interval rather than hammering the server.
      lastReading.current = Date.now();
      if (answer) {
        setResults(answer);
        setReadAt(lastReading.current);
      }
      setFailed(answer === null);
      schedule();
    };

    document.addEventListener("visibilitychange", schedule);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [source, paused, closed, readResults, every]);

  return { results, readAt, paused, setPaused, failed };
}
