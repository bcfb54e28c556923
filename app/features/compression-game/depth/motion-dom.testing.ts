import { act, fireEvent, screen } from "@testing-library/react";
import { expect, vi } from "vitest";
import { createDepthTracker, estimateDepth } from "./depth-estimator";
import { motionRecording, type MotionRecording, type RecordingShape } from "./motion-recording.testing";

// For the depth mode's DOM tests, on a faked clock (game-dom.testing.ts standInGameServer, or the
// test's own vi.useFakeTimers with performance faked): the phone's `devicemotion` events, a still
// sensor for the check that follows the choice, and a synthetic recording played in real time.

/** Loads the depth mode's chunks once (in beforeAll): their import then settles within the faked clock's steps. */
export const loadDepthChunks = () => Promise.all([import("./depth-session"), import("./depth-gauge")]);

/** The depth mode's radio button, in Spanish (the tests' language). */
export const depthChoiceName = "Midiendo la profundidad con el móvil";

/** A `devicemotion` event stamped now; `null` for a desktop's empty one. */
export function motion(reading: { x: number; y: number; z: number } | null): Event {
  const event = new Event("devicemotion");
  Object.defineProperty(event, "accelerationIncludingGravity", { value: reading });
  return event;
}

/**
 * The phone held still, turned by `degrees` from flat, a reading every 16 ms for `forMs` (a game or
 * a round whose phone stays turned: turned-watch.ts).
 */
export async function holdTurned(degrees: number, forMs: number) {
  const angle = (degrees * Math.PI) / 180;
  for (let at = 0; at < forMs; at += 16) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16);
      const shake = 0.05 * Math.sin(at / 37);
      window.dispatchEvent(motion({ x: 9.81 * Math.sin(angle) + shake, y: shake, z: 9.81 * Math.cos(angle) }));
    });
  }
}

/** Lets `ms` pass on the faked clock, promises and React's updates included. */
export async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A sensor that sends a still reading every `everyMs` until the returned function is called. */
export function stillSensor(everyMs: number): () => void {
  const timer = setInterval(() => window.dispatchEvent(motion({ x: 0.2, y: 0.1, z: 9.8 })), everyMs);
  return () => clearInterval(timer);
}

/** Chooses depth and lets the check run its course (at most 1.6 s). */
export async function chooseDepth() {
  fireEvent.click(screen.getByRole("radio", { name: depthChoiceName }));
  await pass(0);
  await pass(1_700);
}

/** Chooses depth with a fast still sensor, so that the check passes. */
export async function chooseWorkingDepth() {
  const stop = stillSensor(16);
  await chooseDepth();
  stop();
}

/**
 * Plays a synthetic recording (motion-recording.testing.ts) from now, each sample at its time;
 * `each` is called after each sample, with its index.
 */
export async function playRecording(
  seed: number,
  shape: RecordingShape,
  each?: (index: number) => void,
): Promise<MotionRecording> {
  const recording = motionRecording(seed, shape);
  const origin = performance.now();
  for (const [index, { t, x, y, z }] of recording.samples.entries()) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.max(0, origin + t - performance.now()));
      window.dispatchEvent(motion({ x, y, z }));
    });
    each?.(index);
  }
  return recording;
}

/**
 * Holds the depths a game saved (mm, one a press) to those every window that saw each compression
 * measured (seen-depths.ts), to the tenth a save keeps, and not to those the first window told,
 * which a quarter of them or more differ from by over 0.1 mm.
 */
export function expectDepthsOfEveryWindow(saved: readonly number[], recording: MotionRecording) {
  const measured = estimateDepth(recording.samples)!.compressions.map((compression) => compression.depthMm);
  const told: number[] = [];
  const tracker = createDepthTracker({ compression: (compression) => told.push(compression.depthMm) });
  for (const { t, x, y, z } of recording.samples) tracker.push(t, x, y, z);
  tracker.finish();
  expect(measured).toHaveLength(saved.length);
  saved.forEach((depth, k) => expect(Math.abs(depth - measured[k]!)).toBeLessThanOrEqual(0.05 + 1e-9));
  expect(told.filter((depth, k) => Math.abs(depth - measured[k]!) > 0.1).length).toBeGreaterThan(saved.length / 4);
}
