import { useEffect, useRef, useState, type RefObject } from "react";
import type { CompressionGameHook, GameActions } from "../play/use-compression-game";
import type { DepthWindow } from "./depth-estimator";
import type { DepthSession } from "./depth-session";
import { createTurnedWatch } from "./turned-watch";
import { announcementDue, depthZone, type Announcement, type GaugeAnnouncement, type GaugeZone } from "./depth-zone";
import type { DepthModule } from "./use-depth-mode";

// A game in depth mode: Start listens to the phone's motion; the game itself starts at the first
// compression found in it (the pupil needs a moment to lay the phone down and put the hands on it,
// which is no pause of the compressions), and each compression the estimator reports is a press at
// its own time, with its depth. Stop first takes what the estimator has not yet confirmed. A phone
// that stays turned while the game runs (turned-watch.ts) measures nothing more: the game goes on
// in taps (`onTurned` leaves the mode and says why), the press button in the gauge's place.

export interface DepthGame {
  /** Listening, no compression found yet: the game has not started. */
  waiting: boolean;
  /** The estimator's latest window: the live gauge. */
  live: DepthWindow | null;
  /** The reading last told to a screen reader: when the zone changes, at most every few seconds. */
  announcement: GaugeAnnouncement | null;
  /** Start, Stop and Restart of a game in depth mode. */
  actions: Pick<GameActions, "start" | "stop" | "restart">;
  /** The gauge's heading, where the focus goes at a start (Start gives way to Stop). */
  gaugeHeading: RefObject<HTMLHeadingElement>;
  /** When the game that went on in taps started (its `startedAt`), or null: that game says why. */
  turnedGame: number | null;
}

export function useDepthGame(
  game: CompressionGameHook,
  depth: DepthModule | null,
  /** The phone stayed turned during the game: depth mode is left for taps (use-depth-mode.ts fallBack). */
  onTurned?: () => void,
): DepthGame {
  const [waiting, setWaiting] = useState(false);
  const [live, setLive] = useState<DepthWindow | null>(null);
  const [announcement, setAnnouncement] = useState<GaugeAnnouncement | null>(null);
  const [turnedGame, setTurnedGame] = useState<number | null>(null);
  const announced = useRef<Announcement | null>(null);
  const session = useRef<DepthSession | null>(null);
  // Whether the listening game has found its first compression (and so started).
  const started = useRef(false);
  const gaugeHeading = useRef<HTMLHeadingElement>(null);
  // Whether the game went on in taps: the press button, shown in the gauge's place, takes the focus.
  const turnedAway = useRef(false);
  const { dispatch, requestGameToken, pressButton } = game;
  const running = game.state.status === "running";

  const stopListening = () => {
    session.current?.stop();
    session.current = null;
  };
  useEffect(() => stopListening, []);
  // The game stops by itself at its last compression (rules.ts): the sensor is let go.
  useEffect(() => {
    if (game.state.status === "stopped" && !waiting) stopListening();
  }, [game.state.status, waiting]);
  // The mode left, or the page's choice changed: nothing goes on listening.
  useEffect(() => {
    if (!depth) {
      stopListening();
      setWaiting(false);
    }
    if (!depth && turnedAway.current) {
      turnedAway.current = false;
      pressButton.current?.focus();
    }
  }, [depth, pressButton]);

  const start = () => {
    if (!depth) return;
    stopListening();
    if (running) dispatch({ type: "stop", at: performance.now() });
    requestGameToken();
    const listenedFrom = performance.now();
    started.current = false;
    setLive(null);
    setAnnouncement(null);
    announced.current = null;
    setWaiting(true);
    const turnedTooLong = createTurnedWatch();
    let measuring = true;
    let startedAt = 0;
    session.current = depth.session.listenToDepth(window, {
      compression: ({ atMs, depthMm }) => {
        // Motion from before Start (picking the phone up) is no compression of this game; none is
        // taken once the game has gone on in taps.
        if (atMs < listenedFrom || !measuring) return;
        if (!started.current) {
          started.current = true;
          startedAt = atMs;
          setWaiting(false);
          dispatch({ type: "start", at: atMs });
        }
        dispatch({ type: "press", at: atMs, depthMm });
      },
      revise: ({ atMs, depthMm }) => {
        if (measuring) dispatch({ type: "revise-depth", at: atMs, depthMm });
      },
      window: (found) => {
        if (!measuring) return;
        // Only a started game goes on in taps; before its first compression no pose is known.
        if (started.current && onTurned && turnedTooLong(found)) {
          measuring = false;
          stopListening();
          setLive(null);
          turnedAway.current = true;
          setTurnedGame(startedAt);
          onTurned();
          return;
        }
        setLive(found);
        const depthMm = found.compressing ? found.depthMm : null;
        const zone: GaugeZone = depthMm === null ? "none" : depthZone(depthMm);
        if (!announcementDue(announced.current, zone, found.endMs)) return;
        announced.current = { zone, atMs: found.endMs };
        setAnnouncement({ zone, depthMm });
      },
    });
    gaugeHeading.current?.focus();
  };

  const stop = () => {
    // The compressions of the last second are still being confirmed: told now, before the end.
    session.current?.flush();
    stopListening();
    if (!started.current) {
      setWaiting(false);
      setLive(null);
      gaugeHeading.current?.focus();
    } else {
      game.actions.stop();
    }
  };

  return { waiting, live, announcement, actions: { start, stop, restart: start }, gaugeHeading, turnedGame };
}
