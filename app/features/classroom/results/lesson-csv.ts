import type { CsvValue } from "~/lib/csv";
import { roundTo } from "./class-summary";
import type { LessonSummary, PupilTests, TestFigures } from "./lesson-summary";

// The lesson's sections of a class's CSV (class-csv.ts), once it has had a test round: each
// pupil's first and last test side by side (a single test noted as such), then the class before and after over the pupils who
// took both, and their depth where both tests were measured in depth mode (lesson-summary.ts).

/** The words of the lesson's sections, in the page's language. */
export interface LessonCsvHeadings {
  testsTitle: string;
  firstGrade: string;
  firstRate: string;
  firstFraction: string;
  firstInWindow: string;
  lastGrade: string;
  lastRate: string;
  lastFraction: string;
  lastInWindow: string;
  figuresTitle: string;
  pairedPupils: string;
  shareOfPupils: string;
  firstTest: string;
  lastTest: string;
  /** The note of a pupil with a single test, which stands in the first or the last test's columns. */
  oneTest: string;
  guidelineRate: string;
  goodFraction: string;
  both: string;
}

/** The words of the class's file (class-csv.ts ClassCsvHeadings) that the lesson's sections use too. */
type SharedWords = Record<
  | "nickname"
  | "note"
  | "tooRegular"
  | "depth"
  | "depthMeanMm"
  | "depthInBand"
  | "depthNotMeasured"
  | "depthTitle"
  | "firstDepthMm"
  | "firstDepthInBand"
  | "lastDepthMm"
  | "lastDepthInBand",
  string
>;

/**
 * A test's figures in the file's columns: the overall score, the mean rate, the compression
 * fraction, the share in 100–120, and the depth's mean and share at 5–6 cm (empty for taps).
 */
function testCells(test: TestFigures | null): CsvValue[] {
  if (!test) return [null, null, null, null, null, null];
  const { grade, meanRateBpm, compressionFraction, shareInWindow, depthMeanMm, depthInBand } = test;
  return [grade, meanRateBpm, compressionFraction, shareInWindow, depthMeanMm, depthInBand];
}

/** A pupil's note: a single test, presses too even for a finger; empty without either. */
function notes(pupil: PupilTests, oneTest: string, tooRegular: string): string | null {
  const said = [
    pupil.tests === 1 ? oneTest : null,
    pupil.first?.tooRegular || pupil.last?.tooRegular ? tooRegular : null,
  ].filter((note) => note !== null);
  return said.length === 0 ? null : said.join("; ");
}

/** Each pupil's first and last test, then the class before and after over the pupils with both. */
export function lessonRows(
  { summary, headings }: { summary: LessonSummary; headings: LessonCsvHeadings },
  words: SharedWords,
): CsvValue[][] {
  if (!summary.hasTest) return [];
  const { figures } = summary;
  const shares = (row: "guidelineRate" | "goodFraction" | "both") => [
    headings[row],
    roundTo(figures.before[row].share, 1),
    roundTo(figures.after[row].share, 1),
  ];
  const { depth } = figures;
  const depthRows: CsvValue[][] =
    depth.pupils === 0
      ? [[words.depthNotMeasured]]
      : [
          [headings.pairedPupils, depth.pupils],
          [words.depth, headings.firstTest, headings.lastTest],
          [words.depthMeanMm, roundTo(depth.before.meanDepthMm, 1), roundTo(depth.after.meanDepthMm, 1)],
          [words.depthInBand, roundTo(depth.before.inBand, 1), roundTo(depth.after.inBand, 1)],
        ];
  return [
    [],
    [headings.testsTitle],
    [
      words.nickname,
      headings.firstGrade,
      headings.firstRate,
      headings.firstFraction,
      headings.firstInWindow,
      words.firstDepthMm,
      words.firstDepthInBand,
      headings.lastGrade,
      headings.lastRate,
      headings.lastFraction,
      headings.lastInWindow,
      words.lastDepthMm,
      words.lastDepthInBand,
      words.note,
    ],
    ...summary.pupils.map((pupil) => [
      pupil.nickname,
      ...testCells(pupil.first),
      ...testCells(pupil.last),
      notes(pupil, headings.oneTest, words.tooRegular),
    ]),
    [],
    [headings.figuresTitle],
    [headings.pairedPupils, figures.pupils],
    [headings.shareOfPupils, headings.firstTest, headings.lastTest],
    shares("guidelineRate"),
    shares("goodFraction"),
    shares("both"),
    [],
    [words.depthTitle],
    ...depthRows,
  ];
}
