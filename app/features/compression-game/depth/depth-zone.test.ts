import { describe, expect, it } from "vitest";
import { ANNOUNCE_EVERY_MS, announcementDue, depthZone } from "./depth-zone";

describe("the depth's zone", () => {
  it("is good from 5.0 to 6.0 cm as shown, to the millimetre", () => {
    expect(depthZone(49.4)).toBe("shallow");
    expect(depthZone(49.5)).toBe("good");
    expect(depthZone(55)).toBe("good");
    expect(depthZone(60.4)).toBe("good");
    expect(depthZone(60.5)).toBe("deep");
    expect(depthZone(12)).toBe("shallow");
    expect(depthZone(90)).toBe("deep");
  });
});

describe("the gauge's announcements", () => {
  it("say the first zone once compressions are found, and nothing before", () => {
    expect(announcementDue(null, "none", 0)).toBe(false);
    expect(announcementDue(null, "good", 0)).toBe(true);
  });

  it("say a new zone, never the same one again, and never sooner than the wait after the last", () => {
    const last = { zone: "good" as const, atMs: 10_000 };
    expect(announcementDue(last, "good", 30_000)).toBe(false);
    expect(announcementDue(last, "shallow", 10_500)).toBe(false);
    expect(announcementDue(last, "shallow", 10_000 + ANNOUNCE_EVERY_MS - 1)).toBe(false);
    expect(announcementDue(last, "shallow", 10_000 + ANNOUNCE_EVERY_MS)).toBe(true);
    expect(announcementDue(last, "none", 20_000)).toBe(true);
  });

  it("say at most one reading in every wait, however fast the windows flicker between zones", () => {
    const zones = ["good", "deep", "good", "shallow", "good", "deep"] as const;
    let last = null as { zone: (typeof zones)[number]; atMs: number } | null;
    const said: number[] = [];
    for (let at = 0; at < 60_000; at += 500) {
      const zone = zones[(at / 500) % zones.length]!;
      if (announcementDue(last, zone, at)) {
        said.push(at);
        last = { zone, atMs: at };
      }
    }
    for (let i = 1; i < said.length; i++) expect(said[i]! - said[i - 1]!).toBeGreaterThanOrEqual(ANNOUNCE_EVERY_MS);
    expect(said.length).toBeGreaterThan(1);
  });
});
