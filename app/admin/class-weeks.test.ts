import { describe, expect, it } from "vitest";
import { recentWeeks, weekCounts } from "./class-weeks";

describe("recentWeeks", () => {
  it("goes back from this week to the week of the oldest class kept, Mondays in Madrid", () => {
    // Wednesday 25 November 2026, 10:00 Madrid: 30 days before is Monday 26 October, 10:00.
    const weeks = recentWeeks(new Date("2026-11-25T09:00:00Z"), 30);
    expect(weeks.map((week) => week.date)).toEqual([
      "2026-11-23",
      "2026-11-16",
      "2026-11-09",
      "2026-11-02",
      "2026-10-26",
    ]);
    expect(weeks[0]).toEqual({
      date: "2026-11-23",
      start: "2026-11-22T23:00:00.000Z",
      nextStart: "2026-11-29T23:00:00.000Z",
    });
  });

  it("counts a week that began in summer time from its own Monday's midnight", () => {
    const weeks = recentWeeks(new Date("2026-11-02T12:00:00Z"), 30);
    expect(weeks.at(-1)).toEqual({
      date: "2026-09-28",
      start: "2026-09-27T22:00:00.000Z",
      nextStart: "2026-10-04T22:00:00.000Z",
    });
    // The week the clocks went back (25 October) ends at the next Monday's winter midnight.
    expect(weeks.find((week) => week.date === "2026-10-19")?.nextStart).toBe("2026-10-25T23:00:00.000Z");
  });

  it("takes six weeks when the oldest day kept is a Sunday", () => {
    // Tuesday 24 November 2026: 30 days before is Sunday 25 October.
    expect(recentWeeks(new Date("2026-11-24T12:00:00Z"), 30)).toHaveLength(6);
  });

  it("starts at the Monday in Madrid when it is still Sunday in UTC", () => {
    expect(recentWeeks(new Date("2026-11-22T23:30:00Z"), 30)[0]?.date).toBe("2026-11-23");
  });
});

describe("weekCounts", () => {
  it("gives every week its counts, 0 for a week without rows", () => {
    const weeks = recentWeeks(new Date("2026-11-25T09:00:00Z"), 30).slice(0, 2);
    const counts = weekCounts(weeks, { classes: new Map([["2026-11-16", 2]]), games: new Map([["2026-11-23", 7]]) });
    expect(counts.map(({ date, classes, games }) => [date, classes, games])).toEqual([
      ["2026-11-23", 0, 7],
      ["2026-11-16", 2, 0],
    ]);
  });
});
