import type { CprQuality } from "./cpr-quality";

/** A steady round at 110 a minute with no pause: every measure at its best, for tests to spoil one at a time. */
export const perfectQuality: CprQuality = {
  compressionFraction: 100,
  meanRateBpm: 110,
  rateSpread: 0,
  beatToBeatMs: 0,
  shareInWindow: 100,
  longestPauseMs: 545,
  rateChange: 0,
  endsCovered: 1,
  rateCredit: 100,
  handsOffInPauses: 1,
  lateStartMs: 0,
};
