// Where a compression's depth stands against the guidelines' 5–6 cm, for the live gauge and the
// result alike. Pure: docs/decisions/0021-depth-from-the-phones-motion.md

/** The depth the guidelines ask of an adult's chest (mm). */
export const depthBand = { min: 50, max: 60 } as const;

/**
 * The error the pages state for a depth: each compression's 95th percentile on the synthetic
 * recordings with every factor phones and pupils give: 4.38 mm on the 40 that depth-factors.test.ts
 * holds, 4.59 on 240, 4.56 on the simulated chest's 240 (decision 0021; 4.87, 4.89, and 4.92 with the
 * chest's readings rounded as Chromium rounds them, while each compression had its first window's depth
 * alone; 5.2 before each jump's place was estimated, 5.93 before each stroke was corrected where its
 * chest is still or turns, 7.5 mm while each compression carried its window's depth), rounded up. The pages' copy writes it too (stated-error.test.ts holds them to it). A window's depth,
 * a few seconds' mean, does better (3.8 mm); leaning, which the phone cannot see, is not in it. An
 * estimate, not a manikin's measure.
 */
export const DEPTH_ESTIMATE_ERROR_MM = 5;

export type DepthZone = "shallow" | "good" | "deep";

/** The zone of a depth as it is shown, to the millimetre (6.0 cm is good, 6.1 cm too deep). */
export function depthZone(depthMm: number): DepthZone {
  const shown = Math.round(depthMm);
  if (shown < depthBand.min) return "shallow";
  return shown > depthBand.max ? "deep" : "good";
}

/** What the gauge shows: a zone while compressions go on, or none. */
export type GaugeZone = DepthZone | "none";

/** The gauge's reading as a screen reader is told it: its zone, and the depth (mm) when there is one. */
export interface GaugeAnnouncement {
  zone: GaugeZone;
  depthMm: number | null;
}

/** A screen reader hears the gauge at most this often (ms): a window comes every half second. */
export const ANNOUNCE_EVERY_MS = 4_000;

export interface Announcement {
  zone: GaugeZone;
  atMs: number;
}

/**
 * Whether the gauge's reading should be said now: when its zone has changed since it was last
 * said, and no sooner than ANNOUNCE_EVERY_MS after that. A zone that flickers is said once it has
 * held at the next window after the wait, not at every flicker; nothing is said before the first
 * compressions.
 */
export function announcementDue(last: Announcement | null, zone: GaugeZone, nowMs: number): boolean {
  if (last === null) return zone !== "none";
  return zone !== last.zone && nowMs - last.atMs >= ANNOUNCE_EVERY_MS;
}
