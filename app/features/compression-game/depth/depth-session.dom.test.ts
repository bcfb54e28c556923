import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DepthCompression } from "./depth-estimator";
import { checkMotion, judgeMotion, listenToDepth, readingRateHz } from "./depth-session";
import { motionRecording } from "./motion-recording.testing";

// The depth mode's browser side: the short listen that tells whether the phone's sensor can
// measure depth, and the game's listener, fed `devicemotion` events on a faked clock.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A `devicemotion` event as a browser sends it, stamped now; `null` for a desktop's empty one. */
function motion(reading: { x: number; y: number; z: number } | null): Event {
  const event = new Event("devicemotion");
  Object.defineProperty(event, "accelerationIncludingGravity", { value: reading });
  return event;
}

/** Readings every `everyMs` for `forMs`, each at its time on the faked clock. */
function sendReadings(target: EventTarget, everyMs: number, forMs: number) {
  for (let at = 0; at < forMs; at += everyMs) {
    vi.advanceTimersByTime(everyMs);
    target.dispatchEvent(motion({ x: 0.1, y: 0.2, z: 9.8 }));
  }
}

const steady = (hz: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ t: (i * 1000) / hz, x: 0, y: 0, z: 9.8 }));

describe("the sensor's check", () => {
  it("finds no sensor when no reading came", () => {
    expect(judgeMotion([], 600)).toMatchObject({ ok: false, reason: "noSensor" });
  });

  it("takes a sensor of 40 readings a second or more, and refuses a slower one with its rate", () => {
    expect(judgeMotion(steady(60, 36), 600)).toMatchObject({ ok: true });
    expect(judgeMotion(steady(40, 24), 600)).toMatchObject({ ok: true });
    const slow = judgeMotion(steady(20, 12), 600);
    expect(slow).toMatchObject({ ok: false, reason: "tooSlow", minHz: 40 });
    expect(slow.rateHz).toBeCloseTo(20);
  });

  it("refuses readings without gravity (a sensor's `acceleration`), however fast they come", () => {
    const recording = motionRecording(9_001, { samplingHz: 60 });
    const first = recording.samples.slice(0, 36);
    const mean = (axis: "x" | "y" | "z") => first.reduce((sum, sample) => sum + sample[axis], 0) / first.length;
    const withoutGravity = first.map(({ t, x, y, z }) => ({ t, x: x - mean("x"), y: y - mean("y"), z: z - mean("z") }));
    expect(judgeMotion(first, 600)).toMatchObject({ ok: true });
    expect(judgeMotion(withoutGravity, 600)).toMatchObject({ ok: false, reason: "noGravity" });
  });

  it("does not take readings in bursts for a fast sensor", () => {
    // Ten readings a millisecond apart, twice in 600 ms: 33 a second, where the median says a thousand.
    const bursts = [0, 300].flatMap((at) => Array.from({ length: 10 }, (_, i) => ({ t: at + i, x: 0, y: 0, z: 9.8 })));
    expect(readingRateHz(bursts, 600)).toBeLessThan(40);
    expect(judgeMotion(bursts, 600)).toMatchObject({ ok: false, reason: "tooSlow" });
  });

  it("says no sensor after a second without readings (a computer), empty events included", async () => {
    const target = new EventTarget();
    const check = checkMotion(target);
    target.dispatchEvent(motion(null));
    vi.advanceTimersByTime(1_000);
    await expect(check).resolves.toMatchObject({ ok: false, reason: "noSensor" });
  });

  it("listens a little after the first reading and judges the rate", async () => {
    const target = new EventTarget();
    const fast = checkMotion(target);
    vi.advanceTimersByTime(300);
    sendReadings(target, 16, 700);
    await expect(fast).resolves.toMatchObject({ ok: true });

    const slow = checkMotion(target);
    sendReadings(target, 50, 900);
    const answer = await slow;
    expect(answer).toMatchObject({ ok: false, reason: "tooSlow" });
    expect(answer.rateHz).toBeCloseTo(20, 0);
  });

  it("stops listening once it has judged", async () => {
    const target = new EventTarget();
    const removed = vi.spyOn(target, "removeEventListener");
    const check = checkMotion(target);
    vi.advanceTimersByTime(1_000);
    await check;
    expect(removed).toHaveBeenCalledWith("devicemotion", expect.any(Function));
  });
});

describe("the game's listener", () => {
  it("reports each compression of a recording, on the events' clock, with its depth", () => {
    const recording = motionRecording(7, { runsMs: [12_000], rateBpm: 110, depthMm: 55, tiltDeg: 10, samplingHz: 60 });
    const target = new EventTarget();
    const found: DepthCompression[] = [];
    const session = listenToDepth(target, { compression: (compression) => found.push(compression) });
    const origin = performance.now();
    for (const { t, x, y, z } of recording.samples) {
      vi.advanceTimersByTime(Math.max(0, origin + t - performance.now()));
      target.dispatchEvent(motion({ x, y, z }));
    }
    session.flush();
    session.stop();
    expect(found.length).toBeGreaterThanOrEqual(recording.compressions.length - 1);
    expect(found.length).toBeLessThanOrEqual(recording.compressions.length);
    for (const compression of found) {
      const truth = recording.compressions.reduce((near, one) =>
        Math.abs(one.atMs - (compression.atMs - origin)) < Math.abs(near.atMs - (compression.atMs - origin))
          ? one
          : near,
      );
      expect(Math.abs(truth.atMs - (compression.atMs - origin))).toBeLessThan(100);
      expect(Math.abs(truth.depthMm - compression.depthMm)).toBeLessThan(6);
    }
  });

  it("hears nothing once stopped, and leaves out events with no reading", () => {
    const target = new EventTarget();
    const windows: unknown[] = [];
    const session = listenToDepth(target, { window: (window) => windows.push(window) });
    session.stop();
    sendReadings(target, 16, 4_000);
    target.dispatchEvent(motion(null));
    expect(windows).toEqual([]);
  });
});
