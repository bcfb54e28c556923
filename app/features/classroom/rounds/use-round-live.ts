import { useEffect, useRef, useState } from "react";
import { readRoundLive, type RoundLiveView } from "./round-live";

// The class's round as the teacher's panel and the projector follow it (…/round.json): read every
// RUNNING_MS while a round runs, every ACTIVE_MS while one is about to start, every IDLE_MS
// otherwise (the projector must hear of the next round), never while the tab is hidden. A clock
// that ticks every second keeps the time left moving between readings, on the server's time as
// the last answer gave it.

/**
 * While a round runs: a pupil's phone sends its rate every LIVE_MS (2 s), so that a reading every
 * second shows a pupil's presses within 3 s (docs/decisions/0017-class-rounds.md).
 */
export const RUNNING_MS = 1_000;
export const ACTIVE_MS = 2_000;
export const IDLE_MS = 4_000;

/** The wait before the next reading after one that gave `view`. */
export function readingDelay({ round, serverNow }: Pick<RoundLiveView, "round" | "serverNow">): number {
  if (round === null || serverNow >= round.endsAt) return IDLE_MS;
  return serverNow >= round.startsAt ? RUNNING_MS : ACTIVE_MS;
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
      if (stopped || document.hidden) return;
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
