import type { Lang } from "~/i18n-routes";
import { csvDocument, csvFormatFor, type CsvValue } from "~/lib/csv";
import type { Attempt } from "../attempts/attempt";
import type { RoundKind } from "../rounds/round-rules";
import { rateAtEnd, roundTo, type PupilSummary } from "./class-summary";
import type { LessonSummary } from "./lesson-summary";
import { lessonRows, type LessonCsvHeadings } from "./lesson-csv";
import type { PupilVerdict } from "./verdict-badge";

// A class's results as CSV for its teacher (…/t/<token>/results.csv), for a spreadsheet set to the
// page's language (lib/csv.ts: `;` and 98,9 in Catalan and Spanish). First the class, the day it
// was opened and its rhythm; then the teacher's table, a row per pupil, the timing score first; then every attempt in the
// order given, free games and rounds' results each with its kind (and a round's number in the
// lesson), so that each pupil's progress shows; then, once the class has had a test round,
// each pupil's first and last test side by side and the class before and after
// (lesson-summary.ts, lesson-csv.ts). Games measured in depth mode carry their depth, and every
// other says it was not measured. Nicknames were typed by pupils: lib/csv.ts keeps them from
// opening as formulas.

/** The file's words, in the page's language. */
export interface ClassCsvHeadings {
  class: string;
  opened: string;
  bpm: string;
  nickname: string;
  games: string;
  best: string;
  meanRateBpm: string;
  accuracy: string;
  shareInWindow: string;
  grade: string;
  compressionFraction: string;
  rateSpread: string;
  longestPauseS: string;
  rateAtEnd: string;
  playedAt: string;
  score: string;
  successRate: string;
  compressions: string;
  summaryTitle: string;
  gamesTitle: string;
  /** The column of an attempt's kind, its words (a free game, a practice or test round), and the round's number's column. */
  attemptKind: string;
  attemptKinds: Record<"game" | RoundKind, string>;
  round: string;
  /** A game's graded score (`grade` is a pupil's best). */
  gameGrade: string;
  /** The column of marks, and the mark of presses too even for a finger. */
  note: string;
  tooRegular: string;
  latestGrade: string;
  verdict: string;
  /** A game's own figures, where the summary's are means over the pupil's games. */
  gameShareInWindow: string;
  gameCompressionFraction: string;
  gameRateSpread: string;
  gameRateAtEnd: string;
  /** The verdicts' words (verdict-badge.tsx), for the summary's and the games' verdict column. */
  verdicts: Record<PupilVerdict, string>;
  /** The depth's columns, for results measured in depth mode; a game of taps says "not measured". */
  depthResults: string;
  depthMeanMm: string;
  depthInBand: string;
  depthTooShallow: string;
  depthTooDeep: string;
  depth: string;
  depthMeasured: string;
  depthNotMeasured: string;
  /** The lesson's depth: its section, and each pupil's first and last test. */
  depthTitle: string;
  firstDepthMm: string;
  firstDepthInBand: string;
  lastDepthMm: string;
  lastDepthInBand: string;
}

export type { LessonCsvHeadings };

export interface ClassCsvInput {
  lang: Lang;
  className: string;
  /** The day the class was opened, as the page's language writes a date. */
  openedOn: string;
  bpm: number;
  headings: ClassCsvHeadings;
  pupils: readonly Omit<PupilSummary, "id" | "rejoinUntil" | "rejoinCode">[];
  /** Every attempt, free games and rounds' results, in the order they were saved. */
  games: readonly (Omit<Attempt, "pupilId" | "savedAt"> & {
    nickname: string;
    /** When it was saved, as the page's language writes a time. */
    playedAt: string;
  })[];
  /** The class's rounds: their sections once it has had a test round. */
  lesson?: { summary: LessonSummary; headings: LessonCsvHeadings };
}

