import type { Verdict } from "~/features/compression-game/measures/cpr-grade";
import type { PressesResult } from "~/features/compression-game/measures/presses-result";
import type { Round } from "./round-rules";

// A class's round and a pupil's entry in it as the server reads them from D1
// (class-rounds.server.ts) and the teacher's screen, CSV and report show them.

export interface ClassRound extends Round {
  lengthMs: number;
  /** Whether the pupils' own metronomes may click (a practice round the teacher allowed them in). */
  metronome: boolean;
}

/** A pupil's entry in a round: in it from before its start, with the result once saved. */
export interface RoundEntry extends Partial<Omit<PressesResult, "verdict">> {
  /** Null for a result stored before verdicts were. */
  verdict?: Verdict | null;
  roundId: number;
  pupilId: number;
  liveRate: number | null;
  liveAt: number | null;
  /** When the result was saved (epoch ms), or null until then. */
  savedAt: number | null;
  /** When the pupil entered the round on the server's clock (epoch ms); null for an entry stored before it was kept. */
  enteredAt?: number | null;
}
