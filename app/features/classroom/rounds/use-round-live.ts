import { useEffect, useRef, useState } from "react";
import { readRoundLive, type RoundLiveView } from "./round-live";

// The class's round as the teacher's panel and the projector follow it (…/round.json): read every
// ACTIVE_MS while a round is about to start or runs, every IDLE_MS otherwise (the projector must
// hear of the next round), never while the tab is hidden. A clock that ticks every second keeps
// the time left moving between readings, on the server's time as the last answer gave it.

export const ACTIVE_MS = 2_000;
export const IDLE_MS = 4_000;

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
      const { round, serverNow } = latest.current;
      const active = round !== null && serverNow < round.endsAt;
      timer = setTimeout(() => void read(), active ? ACTIVE_MS : IDLE_MS);
    };
    const read = async () => {
      try {
        const response = await fetch(source, { headers: { Accept: "application/json" } });
        const answer = response.ok ? readRoundLive(await response.json()) : null;
        if (answer && !stopped) {
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
