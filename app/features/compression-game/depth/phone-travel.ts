// A stroke that is the phone travelling, laid down from the hand or lifted from the chest, told from a
// compression: it has no top where the rhythm puts one (stroke-depth.ts) and reads deeper than its
// run's compressions, or than any compression goes. Pure.

/**
 * A stroke with no top after it where the rhythm puts one (the phone still going up: stroke-depth.ts)
 * and deeper than this many times the run's compressions, beyond three standard deviations of its
 * noise, is the phone lifted from the chest, no compression: its upward push looks like a stroke's
 * bottom, but it rises 15–40 cm and stays there. A fifth is more than a pupil's compressions vary
 * (2–5 mm on 30–70 mm).
 */
export const OWN_DEPTH_LIMIT = 1.2;
/**
 * No compression goes down this far (m): the guidelines ask 5–6 cm and no more, and the deepest the
 * recordings draw is 7.5. A stroke with no top where the rhythm puts one and deeper than this is
 * the phone travelling, laid down from the hand or lifted, whatever the run: a phone laid down 0.5 s
 * before the first compression, in the rhythm, is the only stroke its first window holds, which
 * reads its 10–30 cm as the run's depth too.
 */
export const MAX_CHEST_TRAVEL_M = 0.1;
/**
 * Windows in a row that found a run of compressions (1.5 s of it) after which the run's depth, in
 * the test of OWN_DEPTH_LIMIT, is the windows' own. Until then the compressions told before count
 * too, since a lift's own window reads its rise as depth; but a pupil the gauge told to push harder
 * may come back after a pause twice as deep, and against the run before, every stroke of the new
 * one looked like a lift (a simulated chest: 22 of 53 compressions lost in one recording).
 */
export const RUN_WINDOWS = 3;

/**
 * The run's depth a window's strokes are held to: the window's own once `runWindows` windows in a
 * row found compressions, until then the least of it and the compressions' told before.
 */
export function runDepthM(runWindows: number, windowDepthM: number, toldDepthM: number): number {
  return runWindows >= RUN_WINDOWS ? windowDepthM : Math.min(windowDepthM, toldDepthM);
}

/** Whether a stroke with no top where the rhythm puts one, `depthM` deep within `variance` (m²), is the phone moving. */
export function isPhoneTravel(depthM: number, variance: number, runM: number): boolean {
  return depthM > OWN_DEPTH_LIMIT * runM + 3 * Math.sqrt(variance) || depthM > MAX_CHEST_TRAVEL_M;
}
