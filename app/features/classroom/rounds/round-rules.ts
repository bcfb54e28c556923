// A round: the whole class compresses at once, for a length the teacher chose, started by the
// teacher. Every device reads the same round (its start and end on the server's clock,
// round-clock.ts) and works out where it stands from it, so no device waits for a message to begin
// or to stop. Pure.

/** The lengths a teacher may choose (ms): 30 s, 1 min, and 2 min, one rescuer's turn. */
export const roundLengths = [30_000, 60_000, 120_000] as const;
export type RoundLength = (typeof roundLengths)[number];
export const DEFAULT_ROUND_LENGTH: RoundLength = 120_000;
/** The longest round a teacher may choose. */
export const LONGEST_ROUND_MS = Math.max(...roundLengths);

/** A practice round gives feedback as the game does; a test round gives none until it ends. */
export const roundKinds = ["practice", "test"] as const;
export type RoundKind = (typeof roundKinds)[number];

/**
 * From the teacher's press to the start: a device on the class's socket hears of the round at
 * once; one without a socket asks every POLL_MS, so it too has heard of it, with time to spare for
 * a slow answer, before the 3-2-1 begins (and the pupils have their hands in place).
 */
export const ROUND_LEAD_MS = 10_000;
/**
 * How often a pupil's device without a socket asks for the class's round while none runs (the
 * socket tells the others; docs/decisions/0017-class-rounds.md).
 */
export const POLL_MS = 5_000;
/** How often a device on the socket reads the round anyway, in case an announcement was lost. */
export const SOCKET_POLL_MS = 30_000;
/**
 * How often a device in a running round sends its rate (practice) or asks whether the round was
 * ended early: often enough that the screens, reading every second (use-round-live.ts), show a
 * pupil's presses within 3 s; 30 requests a minute, half a pupil's budget (round-requests.server.ts).
 */
export const LIVE_MS = 2_000;
/** A device that saw the round before its start may still be counted in this long after (its request on its way). */
export const ENTER_GRACE_MS = 1_500;
/** A round's result may be sent this long before its end on the server's clock (the device's clock error)… */
export const SAVE_EARLY_MS = 2_000;
/** …and until this long after it (a device that lost its connection retries). */
export const SAVE_LATE_MS = 15 * 60_000;
/**
 * The devices spread their saves over this long after the end: enough that a class's thirty by
 * HTTP do not arrive at once, short enough that on the socket its hub sends them to D1 in one or
 * two batches (round-hub.server.ts).
 */
export const SAVE_SPREAD_MS = 300;
/** Rounds a class can hold: a 50-minute lesson of 30-second rounds is under 60. */
export const ROUNDS_PER_CLASS_MAX = 60;
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

/** Where a round stands at `now` on the server's clock; null for a time or a round that is not a number. */
export function roundPhase(round: Pick<Round, "startsAt" | "endsAt">, now: number): RoundPhase | null {
  if (![now, round.startsAt, round.endsAt].every(Number.isFinite)) return null;
  if (now >= round.endsAt) return { phase: "ended" };
  if (now >= round.startsAt) return { phase: "running", remainingMs: round.endsAt - now };
  const untilStart = round.startsAt - now;
  if (untilStart > COUNTDOWN_MS) return { phase: "waiting" };
  return { phase: "countdown", count: Math.ceil(untilStart / 1_000) as 1 | 2 | 3 };
}

/**
 * Whether a pupil may play a round their device first saw at `firstSeenAt`: any time before its end
 * if they were in the class before its start (a busy network must not leave them out; they play
 * from when their device heard), and otherwise only a device that saw it before its start (with
 * ENTER_GRACE_MS for its request on the way). A pupil who joins the class mid-round waits for the next.
 */
export function mayJoinRound(
  round: Pick<Round, "startsAt" | "endsAt">,
  firstSeenAt: number,
  joinedClassAt: number,
): boolean {
  if (firstSeenAt >= round.endsAt) return false;
  return joinedClassAt < round.startsAt || firstSeenAt < round.startsAt + ENTER_GRACE_MS;
}

/**
 * When a pupil's time in a round began, on the server's clock: the round's start for a device that
 * entered before it (or within ENTER_GRACE_MS after, its request on the way), else the moment it
 * entered, a device that heard of the round late and plays from then. `enteredAt` is null for an
 * entry stored before the server kept it, which counts from the start.
 */
export function pupilStartsAt(round: Pick<Round, "startsAt">, enteredAt: number | null): number {
  return enteredAt !== null && enteredAt > round.startsAt + ENTER_GRACE_MS ? enteredAt : round.startsAt;
}

/**
 * The time a pupil had in a round, which their result is graded on (round-entries.server.ts): from
 * their start (pupilStartsAt) to the round's end, brought forward if the teacher ended it early.
 * Never a length the phone states.
 */
export function playedMs(round: Pick<Round, "startsAt" | "endsAt">, enteredAt: number | null): number {
  return Math.max(0, round.endsAt - pupilStartsAt(round, enteredAt));
}

/** How late a pupil started a round (ms), 0 for one on time: the teacher sees it beside their result. */
export function lateStartMs(round: Pick<Round, "startsAt">, enteredAt: number | null): number {
  return pupilStartsAt(round, enteredAt) - round.startsAt;
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

/** What a teacher chose for a round from the start form's values: a length in seconds, a kind, the metronome box. */
export function roundChoice(length: unknown, kind: unknown, metronome: unknown) {
  const lengthMs = typeof length === "string" && /^\d{1,3}$/.test(length) ? Number(length) * 1_000 : NaN;
  return {
    lengthMs: isRoundLength(lengthMs) ? lengthMs : DEFAULT_ROUND_LENGTH,
    kind: isRoundKind(kind) ? kind : ("practice" as RoundKind),
    metronome: metronome === "on",
  };
}
