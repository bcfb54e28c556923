import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUND_RUNNING_EVENT } from "../rounds/use-round-live";
import { REFRESH_MS, ROUND_REFRESH_MS, useLiveResults } from "./use-live-results";

// The teacher's live table reads every second while the page's round runs (its round panel says
// so each time it reads the round, use-round-live.ts), so that a pupil shows as playing within 3 s
// of their presses, and every few seconds again once it is over.

const readResults = (value: unknown) => value as { closed: boolean };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ closed: false })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const round = (running: boolean) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(ROUND_RUNNING_EVENT, { detail: running }));
  });

describe("the live table's readings", () => {
  it("come every ROUND_REFRESH_MS while the page's round runs, and every REFRESH_MS once it is over", async () => {
    renderHook(() => useLiveResults("/es/t/abc/results.json", { closed: false }, Date.now(), readResults));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(fetch).toHaveBeenCalledTimes(1);

    round(true);
    await act(() => vi.advanceTimersByTimeAsync(ROUND_REFRESH_MS * 4));
    expect(fetch).toHaveBeenCalledTimes(5);

    round(false);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS - 1));
    expect(fetch).toHaveBeenCalledTimes(5);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(6);
  });
});
