import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RoundChannel, reopenDelay, socketAddress } from "./round-channel";

// A pupil's device's channel to its class's round: the socket while it is open, HTTP otherwise,
// the hub's announcements heard, and the socket opened again, later each time, when it closes.

class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  lastRequest() {
    return JSON.parse(this.sent.at(-1)!) as Record<string, unknown>;
  }
}

const round = { id: 7, kind: "practice", lengthMs: 30_000, metronome: false, startsAt: 1_000, endsAt: 31_000 };

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the round channel", () => {
  it("names the socket's address after the page's scheme, and waits longer after each failure", () => {
    expect(socketAddress("/ca/first-aiducation/aula/round", "https://estudioxr.example/ca/first-aiducation/aula")).toBe(
      "wss://estudioxr.example/ca/first-aiducation/aula/round",
    );
    expect(socketAddress("/en/first-aiducation/classroom/round", "http://127.0.0.1:8787/en")).toBe(
      "ws://127.0.0.1:8787/en/first-aiducation/classroom/round",
    );
    expect([0, 1, 2, 5, 9].map((failures) => reopenDelay(failures, () => 1))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(reopenDelay(0, () => 0)).toBe(500);
  });

  it("sends by HTTP until the socket opens (a read is a GET), then by the socket", async () => {
    const fetch = vi.fn(async () => Response.json({ serverNow: 5, round: null, entered: false, saved: false }));
    vi.stubGlobal("fetch", fetch);
    const opened = vi.fn();
    const channel = new RoundChannel("/ca/round", () => undefined, opened);
    channel.connect();
    const [socket] = FakeSocket.made;
    expect(socket!.url).toMatch(/^ws:\/\/.+\/ca\/round$/);

    const byHttp = await channel.send({ intent: "read" });
    expect(byHttp).toMatchObject({ status: 200, body: { serverNow: 5 }, retryAfter: null });
    expect(fetch).toHaveBeenCalledWith("/ca/round", expect.not.objectContaining({ method: "POST" }));
    await channel.send({ intent: "enter", round: "7" });
    expect(fetch).toHaveBeenLastCalledWith("/ca/round", expect.objectContaining({ method: "POST" }));

    socket!.open();
    expect(opened).toHaveBeenCalledOnce();
    expect(channel.open).toBe(true);
    const answer = channel.send({ intent: "save", round: "7", presses_at: "1,2", duration_ms: "3" });
    const request = socket!.lastRequest();
    expect(request).toEqual({
      id: expect.any(Number),
      intent: "save",
      round: "7",
      presses_at: "1,2",
      duration_ms: "3",
    });
    socket!.receive({ id: 999, status: 200, body: { serverNow: 1 } });
    socket!.receive({ id: request.id, status: 503, body: { serverNow: 9, error: "game.save.failed" }, retryAfter: 2 });
    expect(await answer).toMatchObject({
      status: 503,
      body: { serverNow: 9 },
      retryAfter: "2",
      sample: { serverNow: 9 },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("hands the hub's announcements on, and gives up on a request whose answer does not come", async () => {
    vi.useFakeTimers();
    const pushes: unknown[] = [];
    const channel = new RoundChannel(
      "/es/round",
      (push) => pushes.push(push),
      () => undefined,
    );
    channel.connect();
    FakeSocket.made[0]!.open();
    FakeSocket.made[0]!.receive({ push: "round", serverNow: 10, round });
    FakeSocket.made[0]!.receive("not an object");
    expect(pushes).toEqual([{ push: "round", serverNow: 10, round }]);

    const unanswered = channel.send({ intent: "live", round: "7", rate: "110" }, { timeoutMs: 2_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await unanswered).toBeNull();
  });

  it("settles what waits when the socket closes, goes by HTTP meanwhile, and opens a new socket later", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ serverNow: 1 })),
    );
    const opened = vi.fn();
    const channel = new RoundChannel("/en/round", () => undefined, opened);
    channel.connect();
    FakeSocket.made[0]!.open();
    const waiting = channel.send({ intent: "read" });
    FakeSocket.made[0]!.drop();
    expect(await waiting).toBeNull();
    expect(channel.open).toBe(false);
    expect(await channel.send({ intent: "read" })).toMatchObject({ status: 200 });

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(2);
    // It fails to open: the next try waits twice as long.
    FakeSocket.made[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeSocket.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2]!.open();
    expect(opened).toHaveBeenCalledTimes(2);

    channel.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(3);
  });
});
