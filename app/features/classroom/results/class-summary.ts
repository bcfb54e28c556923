import type { Verdict } from "~/features/compression-game/measures/cpr-grade";
import { depthMeasured, type DepthFigures } from "~/features/compression-game/depth/sent-depths";

// The teacher's table: one row per pupil of a class, from the games saved to it. Rates, accuracy
// and the share in the 100–120 window are weighted by each game's compressions, so a long game
// counts for more than a short one, as it would if all the class's compressions were pooled. What
// answers "who needs help?" first is the pupil's latest result, a free game's or a round's: its
// timing score and its verdict in one word. The depth is shown for the results measured in depth
// mode only, free games and rounds alike, and the row says how many those were.

/**
 * A pupil who started a free game this recently, and saved none since, is "playing now": a game of
 * 120 compressions at 100 a minute lasts 72 s.
 */
export const PLAYING_FRESH_MS = 90_000;

/** A free game saved to the class; its depth figures are null for a game of taps. */
export interface ClassGame extends DepthFigures {
  pupilId: number;
  score: number;
  accuracy: number;
  successRate: number;
  compressions: number;
  meanRateBpm: number;
  shareInWindow: number;
  /** The timing measures (cpr-quality.ts) and graded score; null for a game saved without its presses' times. */
  compressionFraction: number | null;
  rateSpread: number | null;
  longestPauseMs: number | null;
  rateChange: number | null;
  grade: number | null;
  /** Whether its presses were too even for a finger (round-result.ts): kept, and marked for the teacher. */
  tooRegular: boolean;
  /** Good or its costliest fault (cpr-grade.ts); null for a game stored before verdicts were. */
  verdict: Verdict | null;
  /** When it was saved (ISO-8601 UTC). */
  createdAt: string;
}

/** A pupil's saved result of a round the teacher started: it counts as the latest when it is. */
export interface RoundAttempt extends Partial<DepthFigures> {
  pupilId: number;
  /** Its compressions, which weigh its depth against the pupil's other results. */
  compressions?: number | null;
  grade: number | null;
  verdict: Verdict | null;
  /** When it was saved (epoch ms). */
  savedAt: number;
}

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
  games: number;
  /** The timing score of the latest result, a free game's or a round's; null before any (or before scores were kept). */
  latestGrade: number | null;
  /** That result's verdict; null before any. */
  verdict: Verdict | null;
  /** Null until the pupil has saved a game. */
  best: number | null;
  meanRateBpm: number | null;
  accuracy: number | null;
  shareInWindow: number | null;
  /** The best graded score, and the timing measures over the games that have them. */
  grade: number | null;
  compressionFraction: number | null;
  rateSpread: number | null;
  /** The longest pause of any game, in seconds. */
  longestPauseS: number | null;
  /**
   * The rate in the last quarter of the time as a percentage of the first's (below 100: slowing).
   * Positive, unlike the change itself, so that no cell of the CSV starts with a minus sign.
   */
  rateAtEnd: number | null;
  /** How many of the pupil's games were too even for a finger: "too regular: metronome or script?". */
  tooRegular: number;
  /** How many of the pupil's results, free games and rounds, were measured in depth mode. */
  depthResults: number;
  /** Over those, weighted by their compressions: the mean depth (mm) and the share at 5–6 cm (%); null without any. */
  depthMeanMm: number | null;
  depthInBand: number | null;
}

/** The mean of a figure weighted by each game's compressions, over the games that have it. */
function weightedMean(games: readonly ClassGame[], value: (game: ClassGame) => number | null): number | null {
  let weight = 0;
  let total = 0;
  for (const game of games) {
    const figure = value(game);
    if (figure === null) continue;
    weight += game.compressions;
    total += figure * game.compressions;
  }
  return weight === 0 ? null : total / weight;
}

/** A game's rate at the end as a percentage of its rate at the start, from their change. */
export function rateAtEnd(rateChange: number | null): number | null {
  return rateChange === null ? null : 100 + rateChange;
}

/** The largest of a figure over the games that have it. */
function largest(games: readonly ClassGame[], value: (game: ClassGame) => number | null): number | null {
  const figures = games.map(value).filter((figure): figure is number => figure !== null);
  return figures.length ? Math.max(...figures) : null;
}

/** The depth over a pupil's results measured in depth mode, each weighed by its compressions. */
function depthOver(results: readonly (Partial<DepthFigures> & { compressions?: number | null })[]) {
  const measured = results.filter((result) => depthMeasured({ depthMeanMm: result.depthMeanMm ?? null }));
  const mean = (value: (result: (typeof measured)[number]) => number | null | undefined) => {
    let weight = 0;
    let total = 0;
    for (const result of measured) {
      const figure = value(result);
      if (figure === null || figure === undefined) continue;
      const compressions = result.compressions ?? 1;
      weight += compressions;
      total += figure * compressions;
    }
    return weight === 0 ? null : total / weight;
  };
  return {
    depthResults: measured.length,
    depthMeanMm: roundTo(
      mean((result) => result.depthMeanMm),
      1,
    ),
    depthInBand: roundTo(
      mean((result) => result.depthInBand),
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

/** A pupil's latest result among their free games and rounds, or null before any. */
function latestOf(games: readonly ClassGame[], rounds: readonly RoundAttempt[]): Omit<RoundAttempt, "pupilId"> | null {
  const results = [
    ...games.map((game) => ({ grade: game.grade, verdict: game.verdict, savedAt: Date.parse(game.createdAt) })),
    ...rounds,
  ];
  // On a tie, the later in the list: games come in the order they were saved.
  return results.reduce<Omit<RoundAttempt, "pupilId"> | null>(
    (latest, result) => (latest === null || result.savedAt >= latest.savedAt ? result : latest),
    null,
  );
}

/**
 * Each pupil's row (those without a game too), best timing score first, then by nickname in the page's
 * language; means rounded for display (a rate to a whole beat, percentages to one decimal).
 */
export function summarizeClass(
  pupils: readonly ClassPupil[],
  games: readonly ClassGame[],
  locale: string,
  rounds: readonly RoundAttempt[] = [],
): PupilSummary[] {
  const byPupil = new Map<number, ClassGame[]>(pupils.map((pupil) => [pupil.id, []]));
  for (const game of games) byPupil.get(game.pupilId)?.push(game);
  const rows = pupils.map((pupil): PupilSummary => {
    const own = byPupil.get(pupil.id) ?? [];
    const ownRounds = rounds.filter((round) => round.pupilId === pupil.id);
    const latest = latestOf(own, ownRounds);
    const grades = [...own, ...ownRounds].flatMap((result) => (result.grade === null ? [] : [result.grade]));
    return {
      id: pupil.id,
      nickname: pupil.nickname,
      rejoinUntil: pupil.rejoinUntil,
      rejoinCode: pupil.rejoinCode,
      playing: pupil.playing,
      games: own.length,
      latestGrade: latest?.grade ?? null,
      verdict: latest?.verdict ?? null,
      best: own.length ? Math.max(...own.map((game) => game.score)) : null,
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
      // The best timing score of any result, a free game's or a round's: the class's one score.
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
      ...depthOver([...own, ...ownRounds]),
    };
  });
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  // The timing score is the class's one score: the table ranks by it, then by the rhythm's.
  return rows.sort(
    (a, b) =>
      (b.grade ?? -1) - (a.grade ?? -1) || (b.best ?? -1) - (a.best ?? -1) || collator.compare(a.nickname, b.nickname),
  );
}
