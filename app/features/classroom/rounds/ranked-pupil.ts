// A pupil's row in an ended round's ranking (round-live.ts), by nickname and figures only: in a
// module of its own, since both the round's view and its outcome over every row (round-outcome.ts)
// read it, and the view reads the outcome.

export interface RankedPupil {
  nickname: string;
  grade: number;
  meanRateBpm: number;
  compressionFraction: number;
  /** In depth mode, the mean depth (mm, to a tenth) and the share at 5–6 cm (%, whole); null for taps. */
  depthMeanMm: number | null;
  depthInBand: number | null;
  /** How late the pupil's device started the round (ms, round-rules.ts lateStartMs); 0 on time. */
  lateMs: number;
}
