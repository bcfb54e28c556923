// A round: the whole class compresses at once, for a length the teacher chose, started by the
// teacher. Every device reads the same round (its start and end on the server's clock,
// round-clock.ts) and works out where it stands from it, so no device waits for a message to begin
// or to stop. Pure.

/** The lengths a teacher may choose (ms): 30 s, 1 min, and 2 min, one rescuer's turn. */
export const roundLengths = [30_000, 60_000, 120_000] as const;
export type RoundLength = (typeof roundLengths)[number];
export const DEFAULT_ROUND_LENGTH: RoundLength = 120_000;

/** A practice round gives feedback as the game does; a test round gives none until it ends. */
export const roundKinds = ["practice", "test"] as const;
export type RoundKind = (typeof roundKinds)[number];

/** From the teacher's press to the start: the time the devices need to hear of it, then 3-2-1. */
export const ROUND_LEAD_MS = 5_000;
/** The countdown shown before the start: 3, 2, 1. */
export const COUNTDOWN_MS = 3_000;

export interface Round {
  id: number;
  kind: RoundKind;
  /** Both on the server's clock (epoch ms). The end is brought forward when the teacher ends it early. */
  startsAt: number;
  endsAt: number;
}

export type RoundPhase =
  | { phase: "waiting" }
  | { phase: "countdown"; count: 1 | 2 | 3 }
  | { phase: "running"; remainingMs: number }
  | { phase: "ended" };

/** Where a round stands at `now` on the server's clock. */
export function roundPhase(round: Pick<Round, "startsAt" | "endsAt">, now: number): RoundPhase {
  if (now >= round.endsAt) return { phase: "ended" };
  if (now >= round.startsAt) return { phase: "running", remainingMs: round.endsAt - now };
  const untilStart = round.startsAt - now;
  if (untilStart > COUNTDOWN_MS) return { phase: "waiting" };
  return { phase: "countdown", count: Math.ceil(untilStart / 1_000) as 1 | 2 | 3 };
}

/** Whether a device that first saw the round at `now` may play it: only from before its start. */
export function mayJoinRound(round: Pick<Round, "startsAt" | "endsAt">, firstSeenAt: number): boolean {
  return firstSeenAt < round.startsAt && firstSeenAt < round.endsAt;
}

/** A new round's times when the teacher starts it at `now`. */
export function newRoundTimes(now: number, length: RoundLength): Pick<Round, "startsAt" | "endsAt"> {
  const startsAt = now + ROUND_LEAD_MS;
  return { startsAt, endsAt: startsAt + length };
}

export function isRoundLength(value: unknown): value is RoundLength {
  return roundLengths.includes(value as RoundLength);
}

export function isRoundKind(value: unknown): value is RoundKind {
  return roundKinds.includes(value as RoundKind);
}
