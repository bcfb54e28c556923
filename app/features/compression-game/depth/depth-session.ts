import { inputTime } from "../play/use-compression-game";
import { MIN_GRAVITY } from "./phone-pose";
import {
  createDepthTracker,
  MIN_SAMPLING_HZ,
  samplingRateHz,
  type DepthListener,
  type MotionSample,
} from "./depth-estimator";

// The browser's side of the depth mode, loaded only when a pupil chooses it (a dynamic import, so
// that a game of taps never downloads the estimator): a short listen to `devicemotion` that tells
// whether the phone has a sensor fast enough, and the game's listener that feeds the estimator.

/** What the check found: a sensor fast enough, or why depth cannot be measured. */
export type MotionCheck =
  | { ok: true; rateHz: number }
  | {
      ok: false;
      reason: "noSensor" | "tooSlow" | "noGravity";
      rateHz: number;
      /** The least the estimator takes. */
      minHz: number;
    };

export interface MotionCheckTiming {
  /** No reading within this long (ms) from the start is no sensor: a computer's browser sends none. */
  firstWithinMs: number;
  /** Readings are counted for this long (ms) after the first. */
  collectMs: number;
}

const checkTiming: MotionCheckTiming = { firstWithinMs: 1_000, collectMs: 600 };

/** The reading of a `devicemotion` event on performance.now()'s clock, or null when it has none (a desktop's empty events). */
function readingOf(event: Event): MotionSample | null {
  const gravity = (event as Partial<DeviceMotionEvent>).accelerationIncludingGravity;
  const { x, y, z } = gravity ?? {};
  if (typeof x !== "number" || typeof y !== "number" || typeof z !== "number") return null;
  return { t: inputTime(event), x, y, z };
}

/**
 * How often readings came: the lower of the median interval's rate and their count over the time
 * listened since the first (`listenedMs`), so that readings delivered in bursts (many at one
 * moment, then none) do not pass for a fast sensor.
 */
export function readingRateHz(samples: readonly MotionSample[], listenedMs: number): number {
  if (samples.length === 0 || !(listenedMs > 0)) return 0;
  const counted = (samples.length * 1000) / listenedMs;
  return samples.length < 2 ? counted : Math.min(samplingRateHz(samples), counted);
}

/**
 * The check's verdict on the readings it heard in the `listenedMs` from the first: a sensor whose
 * readings leave gravity out (their mean length far under g) cannot tell down, along which the
 * depth is measured, however fast it is.
 */
export function judgeMotion(samples: readonly MotionSample[], listenedMs: number): MotionCheck {
  if (samples.length === 0) return { ok: false, reason: "noSensor", rateHz: 0, minHz: MIN_SAMPLING_HZ };
  const rateHz = readingRateHz(samples, listenedMs);
  const meanLength = samples.reduce((sum, { x, y, z }) => sum + Math.hypot(x, y, z), 0) / samples.length;
  if (meanLength < MIN_GRAVITY) return { ok: false, reason: "noGravity", rateHz, minHz: MIN_SAMPLING_HZ };
  return rateHz >= MIN_SAMPLING_HZ
    ? { ok: true, rateHz }
    : { ok: false, reason: "tooSlow", rateHz, minHz: MIN_SAMPLING_HZ };
}

/** Listens to `devicemotion` on `target` briefly and judges what came. */
export function checkMotion(target: EventTarget, timing: MotionCheckTiming = checkTiming): Promise<MotionCheck> {
  return new Promise((resolve) => {
    const samples: MotionSample[] = [];
    let timer = setTimeout(done, timing.firstWithinMs);
    function onMotion(event: Event) {
      const reading = readingOf(event);
      if (!reading) return;
      if (samples.length === 0) {
        clearTimeout(timer);
        timer = setTimeout(done, timing.collectMs);
      }
      samples.push(reading);
    }
    function done() {
      target.removeEventListener("devicemotion", onMotion);
      resolve(judgeMotion(samples, timing.collectMs));
    }
    target.addEventListener("devicemotion", onMotion);
  });
}

export interface DepthSession {
  /** Reports what the estimator has not yet confirmed: at the game's end. */
  flush(): void;
  stop(): void;
}

/** Feeds every `devicemotion` reading on `target` to a depth tracker (depth-estimator.ts) until stopped. */
export function listenToDepth(target: EventTarget, listener: DepthListener): DepthSession {
  const tracker = createDepthTracker(listener);
  function onMotion(event: Event) {
    const gravity = (event as Partial<DeviceMotionEvent>).accelerationIncludingGravity;
    if (!gravity) return;
    const { x, y, z } = gravity;
    if (typeof x === "number" && typeof y === "number" && typeof z === "number")
      tracker.push(inputTime(event), x, y, z);
  }
  target.addEventListener("devicemotion", onMotion);
  return {
    flush: () => tracker.finish(),
    stop: () => target.removeEventListener("devicemotion", onMotion),
  };
}
