import type { Verdict } from "~/features/compression-game/measures/cpr-grade";
import type { DepthFigures } from "~/features/compression-game/depth/sent-depths";
import type { RoundKind } from "../rounds/round-rules";

// A pupil's attempt as everything the teacher reads takes it (the table, its every measure, the
// CSV, the JSON, what deleting the class loses): a free game saved to the class and a result saved
// in a round the teacher started are one kind of record here, so that no reader counts one and
// forgets the other. Read from D1 by attempts.server.ts. Pure.

/** A free game played in class, or a pupil's saved result of a round. */
export type AttemptKind = "game" | "round";

export interface Attempt extends DepthFigures {
  pupilId: number;
  kind: AttemptKind;
  /** For a round's result: the round's number in the class's lesson (1 for its first) and its kind; else null. */
  round: number | null;
  roundKind: RoundKind | null;
  /** When it was saved (epoch ms), a free game's and a round's result's alike (saved_at). */
  savedAt: number;
  /** A free game's rhythm score, accuracy and share of beats hit; a round is measured by its timing only (null). */
  score: number | null;
  accuracy: number | null;
  successRate: number | null;
  compressions: number;
  meanRateBpm: number;
  shareInWindow: number;
  /** The timing measures (cpr-quality.ts) and graded score; null for a game saved without its presses' times. */
  compressionFraction: number | null;
  rateSpread: number | null;
  longestPauseMs: number | null;
  rateChange: number | null;
  grade: number | null;
  /** Whether its presses were too even for a finger (presses-result.ts): kept, and marked for the teacher. */
  tooRegular: boolean;
  /** Good or its costliest fault (cpr-grade.ts); null for a result stored before verdicts were. */
  verdict: Verdict | null;
}

/**
 * Attempts in the order they were saved. On the same millisecond a free game comes before a round's
 * result, so that a list read twice is the same list.
 */
export function bySavedAt(a: Attempt, b: Attempt): number {
  return a.savedAt - b.savedAt || (a.kind === b.kind ? 0 : a.kind === "game" ? -1 : 1);
}
