import type { PressesResult } from "~/features/compression-game/measures/presses-result";
import type { RoundKind } from "./round-rules";

// The JSON of a class's round address (class-round-api.server.ts) as a pupil's device reads it
// (use-class-round.ts). Every answer carries the server's clock, which the device measures its
// offset from (round-clock.ts).

export interface RoundView {
  id: number;
  kind: RoundKind;
  lengthMs: number;
  metronome: boolean;
  /** On the server's clock (epoch ms). */
  startsAt: number;
  endsAt: number;
}

/** A GET: the class's latest round and where this pupil stands in it. */
export interface RoundStateAnswer {
  serverNow: number;
  round: RoundView | null;
  entered: boolean;
  /** When the server noted the pupil's entry: a late pupil's round counts from it (round-rules.ts pupilStartsAt). */
  enteredAt: number | null;
  saved: boolean;
}

/** A POST's answer: the server's clock, the round's end as it stands (the teacher may have brought it forward). */
export interface RoundPostAnswer {
  serverNow: number;
  endsAt?: number;
  entered?: boolean;
  /** After an entry: when the server noted it (null when refused). */
  enteredAt?: number | null;
  /** After a save: the result the server measured from the presses' times. */
  result?: PressesResult;
  /** A refusal: a translation key. */
  error?: string;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A round's own fields, as every answer shows it (a row read with others carries more). */
export function roundView({ id, kind, lengthMs, metronome, startsAt, endsAt }: RoundView): RoundView {
  return { id, kind, lengthMs, metronome, startsAt, endsAt };
}

/** A round read from JSON, or null when it is not one. */
export function readRoundView(value: unknown): RoundView | null {
  if (typeof value !== "object" || value === null) return null;
  const round = value as Record<string, unknown>;
  const ok =
    isNumber(round.id) &&
    (round.kind === "practice" || round.kind === "test") &&
    isNumber(round.lengthMs) &&
    typeof round.metronome === "boolean" &&
    isNumber(round.startsAt) &&
    isNumber(round.endsAt);
  return ok ? roundView(round as unknown as RoundView) : null;
}

/** A round state read from JSON, or null when it is not one. */
export function readRoundState(value: unknown): RoundStateAnswer | null {
  if (typeof value !== "object" || value === null) return null;
  const answer = value as Record<string, unknown>;
  if (!isNumber(answer.serverNow) || typeof answer.entered !== "boolean" || typeof answer.saved !== "boolean") {
    return null;
  }
  if (answer.round === null) {
    return { serverNow: answer.serverNow, round: null, entered: false, enteredAt: null, saved: false };
  }
  const round = readRoundView(answer.round);
  // An entry noted before the server kept its time, or none: the round counts from its start.
  const enteredAt = answer.entered && isNumber(answer.enteredAt) ? answer.enteredAt : null;
  return round ? { serverNow: answer.serverNow, round, entered: answer.entered, enteredAt, saved: answer.saved } : null;
}

/** On the class's socket (round-hub.server.ts): the hub tells every device of a round the teacher started or ended. */
export interface RoundPush {
  push: "round";
  serverNow: number;
  round: RoundView;
}

/** On the class's socket: the answer to the device's request `id`, as the round address would answer it. */
export interface RoundSocketReply {
  id: number;
  status: number;
  body: RoundStateAnswer | RoundPostAnswer;
  retryAfter?: number;
}
