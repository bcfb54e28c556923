// The server's clock as a pupil's device reads it, so that thirty phones start a round together
// although their own clocks disagree by seconds. Each poll of the round's state is a sample: the
// device's time when it asked (`sentAt`) and when the answer came (`receivedAt`), and the server's
// time in the answer (`serverNow`). As in NTP, the server's time is taken to be read half-way
// through the round trip; the sample with the shortest round trip bounds the error best (by half
// its round trip), so the device keeps that one, unless it has aged: a sample's bound grows with
// the time since it was taken (clocks drift, and a phone that slept may have stopped its
// performance.now() meanwhile), so that a fresh sample wins over an old one once the old one's
// bound is the worse. A sample whose answer came before its question (a clock that went back) or
// that is not made of finite numbers says nothing and is skipped. Pure: the page feeds it
// performance.now() times.

export interface ClockSample {
  /** The device's clock when the request left (ms; performance.now()). */
  sentAt: number;
  /** The device's clock when the answer arrived (ms). */
  receivedAt: number;
  /** The server's clock in the answer (epoch ms). */
  serverNow: number;
}

export interface ClockEstimate {
  /** Add to the device's clock to read the server's. */
  offset: number;
  /** At most this far from the truth (ms): half the round trip of the sample it rests on. */
  error: number;
}

/**
 * How much a sample's bound grows for each millisecond since it was taken: 1 ms a second, ten
 * times a phone's clock drift, so that after a minute a sample of a 40 ms round trip (bound 20 ms)
 * yields to a fresh one of a round trip under 160 ms.
 */
export const AGEING_PER_MS = 0.001;

/** The offset one sample gives, and its bound; null for a sample that says nothing. */
export function sampleEstimate({ sentAt, receivedAt, serverNow }: ClockSample): ClockEstimate | null {
  if (![sentAt, receivedAt, serverNow].every(Number.isFinite)) return null;
  const roundTrip = receivedAt - sentAt;
  if (roundTrip < 0) return null;
  return { offset: serverNow - (sentAt + roundTrip / 2), error: roundTrip / 2 };
}

/**
 * The best estimate from the samples so far at the device's time `now` (by default when the newest
 * answer came): the one with the smallest bound once aged, or null without any that says something.
 */
export function bestEstimate(samples: readonly ClockSample[], now?: number): ClockEstimate | null {
  const latest = Math.max(...samples.map((sample) => sample.receivedAt).filter(Number.isFinite));
  const at = now !== undefined && Number.isFinite(now) ? now : latest;
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = sampleEstimate(sample);
    if (!estimate) continue;
    const aged = {
      offset: estimate.offset,
      error: estimate.error + Math.max(0, at - sample.receivedAt) * AGEING_PER_MS,
    };
    if (!best || aged.error < best.error) best = aged;
  }
  return best;
}

/** The device's clock reading at which the server's clock reads `serverTime`. */
export function deviceTimeOf(serverTime: number, estimate: ClockEstimate): number {
  return serverTime - estimate.offset;
}
