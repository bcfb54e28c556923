import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from "react";
import type { DepthWindow } from "~/features/compression-game/depth/depth-estimator";
import type { DepthSession } from "~/features/compression-game/depth/depth-session";
import {
  announcementDue,
  depthZone,
  type Announcement,
  type GaugeZone,
} from "~/features/compression-game/depth/depth-zone";
import type { GaugeAnnouncement } from "~/features/compression-game/depth/depth-zone";
import { createTurnedWatch } from "~/features/compression-game/depth/turned-watch";
import type { DepthModule } from "~/features/compression-game/depth/use-depth-mode";
import type { GameEvent } from "~/features/compression-game/play/game-state";

// A class's round in depth mode (docs/decisions/0021-depth-from-the-phones-motion.md): the round
// starts and ends at the server's moments as a round of taps does (round-game.tsx), and while it
// runs each compression the phone's motion shows is a press at its own time, with its depth. Unlike
// a free game, nothing waits for the first compression: the round's time is the teacher's. A phone
// that stays turned while the round runs (the game's turned-watch.ts, as a free game's
// use-depth-game.ts) measures nothing more: the sensor is let go and `onTurned` leaves the mode,
// so the round goes on in taps, the press button in the gauge's place; the round's depths are then
// of every compression or, at its first tap, of none (game-state.ts), as a free game's are.

export interface RoundDepth {
  /** The estimator's latest window: the live gauge. */
  live: DepthWindow | null;
  /** The reading last told to a screen reader (depth-zone.ts announcementDue). */
  announcement: GaugeAnnouncement | null;
  /** The gauge's heading, where the focus goes at the round's start. */
  gaugeHeading: RefObject<HTMLHeadingElement>;
  /** Tells the compressions the estimator has not yet confirmed: just before the round's end. */
  flush: () => void;
  /** Whether this round went on in taps because the phone stayed turned: the round says why. */
  turned: boolean;
}

/**
 * Listens to the phone's motion while the round runs (`startedAt`, the game's start on this
 * device's clock, or null before it), and stops at its end or when the mode is left; `onTurned`
 * leaves it (use-depth-mode.ts fallBack) when the phone stays turned for TURNED_LIMIT_MS.
 */
export function useRoundDepth(
  depth: DepthModule | null,
  startedAt: number | null,
  dispatch: Dispatch<GameEvent>,
  onTurned?: () => void,
): RoundDepth {
  const [live, setLive] = useState<DepthWindow | null>(null);
  const [announcement, setAnnouncement] = useState<GaugeAnnouncement | null>(null);
  const [turned, setTurned] = useState(false);
  const session = useRef<DepthSession | null>(null);
  const gaugeHeading = useRef<HTMLHeadingElement>(null);
  // The latest callback, read when the phone turns: a new one each render must not restart the sensor.
  const leave = useRef(onTurned);
  useEffect(() => {
    leave.current = onTurned;
  }, [onTurned]);

  useEffect(() => {
    if (!depth || startedAt === null) return;
    let announced: Announcement | null = null;
    const turnedTooLong = createTurnedWatch();
    let measuring = true;
    const listening = depth.session.listenToDepth(window, {
      // Motion from before the start (the countdown) is no compression of the round, nor any once
      // the round has gone on in taps.
      compression: ({ atMs, depthMm }) => {
        if (measuring && atMs >= startedAt) dispatch({ type: "press", at: atMs, depthMm });
      },
      // A told compression measured again by a later window: its press takes the depth.
      revise: ({ atMs, depthMm }) => {
        if (measuring) dispatch({ type: "revise-depth", at: atMs, depthMm });
      },
      window: (found) => {
        if (!measuring) return;
        // A turn is seen only against the pose of a compression (phone-pose.ts): none before the first.
        if (leave.current && turnedTooLong(found)) {
          measuring = false;
          listening.stop();
          if (session.current === listening) session.current = null;
          setLive(null);
          setTurned(true);
          leave.current();
          return;
        }
        setLive(found);
        const depthMm = found.compressing ? found.depthMm : null;
        const zone: GaugeZone = depthMm === null ? "none" : depthZone(depthMm);
        if (!announcementDue(announced, zone, found.endMs)) return;
        announced = { zone, atMs: found.endMs };
        setAnnouncement({ zone, depthMm });
      },
    });
    session.current = listening;
    return () => {
      measuring = false;
      listening.stop();
      if (session.current === listening) session.current = null;
    };
  }, [depth, startedAt, dispatch]);

  // The same function at every render: the round's end timer calls it (round-game.tsx).
  const flush = useCallback(() => {
    session.current?.flush();
    session.current?.stop();
    session.current = null;
  }, []);

  return { live, announcement, gaugeHeading, flush, turned };
}
