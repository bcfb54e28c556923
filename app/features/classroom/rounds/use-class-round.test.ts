import { afterEach, describe, expect, it, vi } from "vitest";
import { httpSend } from "./round-channel";
import { retryDelay, saveDelay, saveRoundTiming } from "./use-class-round";

// A round's save is tried again without a word to the pupil while the server is busy or the
// network is down, and given up only on a refusal.

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("a round's save", () => {
  it("waits a share of the spread, and after a refusal the server's Retry-After or a doubling wait", () => {
    expect(saveDelay(1_500, () => 0)).toBe(0);
    expect(saveDelay(1_500, () => 0.999)).toBe(1_498);
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, null))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    expect(retryDelay(0, "2")).toBe(2_000);
    expect(retryDelay(0, "120")).toBe(8_000);
    expect(retryDelay(1, "soon")).toBe(1_000);
  });

  it("is sent again after a 503, a 429, a lost connection and a too-early answer, until it is kept", async () => {
    const answers = [
      () => json({ error: "game.save.failed" }, 503, { "Retry-After": "1" }),
      () => json({}, 429),
      () => {
        throw new TypeError("offline");
      },
      () => json({ error: "classroom.round.notEnded" }, 409),
      () => json({ serverNow: 1, result: { grade: 90 } }),
    ];
    const fetch = vi.fn(async () => answers.shift()!());
    vi.stubGlobal("fetch", fetch);
    const waits: number[] = [];
    const outcome = await saveRoundTiming(
      httpSend("/ca/round"),
      { intent: "save" },
      new AbortController().signal,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(outcome).toEqual({ kind: "saved", answer: { serverNow: 1, result: { grade: 90 } } });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1_000, 1_000, 2_000, 4_000]);
  });

  it("stops at a refusal: the round is not the pupil's, or the times are not a round's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "classroom.round.notInRound" }, 409)),
    );
    const outcome = await saveRoundTiming(
      httpSend("/ca/round"),
      { intent: "save" },
      new AbortController().signal,
      async () => undefined,
    );
    expect(outcome).toEqual({ kind: "refused", error: "classroom.round.notInRound" });
  });
});
