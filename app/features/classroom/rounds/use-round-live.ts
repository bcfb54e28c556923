import { useEffect, useRef, useState } from "react";
import { readRoundLive, type RoundLiveView } from "./round-live";

// The class's round as the teacher's panel and the projector follow it (…/round.json): read every
// RUNNING_MS while a round runs, every ACTIVE_MS while one is about to start, every IDLE_MS
// otherwise (the projector must hear of the next round), never while the tab is hidden. A clock
// that ticks every second keeps the time left moving between readings, on the server's time as
// the last answer gave it. Each reading tells the page whether a round runs (ROUND_RUNNING_EVENT),
// so that the teacher's table of pupils reads as often meanwhile (use-live-results.ts).

/**
 * While a round runs: a pupil's phone sends its rate every LIVE_MS (2 s), so that a reading every
 * second shows a pupil's presses within 3 s (docs/decisions/0017-class-rounds.md).
 */
export const RUNNING_MS = 1_000;
export const ACTIVE_MS = 2_000;
export const IDLE_MS = 4_000;

/** The window's event, each reading, whose `detail` says whether a round runs (true) or not. */
export const ROUND_RUNNING_EVENT = "class-round-running";

/** Whether the round of a reading ran when it was read. */
export function roundRunning({ round, serverNow }: Pick<RoundLiveView, "round" | "serverNow">): boolean {
  return round !== null && serverNow >= round.startsAt && serverNow < round.endsAt;
}

/** The wait before the next reading after one that gave `view`. */
export function readingDelay({ round, serverNow }: Pick<RoundLiveView, "round" | "serverNow">): number {
  if (round === null || serverNow >= round.endsAt) return IDLE_MS;
  return roundRunning({ round, serverNow }) ? RUNNING_MS : ACTIVE_MS;
}

export function useRoundLive(source: string, initial: RoundLiveView) {
  const [live, setLive] = useState(initial);
  // The server's time minus this device's when the last answer came: the device's clock is not trusted.
  const [offset, setOffset] = useState(() => initial.serverNow - Date.now());
  const [now, setNow] = useState(initial.serverNow);
  const latest = useRef(live);
  latest.current = live;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1_000);
    return () => clearInterval(timer);
  }, [offset]);

  useEffect(() => {
    if (initial.closed) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (stopped) return;
      window.dispatchEvent(new CustomEvent(ROUND_RUNNING_EVENT, { detail: roundRunning(latest.current) }));
      if (document.hidden) return;
      timer = setTimeout(() => void read(), readingDelay(latest.current));
    };
    const read = async () => {
      try {
        const response = await fetch(source, { headers: { Accept: "application/json" } });
        const answer = response.ok ? readRoundLive(await response.json()) : null;
        if (answer && !stopped) {
          // Kept at once: the next reading's wait is reckoned from it before React renders.
          latest.current = answer;
          setLive(answer);
          setOffset(answer.serverNow - Date.now());
          setNow(answer.serverNow);
        }
      } catch {
        // Offline: the figures stay as they were until the next reading.
      }
      schedule();
    };
    const onVisible = () => (document.hidden ? clearTimeout(timer) : void read());
    document.addEventListener("visibilitychange", onVisible);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [source, initial.closed]);

  return { live, now };
}
