// The server's clock as a pupil's device reads it, so that thirty phones start a round together
// although their own clocks disagree by seconds. Each poll of the round's state is a sample: the
// device's time when it asked (`sentAt`) and when the answer came (`receivedAt`), and the server's
// time in the answer (`serverNow`). As in NTP, the server's time is taken to be read half-way
// through the round trip; the sample with the shortest round trip bounds the error best (by half
// its round trip), so the device keeps that one. Pure: the page feeds it performance.now() times.

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

/** The offset one sample gives, and its bound. */
export function sampleEstimate({ sentAt, receivedAt, serverNow }: ClockSample): ClockEstimate {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return { offset: serverNow - (sentAt + roundTrip / 2), error: roundTrip / 2 };
}

/** The best estimate from the samples so far: the one with the smallest bound, or null without any. */
export function bestEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = sampleEstimate(sample);
    if (!best || estimate.error < best.error) best = estimate;
  }
  return best;
}

/** The device's clock reading at which the server's clock reads `serverTime`. */
export function deviceTimeOf(serverTime: number, estimate: ClockEstimate): number {
  return serverTime - estimate.offset;
}
