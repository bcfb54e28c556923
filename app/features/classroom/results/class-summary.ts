import type { Verdict } from "~/features/compression-game/measures/cpr-grade";
import { depthMeasured } from "~/features/compression-game/depth/sent-depths";
import type { Attempt } from "../attempts/attempt";

// The teacher's table: one row per pupil of a class, from every attempt saved to it, free games and
// rounds' results alike (attempt.ts). Rates, accuracy and the share in the 100–120 window are
// weighted by each attempt's compressions, so a long one counts for more than a short one, as it
// would if all the class's compressions were pooled. What answers "who needs help?" first is the
// pupil's latest attempt: its timing score and its verdict in one word. The rhythm score and
// accuracy are a free game's only. The depth is shown for the attempts measured in depth mode
// only, and the row says how many those were.

/**
 * A pupil who started a free game this recently, and saved none since, is "playing now": a game of
 * 120 compressions at 100 a minute lasts 72 s.
 */
export const PLAYING_FRESH_MS = 90_000;

export interface ClassPupil {
  id: number;
  nickname: string;
  /** Until when the pupil's one-time code to come back is valid (ISO), if the teacher gave one. */
  rejoinUntil: string | null;
  /** That code, which the teacher reads out to the pupil (the teacher's screen only). */
  rejoinCode: string | null;
  /** Playing now: a free game started within PLAYING_FRESH_MS and not saved, or a live round's rate. */
  playing: boolean;
}

export interface PupilSummary {
  /** The pupil's row, for the teacher's actions on it (never shown, never projected). */
  id: number;
  nickname: string;
  rejoinUntil: string | null;
  rejoinCode: string | null;
  playing: boolean;
  /** Every attempt saved: free games and rounds' results. */
  games: number;
  /** The timing score of the latest result, a free game's or a round's; null before any (or before scores were kept). */
  latestGrade: number | null;
  /** That result's verdict; null before any. */
  verdict: Verdict | null;
  /** The best rhythm score, a free game's; null until the pupil has saved one. */
  best: number | null;
  meanRateBpm: number | null;
  accuracy: number | null;
  shareInWindow: number | null;
  /** The best graded score, and the timing measures over the attempts that have them. */
  grade: number | null;
  compressionFraction: number | null;
  rateSpread: number | null;
  /** The longest pause of any attempt, in seconds. */
  longestPauseS: number | null;
  /**
   * The rate in the last quarter of the time as a percentage of the first's (below 100: slowing).
   * Positive, unlike the change itself, so that no cell of the CSV starts with a minus sign.
   */
  rateAtEnd: number | null;
  /** How many of the pupil's attempts were too even for a finger: "too regular: metronome or script?". */
  tooRegular: number;
  /** How many of the pupil's results, free games and rounds, were measured in depth mode. */
  depthResults: number;
  /** Over those, weighted by their compressions: the mean depth (mm) and the share at 5–6 cm (%); null without any. */
  depthMeanMm: number | null;
  depthInBand: number | null;
}

/** The mean of a figure weighted by each attempt's compressions, over the attempts that have it. */
function weightedMean(attempts: readonly Attempt[], value: (attempt: Attempt) => number | null): number | null {
  let weight = 0;
  let total = 0;
  for (const attempt of attempts) {
    const figure = value(attempt);
    if (figure === null) continue;
    weight += attempt.compressions;
    total += figure * attempt.compressions;
  }
  return weight === 0 ? null : total / weight;
}

/** A game's rate at the end as a percentage of its rate at the start, from their change. */
export function rateAtEnd(rateChange: number | null): number | null {
  return rateChange === null ? null : 100 + rateChange;
}

/** The largest of a figure over the attempts that have it. */
function largest(attempts: readonly Attempt[], value: (attempt: Attempt) => number | null): number | null {
  const figures = attempts.map(value).filter((figure): figure is number => figure !== null);
  return figures.length ? Math.max(...figures) : null;
}

/** The depth over a pupil's results measured in depth mode, each weighed by its compressions. */
function depthOver(results: readonly Attempt[]) {
  const measured = results.filter(depthMeasured);
  return {
    depthResults: measured.length,
    depthMeanMm: roundTo(
      weightedMean(measured, (result) => result.depthMeanMm),
      1,
    ),
    depthInBand: roundTo(
      weightedMean(measured, (result) => result.depthInBand),
      1,
    ),
  };
}

/** A figure as the teacher's table shows it: a rate to a whole beat, percentages to one decimal. */
export function roundTo(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A pupil's latest attempt, or null before any; on a tie, the later in the list (attempts come in the order they were saved). */
function latestOf(attempts: readonly Attempt[]): Attempt | null {
  return attempts.reduce<Attempt | null>(
    (latest, attempt) => (latest === null || attempt.savedAt >= latest.savedAt ? attempt : latest),
    null,
  );
}

/**
 * Each pupil's row (those without an attempt too), best timing score first, then by nickname in the page's
 * language; means rounded for display (a rate to a whole beat, percentages to one decimal).
 */
export function summarizeClass(
  pupils: readonly ClassPupil[],
  attempts: readonly Attempt[],
  locale: string,
): PupilSummary[] {
  const byPupil = new Map<number, Attempt[]>(pupils.map((pupil) => [pupil.id, []]));
  for (const attempt of attempts) byPupil.get(attempt.pupilId)?.push(attempt);
  const rows = pupils.map((pupil): PupilSummary => {
    const own = byPupil.get(pupil.id) ?? [];
    const latest = latestOf(own);
    const grades = own.flatMap((result) => (result.grade === null ? [] : [result.grade]));
    const scores = own.flatMap((result) => (result.score === null ? [] : [result.score]));
    return {
      id: pupil.id,
      nickname: pupil.nickname,
      rejoinUntil: pupil.rejoinUntil,
      rejoinCode: pupil.rejoinCode,
      playing: pupil.playing,
      games: own.length,
      latestGrade: latest?.grade ?? null,
      verdict: latest?.verdict ?? null,
      best: scores.length ? Math.max(...scores) : null,
      meanRateBpm: roundTo(
        weightedMean(own, (game) => game.meanRateBpm),
        0,
      ),
      accuracy: roundTo(
        weightedMean(own, (game) => game.accuracy),
        1,
      ),
      shareInWindow: roundTo(
        weightedMean(own, (game) => game.shareInWindow),
        1,
      ),
      // The best timing score of any attempt: the class's one score.
      grade: grades.length ? Math.max(...grades) : null,
      compressionFraction: roundTo(
        weightedMean(own, (game) => game.compressionFraction),
        1,
      ),
      rateSpread: roundTo(
        weightedMean(own, (game) => game.rateSpread),
        1,
      ),
      longestPauseS: roundTo(
        largest(own, (game) => game.longestPauseMs && game.longestPauseMs / 1000),
        1,
      ),
      rateAtEnd: roundTo(
        weightedMean(own, (game) => rateAtEnd(game.rateChange)),
        1,
      ),
      tooRegular: own.filter((game) => game.tooRegular).length,
      ...depthOver(own),
    };
  });
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  // The timing score is the class's one score: the table ranks by it, then by the rhythm's.
  return rows.sort(
    (a, b) =>
      (b.grade ?? -1) - (a.grade ?? -1) || (b.best ?? -1) - (a.best ?? -1) || collator.compare(a.nickname, b.nickname),
  );
}
