import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGEING_PER_MS, bestEstimate, deviceTimeOf, sampleEstimate, type ClockSample } from "./round-clock";

describe("the server's clock read from a device", () => {
  it("reads the server's time half-way through a symmetric round trip exactly", () => {
    // The device's clock is 1,000,000 ms behind the server's; 80 ms each way.
    const sample = { sentAt: 5_000, receivedAt: 5_160, serverNow: 1_005_080 };
    expect(sampleEstimate(sample)).toEqual({ offset: 1_000_000, error: 80 });
  });

  it("keeps the sample with the shortest round trip", () => {
    const samples = [
      { sentAt: 0, receivedAt: 900, serverNow: 10_300 },
      { sentAt: 1_000, receivedAt: 1_040, serverNow: 11_020 },
      { sentAt: 2_000, receivedAt: 2_400, serverNow: 12_100 },
    ];
    // Read when the newest answer came (2,400): the best sample has aged 1,360 ms since.
    expect(bestEstimate(samples)).toEqual({ offset: 10_000, error: 20 + 1_360 * AGEING_PER_MS });
    expect(bestEstimate([])).toBeNull();
  });

  it("prefers a fresh sample to an old one once the old one's bound has grown past it", () => {
    // A short trip a minute ago, when the device's clock was 5 s off (it slept since), and a longer one now.
    const old = { sentAt: 0, receivedAt: 40, serverNow: 5_020 };
    const fresh = { sentAt: 60_000, receivedAt: 60_100, serverNow: 60_050 };
    expect(bestEstimate([old, fresh])).toEqual({ offset: 0, error: 50 });
    // Right after the old one, it was the better.
    expect(bestEstimate([old], 40)).toEqual({ offset: 5_000, error: 20 });
  });

  it("skips a sample whose answer came before its question, or that is not made of numbers", () => {
    const good = { sentAt: 1_000, receivedAt: 1_100, serverNow: 11_050 };
    const backwards = { sentAt: 2_000, receivedAt: 1_990, serverNow: 99_999 };
    const broken = { sentAt: NaN, receivedAt: 2_100, serverNow: 12_050 };
    expect(sampleEstimate(backwards)).toBeNull();
    expect(sampleEstimate(broken)).toBeNull();
    expect(bestEstimate([good, backwards, broken], 1_100)).toEqual({ offset: 10_000, error: 50 });
    expect(bestEstimate([backwards])).toBeNull();
  });

  it("is never further from the truth than its bound, however the trip is split", () => {
    // Any true offset, any delays out and back: the estimate's error bound holds.
    const trip = fc.record({
      offset: fc.integer({ min: -1e9, max: 1e9 }),
      sentAt: fc.integer({ min: 0, max: 1e7 }),
      out: fc.integer({ min: 0, max: 5_000 }),
      back: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(fc.array(trip, { minLength: 1, maxLength: 8 }), (trips) => {
        const offset = trips[0]!.offset;
        const samples: ClockSample[] = trips.map(({ sentAt, out, back }) => ({
          sentAt,
          receivedAt: sentAt + out + back,
          serverNow: sentAt + out + offset,
        }));
        const estimate = bestEstimate(samples)!;
        expect(Math.abs(estimate.offset - offset)).toBeLessThanOrEqual(estimate.error + 1e-6);
      }),
    );
  });

  it("turns a server time into the device's time to act at", () => {
    expect(deviceTimeOf(1_010_000, { offset: 1_000_000, error: 20 })).toBe(10_000);
  });
});
