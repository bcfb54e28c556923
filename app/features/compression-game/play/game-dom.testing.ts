import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { expect, vi } from "vitest";

// For the game's DOM tests: a stand-in for the game's JSON address (a fetch that records what it
// receives and answers a start with an id), and the fake clock's presses. Call in beforeEach.

export interface GameServer {
  /** The fields of every request, in order. */
  received: Record<string, string>[];
  /** What a save is answered; a start always gets its id. */
  saveAnswer: () => Promise<Response>;
}

export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

/** Fakes the clock and stands in for the address; undone by vi.useRealTimers and vi.unstubAllGlobals. */
export function standInGameServer(address: string): GameServer {
  const server: GameServer = { received: [], saveAnswer: () => jsonResponse({ intent: "save", saved: true }) };
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] });
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      expect(url).toBe(address);
      expect(init.method).toBe("POST");
      const fields = Object.fromEntries(new URLSearchParams(init.body as URLSearchParams));
      server.received.push(fields);
      return fields.intent === "start"
        ? jsonResponse({ intent: "start", gameToken: "signed-token" })
        : server.saveAnswer();
    }),
  );
  return server;
}

/** Undoes standInGameServer and the test's own spies: call in afterEach. */
export function tearDownGameServer() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Waits `ms` on the fake clock, letting the game's ticks run. */
export function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Presses the game's button `count` times, every `interval` ms. */
export function pressTimes(pressButton: () => HTMLElement, count: number, interval: number) {
  for (let i = 0; i < count; i += 1) {
    wait(interval);
    fireEvent.pointerDown(pressButton(), { button: 0 });
  }
}

/** Starts a game with its start button, and lets its request for an id be answered. */
export async function startGame(label: string) {
  fireEvent.click(screen.getByRole("button", { name: label }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
