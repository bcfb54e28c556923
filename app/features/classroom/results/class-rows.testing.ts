import { notMeasured } from "~/features/compression-game/depth/sent-depths";
import type { Attempt } from "../attempts/attempt";
import type { ClassPupil, PupilSummary } from "./class-summary";

// The classroom's tests' rows: a pupil as D1 gives them, a saved game or round's result, and a row
// of the teacher's table, each with plain defaults that a test overrides where its case lies.

/** A pupil still in the class, not playing, with no comeback code. */
export function classPupil(id: number, nickname: string, overrides: Partial<ClassPupil> = {}): ClassPupil {
  return { id, nickname, rejoinUntil: null, rejoinCode: null, playing: false, ...overrides };
}

/** A game saved without its presses' times (before the timing measures were kept). */
export function untimedGame(overrides: Partial<Attempt> & Pick<Attempt, "pupilId">): Attempt {
  return {
    kind: "game",
    round: null,
    roundKind: null,
    savedAt: Date.parse("2026-11-26T10:00:00.000Z"),
    score: 80,
    accuracy: 80,
    successRate: 80,
    compressions: 30,
    meanRateBpm: 110,
    shareInWindow: 80,
    compressionFraction: null,
    rateSpread: null,
    longestPauseMs: null,
    rateChange: null,
    grade: null,
    tooRegular: false,
    verdict: null,
    ...notMeasured,
    ...overrides,
  };
}

/** A pupil's saved result of the class's first round, a practice round: timed, with no rhythm score. */
export function roundAttempt(overrides: Partial<Attempt> & Pick<Attempt, "pupilId">): Attempt {
  return {
    ...untimedGame(overrides),
    kind: "round",
    round: 1,
    roundKind: "practice",
    score: null,
    accuracy: null,
    successRate: null,
    compressionFraction: 90,
    rateSpread: 8,
    longestPauseMs: 1_000,
    rateChange: 0,
    grade: 70,
    verdict: "good",
    ...overrides,
  };
}

/** The timing figures of a row with none: no game, or games saved before they were kept. */
export const noTiming = {
  grade: null,
  latestGrade: null,
  verdict: null,
  compressionFraction: null,
  rateSpread: null,
  longestPauseS: null,
  rateAtEnd: null,
  tooRegular: 0,
  depthResults: 0,
  depthMeanMm: null,
  depthInBand: null,
} as const;

/** A row of the teacher's table of a pupil who has not played yet. */
export function notPlayedRow(id: number, nickname: string, overrides: Partial<PupilSummary> = {}): PupilSummary {
  return {
    id,
    nickname,
    rejoinUntil: null,
    rejoinCode: null,
    playing: false,
    games: 0,
    best: null,
    meanRateBpm: null,
    accuracy: null,
    shareInWindow: null,
    ...noTiming,
    ...overrides,
  };
}

/** A row of a pupil who played: two games, with every figure. */
export function playedRow(id: number, nickname: string, overrides: Partial<PupilSummary> = {}): PupilSummary {
  return notPlayedRow(id, nickname, {
    games: 2,
    best: 88,
    meanRateBpm: 112,
    accuracy: 81.5,
    shareInWindow: 90,
    grade: 84,
    latestGrade: 80,
    verdict: "good",
    compressionFraction: 97.3,
    rateSpread: 6,
    longestPauseS: 1.5,
    rateAtEnd: 95.5,
    ...overrides,
  });
}
