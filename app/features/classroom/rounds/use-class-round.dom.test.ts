import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundView } from "./round-answer";
import { LIVE_MS, POLL_MS, SOCKET_POLL_MS } from "./round-rules";
import { nextCheckMs, useClassRound } from "./use-class-round";

// A pupil's device in a class's round, with the clock faked and the class's hub played by a fake
// socket that answers at once: announced 10 s before its start, the round gets the device's first
// live rate LIVE_MS after the start and one every LIVE_MS until its end, so that the screens have
// the pupil's figures from the round's first seconds, not from the socket's next read 30 s later.

/** The hub's side of a pupil's socket: it answers each request as the round address would, and records it. */
class FakeHub {
  static made: FakeHub[] = [];
  static readonly OPEN = 1;
  static round: RoundView | null = null;
  readyState = 0;
  /** Each request's intent and the time (server's clock, here Date.now()) it was sent. */
  requests: { intent: string; at: number }[] = [];
  /** When the hub noted the device's entry, as its answer says. */
  enteredAt: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeHub.made.push(this);
  }
  send(text: string) {
    const { id, intent } = JSON.parse(text) as { id: number; intent: string };
    this.requests.push({ intent, at: Date.now() });
    const round = FakeHub.round;
    const body =
      intent === "read"
        ? { serverNow: Date.now(), round, entered: false, saved: false }
        : intent === "enter"
          ? { serverNow: Date.now(), entered: true, enteredAt: (this.enteredAt ??= Date.now()) }
          : { serverNow: Date.now(), endsAt: round?.endsAt };
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ id, status: 200, body }) }));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  announce(round: RoundView) {
    FakeHub.round = round;
    this.onmessage?.({ data: JSON.stringify({ push: "round", serverNow: Date.now(), round }) });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
  FakeHub.made = [];
  FakeHub.round = null;
  vi.stubGlobal("WebSocket", FakeHub);
  // The first read, before the socket opens, goes by HTTP.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ serverNow: Date.now(), round: null, entered: false, saved: false })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("a pupil's device in a round", () => {
  it("sends its first live rate LIVE_MS after the start of a round announced 10 s before, and one every LIVE_MS", async () => {
    renderHook(() => useClassRound("/es/first-aiducation/aula/round", () => 110));
    await pass(100);
    const hub = FakeHub.made[0]!;
    hub.open();
    await pass(5_000);

    const startsAt = Date.now() + 10_000;
    const round: RoundView = {
      id: 3,
      kind: "practice",
      lengthMs: 30_000,
      metronome: false,
      startsAt,
      endsAt: startsAt + 30_000,
    };
    hub.announce(round);
    await pass(41_000);

    expect(hub.requests.map(({ intent }) => intent)).toContain("enter");
    const lives = hub.requests.filter(({ intent }) => intent === "live").map(({ at }) => at - startsAt);
    expect(lives[0]).toBeGreaterThanOrEqual(0);
    expect(lives[0]).toBeLessThanOrEqual(LIVE_MS + 50);
    // All round long: none after its end, none farther apart than LIVE_MS (and a little for the answer).
    expect(lives.at(-1)).toBeLessThan(30_000);
    expect(lives.length).toBeGreaterThanOrEqual(30_000 / LIVE_MS - 1);
    for (const [index, at] of lives.slice(1).entries()) expect(at - lives[index]!).toBeLessThanOrEqual(LIVE_MS + 50);
  });

  it("keeps the time the server noted its entry at, which a late pupil's round counts from, when the round is ended early", async () => {
    const { result } = renderHook(() => useClassRound("/es/first-aiducation/aula/round", () => 110));
    await pass(100);
    const hub = FakeHub.made[0]!;
    hub.open();
    // Heard of 5 s after its start.
    const startsAt = Date.now() - 5_000;
    const round: RoundView = {
      id: 4,
      kind: "test",
      lengthMs: 30_000,
      metronome: false,
      startsAt,
      endsAt: startsAt + 30_000,
    };
    hub.announce(round);
    await pass(100);
    expect(result.current).toMatchObject({ entered: true, enteredAt: hub.enteredAt });
    expect(hub.enteredAt).toBeGreaterThan(startsAt);
    hub.announce({ ...round, endsAt: Date.now() });
    await pass(100);
    expect(result.current.round?.endsAt).toBeLessThan(round.endsAt);
    expect(result.current).toMatchObject({ entered: true, enteredAt: hub.enteredAt });
  });
});

describe("the wait before a device's next request", () => {
  const round = { startsAt: 100_000, endsAt: 130_000 };

  it("is LIVE_MS in a running round, and before its start, until LIVE_MS after it", () => {
    expect(nextCheckMs({ round, now: 110_000, socketOpen: true })).toBe(LIVE_MS);
    expect(nextCheckMs({ round, now: 129_999, socketOpen: false })).toBe(LIVE_MS);
    expect(nextCheckMs({ round, now: 90_000, socketOpen: true })).toBe(10_000 + LIVE_MS);
    // By HTTP it reads every POLL_MS meanwhile, in case the teacher ends the round before its start.
    expect(nextCheckMs({ round, now: 90_000, socketOpen: false })).toBe(POLL_MS);
    expect(nextCheckMs({ round, now: 99_000, socketOpen: false })).toBe(1_000 + LIVE_MS);
  });

  it("is the next read without a round, or once it ended: rarely on the socket, every POLL_MS by HTTP", () => {
    expect(nextCheckMs({ round: null, now: 90_000, socketOpen: true })).toBe(SOCKET_POLL_MS);
    expect(nextCheckMs({ round: null, now: 90_000, socketOpen: false })).toBe(POLL_MS);
    expect(nextCheckMs({ round, now: 130_000, socketOpen: true })).toBe(SOCKET_POLL_MS);
  });
});
