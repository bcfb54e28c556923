import { describe, expect, it } from "vitest";
import { cprQuality } from "../measures/cpr-quality";
import { estimateDepth, type MotionSample } from "./depth-estimator";
import { motionRecording } from "./motion-recording.testing";

// Traces recorded with a real phone on a real manikin (recordings/, whose README says how to make
// one). The synthetic recordings check the method; only these check a phone's sensor, a cushion's
// give and a pair of hands. Each trace must give the manikin's figures: its compressions' mean
// depth within 4 mm, their mean rate within 2 a minute and their number within 2 %, where given.

interface RecordedTrace {
  phone: string;
  manikin: string;
  /** The manikin's mean depth over the trace (mm). */
  referenceDepthMm: number;
  /** The manikin's mean rate (a minute) and number of compressions, when it reports them. */
  referenceRateBpm?: number;
  referenceCount?: number;
  samples: MotionSample[];
}

const recorded = import.meta.glob<RecordedTrace>("./recordings/*.json", { eager: true, import: "default" });

function checkTrace(trace: RecordedTrace): void {
  expect(typeof trace.phone).toBe("string");
  expect(typeof trace.manikin).toBe("string");
  expect(trace.referenceDepthMm).toBeGreaterThan(10);
  expect(trace.samples.length).toBeGreaterThan(100);
  expect(trace.samples.every(({ t, x, y, z }) => [t, x, y, z].every(Number.isFinite))).toBe(true);
  const estimate = estimateDepth(trace.samples);
  expect(estimate, "readings too sparse for depth").not.toBeNull();
  const compressions = estimate?.compressions ?? [];
  expect(compressions.length).toBeGreaterThan(0);
  const meanDepth = compressions.reduce((sum, { depthMm }) => sum + depthMm, 0) / compressions.length;
  expect(Math.abs(meanDepth - trace.referenceDepthMm)).toBeLessThanOrEqual(4);
  if (trace.referenceRateBpm !== undefined) {
    // The rate as the game measures it from its presses, pauses left out.
    const first = compressions[0]!.atMs;
    const pressesAt = compressions.map(({ atMs }) => atMs - first);
    const quality = cprQuality({ pressesAt, durationMs: pressesAt.at(-1)! + 1 });
    expect(Math.abs((quality?.meanRateBpm ?? 0) - trace.referenceRateBpm)).toBeLessThanOrEqual(2);
  }
  if (trace.referenceCount !== undefined) {
    expect(Math.abs(compressions.length - trace.referenceCount)).toBeLessThanOrEqual(0.02 * trace.referenceCount);
  }
}

describe("traces recorded on a manikin", () => {
  it("are checked as a synthetic trace written the same way would be", () => {
    const recording = motionRecording(8_001);
    const truth = recording.compressions;
    const first = truth[0]!.atMs;
    const pressesAt = truth.map(({ atMs }) => atMs - first);
    const trace: RecordedTrace = JSON.parse(
      JSON.stringify({
        phone: "synthetic",
        manikin: "the recording's own truth",
        referenceDepthMm: truth.reduce((sum, { depthMm }) => sum + depthMm, 0) / truth.length,
        referenceRateBpm: cprQuality({ pressesAt, durationMs: pressesAt.at(-1)! + 1 })?.meanRateBpm,
        referenceCount: truth.length,
        samples: recording.samples,
      }),
    );
    checkTrace(trace);
  });

  it.each(Object.entries(recorded))("match the manikin in %s", (_, trace) => checkTrace(trace));
});