export function classResultsCsv(input: ClassCsvInput): string {
  const { headings } = input;
  const rows: CsvValue[][] = [
    [headings.class, input.className],
    [headings.opened, input.openedOn],
    [headings.bpm, input.bpm],
    [],
    [headings.summaryTitle],
    [
      headings.nickname,
      headings.games,
      headings.latestGrade,
      headings.grade,
      headings.verdict,
      headings.best,
      headings.meanRateBpm,
      headings.shareInWindow,
      headings.compressionFraction,
      headings.longestPauseS,
      headings.rateSpread,
      headings.rateAtEnd,
      headings.accuracy,
      headings.depthResults,
      headings.depthMeanMm,
      headings.depthInBand,
      headings.note,
    ],
    ...input.pupils.map((pupil) => [
      pupil.nickname,
      pupil.games,
      pupil.latestGrade,
      pupil.grade,
      pupil.games === 0 && pupil.verdict === null
        ? headings.verdicts.notPlayed
        : pupil.verdict && headings.verdicts[pupil.verdict],
      pupil.best,
      roundTo(pupil.meanRateBpm, 0),
      roundTo(pupil.shareInWindow, 1),
      roundTo(pupil.compressionFraction, 1),
      roundTo(pupil.longestPauseS, 1),
      roundTo(pupil.rateSpread, 1),
      roundTo(pupil.rateAtEnd, 1),
      roundTo(pupil.accuracy, 1),
      pupil.depthResults,
      roundTo(pupil.depthMeanMm, 1),
      roundTo(pupil.depthInBand, 1),
      pupil.tooRegular > 0 ? `${headings.tooRegular} (${pupil.tooRegular})` : null,
    ]),
    [],
    [headings.gamesTitle],
    [
      headings.nickname,
      headings.attemptKind,
      headings.round,
      headings.playedAt,
      headings.gameGrade,
      headings.verdict,
      headings.score,
      headings.compressions,
      headings.meanRateBpm,
      headings.gameShareInWindow,
      headings.gameCompressionFraction,
      headings.longestPauseS,
      headings.gameRateSpread,
      headings.gameRateAtEnd,
      headings.accuracy,
      headings.successRate,
      headings.depth,
      headings.depthMeanMm,
      headings.depthInBand,
      headings.depthTooShallow,
      headings.depthTooDeep,
      headings.note,
    ],
    ...input.games.map((game) => [
      game.nickname,
      headings.attemptKinds[game.kind === "round" && game.roundKind ? game.roundKind : "game"],
      game.round,
      game.playedAt,
      game.grade,
      game.verdict && headings.verdicts[game.verdict],
      game.score,
      game.compressions,
      roundTo(game.meanRateBpm, 0),
      roundTo(game.shareInWindow, 1),
      roundTo(game.compressionFraction, 1),
      roundTo(game.longestPauseMs && game.longestPauseMs / 1000, 1),
      roundTo(game.rateSpread, 1),
      roundTo(rateAtEnd(game.rateChange), 1),
      roundTo(game.accuracy, 1),
      roundTo(game.successRate, 1),
      game.depthMeanMm === null ? headings.depthNotMeasured : headings.depthMeasured,
      roundTo(game.depthMeanMm, 1),
      roundTo(game.depthInBand, 1),
      roundTo(game.depthTooShallow, 1),
      roundTo(game.depthTooDeep, 1),
      game.tooRegular ? headings.tooRegular : null,
    ]),
    ...(input.lesson ? lessonRows(input.lesson, headings) : []),
  ];
  return csvDocument(rows, { ...csvFormatFor(input.lang), bom: true });
}

/** A part of a file name: ASCII letters and digits (accents folded), any other run as one hyphen. */
function fileNamePart(text: string, maxLength: number): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}

export interface ClassFileNaming {
  /** What the page's language calls a class (its `class` heading): "Classe", "Clase", "Class". */
  word: string;
  className: string;
  /** The day the class was opened, `2026-11-26`, so that a folder of files sorts by day. */
  openedDay: string;
}

/**
 * The file name of a class's CSV: which class and which day (`classe-4t-ESO-B-2026-11-26.csv`), in
 * characters every system and the Content-Disposition header accept, under 80 of them; the join
 * code stands for a name with none of those characters, and names the file alone without `named`.
 */
export function classCsvFileName(joinCode: string, named?: ClassFileNaming): string {
  const code = fileNamePart(joinCode, 12);
  if (!named) return `class-${code}.csv`;
  const parts = [
    fileNamePart(named.word, 12).toLowerCase() || "class",
    fileNamePart(named.className, 40) || code,
    fileNamePart(named.openedDay, 10),
  ];
  return `${parts.filter(Boolean).join("-")}.csv`;
}
