import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Metronome } from "./metronome";

// The metronome against a stand-in for the Web Audio API whose clock the test moves: what matters
// is when each click is scheduled on the audio clock.

let clock = 0;
const clicks: number[] = [];

class FakeAudioContext {
  state = "running";
  destination = {};
  get currentTime() {
    return clock;
  }
  resume = vi.fn(() => Promise.resolve());
  close = vi.fn(() => Promise.resolve());
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: (at: number) => clicks.push(at),
      stop: () => {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => node,
    };
  }
}

beforeEach(() => {
  clock = 0;
  clicks.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal("AudioContext", FakeAudioContext);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the audio clock and the timers together, in small steps like a real page. */
function run(seconds: number) {
  for (let t = 0; t < seconds * 1000; t += 25) {
    clock += 0.025;
    vi.advanceTimersByTime(25);
  }
}

describe("the metronome", () => {
  it("clicks on the audio clock at the target rhythm, a little ahead of time", () => {
    const metronome = new Metronome();
    metronome.start(120);
    run(2);
    expect(clicks.length).toBeGreaterThanOrEqual(4);
    const gaps = clicks.slice(1).map((at, i) => at - (clicks[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(0.5, 9);
    // Nothing is scheduled further ahead than the lookahead.
    expect(Math.max(...clicks)).toBeLessThanOrEqual(clock + 0.12);
  });

  it("follows a new rhythm and falls silent when stopped", () => {
    const metronome = new Metronome();
    metronome.start(100);
    run(1.3);
    metronome.start(110);
    const before = clicks.length;
    run(2);
    const gaps = clicks.slice(before + 1).map((at, i) => at - (clicks[before + i] ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(60 / 110, 9);
    metronome.stop();
    const stopped = clicks.length;
    run(2);
    expect(clicks.length).toBe(stopped);
    metronome.close();
  });
});
