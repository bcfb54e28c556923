import { describe, expect, it } from "vitest";
import { isPhoneTravel, MAX_CHEST_TRAVEL_M, runDepthM, RUN_WINDOWS } from "./phone-travel";

describe("a stroke with no top where the rhythm puts one", () => {
  it("is the phone moving when it reads deeper than its run, beyond its noise", () => {
    // A run of 50 mm: 70 mm is a fifth deeper and more, beyond 3 σ of 2 mm; not beyond 3 σ of 4 mm.
    expect(isPhoneTravel(0.07, 0.002 ** 2, 0.05)).toBe(true);
    expect(isPhoneTravel(0.07, 0.004 ** 2, 0.05)).toBe(false);
    expect(isPhoneTravel(0.055, 0, 0.05)).toBe(false);
  });

  it("is the phone moving when it reads deeper than any compression goes, whatever its run and noise", () => {
    // The phone laid down in the rhythm: the only stroke of its window, which reads its travel as the run's depth.
    expect(isPhoneTravel(0.131, 0.02 ** 2, 0.0755)).toBe(true);
    expect(isPhoneTravel(MAX_CHEST_TRAVEL_M - 0.001, 0.02 ** 2, 0.0755)).toBe(false);
  });

  it("is held to the compressions told before until the windows have found a run of their own", () => {
    expect(runDepthM(RUN_WINDOWS - 1, 0.07, 0.035)).toBe(0.035);
    expect(runDepthM(RUN_WINDOWS, 0.07, 0.035)).toBe(0.07);
    expect(runDepthM(0, 0.05, Infinity)).toBe(0.05);
  });
});
