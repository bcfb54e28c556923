import { useEffect, useRef, useState } from "react";
import { askMotionPermission } from "./motion-permission";

// The pupil's choice between counting taps (the default) and measuring depth with the phone's
// motion. Choosing depth asks the motion permission within the tap, loads the depth mode's scripts
// (depth-session.ts, depth-gauge.tsx) and listens briefly; where depth cannot be measured the game
// goes back to taps and says why. A game whose phone stays turned goes on in taps, and says why too
// (use-depth-game.ts, turned-watch.ts).

export type CountMode = "tap" | "depth";

/** The depth mode's own scripts: the sensor's check and listener, and the live gauge. */
export interface DepthModule {
  session: typeof import("./depth-session");
  gauge: typeof import("./depth-gauge");
}

/** Why the game went back to taps: before the game (the check), or during it (`turned`, turned-watch.ts). */
export type DepthFallbackReason =
  "unsupported" | "denied" | "noSensor" | "tooSlow" | "noGravity" | "notLoaded" | "turned";

export interface DepthFallback {
  reason: DepthFallbackReason;
  /** Readings a second the sensor sent, and the least that measures depth (tooSlow). */
  rateHz: number;
  minHz: number;
}

export interface DepthModeChoice {
  mode: CountMode;
  /** Whether the permission and the sensor are being checked: the game cannot start meanwhile. */
  checking: boolean;
  /** Why depth mode was left, after a check that failed; null otherwise. */
  fallback: DepthFallback | null;
  /** The depth mode's script, once the check passed; null in tap mode. */
  depth: DepthModule | null;
  choose: (mode: CountMode) => void;
  /** Leaves depth mode during a game, for what its motion showed: the game goes on in taps. */
  fallBack: (reason: "turned") => void;
}

/** Loads the depth mode's scripts: chunks of their own, fetched only by a pupil who chooses it. */
function loadDepthModule(): Promise<DepthModule | null> {
  return Promise.all([import("./depth-session"), import("./depth-gauge")])
    .then(([session, gauge]) => ({ session, gauge }))
    .catch(() => null);
}

export function useDepthMode(): DepthModeChoice {
  const [mode, setMode] = useState<CountMode>("tap");
  const [checking, setChecking] = useState(false);
  const [fallback, setFallback] = useState<DepthFallback | null>(null);
  const [depth, setDepth] = useState<DepthModule | null>(null);
  // Each choice's check answers only while it is the latest (a pupil may change their mind).
  const latest = useRef(0);
  useEffect(() => () => void (latest.current += 1), []);

  const choose = (next: CountMode) => {
    const attempt = ++latest.current;
    setFallback(null);
    setDepth(null);
    setMode(next);
    if (next === "tap") {
      setChecking(false);
      return;
    }
    setChecking(true);
    // Asked before any await: Safari shows its prompt only within the tap.
    const permission = askMotionPermission();
    const loading = loadDepthModule();
    void (async () => {
      const granted = await permission;
      const module = granted === "granted" ? await loading : null;
      const check = module ? await module.session.checkMotion(window) : null;
      if (attempt !== latest.current) return;
      setChecking(false);
      if (module && check?.ok) {
        setDepth(module);
        return;
      }
      setMode("tap");
      setFallback({
        reason: granted !== "granted" ? granted : !check ? "notLoaded" : check.ok ? "noSensor" : check.reason,
        rateHz: check?.rateHz ?? 0,
        minHz: check && !check.ok ? check.minHz : 0,
      });
    })();
  };

  const fallBack = (reason: "turned") => {
    // A check still under way (none should be, during a game) answers no more.
    latest.current += 1;
    setChecking(false);
    setDepth(null);
    setMode("tap");
    setFallback({ reason, rateHz: 0, minHz: 0 });
  };

  return { mode, checking, fallback, depth, choose, fallBack };
}
