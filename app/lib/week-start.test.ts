import { describe, expect, it } from "vitest";
import { weekStartMadrid } from "./week-start";

describe("weekStartMadrid", () => {
  it("is Monday 00:00 in Madrid (winter, UTC+1)", () => {
    // Wednesday 21 January 2026, 12:00 UTC → Monday 19 January 00:00 Madrid = 18 Jan 23:00 UTC.
    expect(weekStartMadrid(new Date("2026-01-21T12:00:00Z"))).toBe("2026-01-18T23:00:00.000Z");
  });

  it("is Monday 00:00 in Madrid (summer, UTC+2)", () => {
    expect(weekStartMadrid(new Date("2026-07-15T12:00:00Z"))).toBe("2026-07-12T22:00:00.000Z");
  });

  it("puts Sunday 23:59 Madrid in the old week and Monday 00:00 in the new one", () => {
    // Sunday 25 January 2026 23:59 Madrid = 22:59 UTC; Monday 26 January 00:00 Madrid = 25 Jan 23:00 UTC.
    expect(weekStartMadrid(new Date("2026-01-25T22:59:00Z"))).toBe("2026-01-18T23:00:00.000Z");
    expect(weekStartMadrid(new Date("2026-01-25T23:00:00Z"))).toBe("2026-01-25T23:00:00.000Z");
  });

  it("follows a daylight-saving change within the week", () => {
    // Clocks go forward on Sunday 29 March 2026; that week began on Monday 23 March 00:00 (UTC+1).
    expect(weekStartMadrid(new Date("2026-03-29T12:00:00Z"))).toBe("2026-03-22T23:00:00.000Z");
    // The next week begins on Monday 30 March 00:00 at UTC+2.
    expect(weekStartMadrid(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-29T22:00:00.000Z");
    // Clocks go back on Sunday 25 October 2026; Monday 26 October 00:00 is UTC+1 again.
    expect(weekStartMadrid(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-25T23:00:00.000Z");
    expect(weekStartMadrid(new Date("2026-10-25T22:59:59Z"))).toBe("2026-10-18T22:00:00.000Z");
  });
});
