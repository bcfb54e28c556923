import { describe, expect, it } from "vitest";
import { nextReadingDelay, REFRESH_MS, ROUND_REFRESH_MS } from "./use-live-results";

describe("the live table's next reading", () => {
  it("comes an interval after the last one", () => {
    expect(nextReadingDelay(10_000, 10_000)).toBe(REFRESH_MS);
    expect(nextReadingDelay(10_000, 12_000)).toBe(REFRESH_MS - 2000);
  });

  it("comes at once after a pause or a hidden tab longer than the interval", () => {
    expect(nextReadingDelay(10_000, 10_000 + REFRESH_MS * 3)).toBe(0);
  });

  it("comes a shorter interval after the last one while a round runs", () => {
    expect(nextReadingDelay(10_000, 10_000, ROUND_REFRESH_MS)).toBe(ROUND_REFRESH_MS);
    expect(nextReadingDelay(10_000, 13_000, ROUND_REFRESH_MS)).toBe(0);
  });

  it("never waits longer than the interval, whatever the server's clock said", () => {
    expect(nextReadingDelay(60_000, 10_000)).toBe(REFRESH_MS);
  });
});
