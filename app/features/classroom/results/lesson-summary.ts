import { isGuidelineRate } from "~/features/compression-game/measures/cpr-quality";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { roundTo } from "./class-summary";
import { lateStartMs, type RoundKind } from "../rounds/round-rules";

// A CPR lesson as the teacher runs it with rounds (docs/decisions/0017-class-rounds.md): a test,
// practice rounds, a test again. What it shows is each pupil's first and last test, and the class
// before and after. The class's figures are taken over the pupils who took both tests only: a
// pupil who missed the first or the last would otherwise change the class's figure by coming or
// going, not by what anyone learnt. Pure: the teacher's screen, the CSV and the printable report
// all read the same summary. The depth is compared over the pupils whose first and last tests were
// both measured in depth mode: a test of taps has none to compare.

/** A compression fraction counts as good from this share of the time on the chest (the guidelines' aim). */
export const GOOD_COMPRESSION_FRACTION = 80;

/** A test's figures, as the teacher's table rounds them: a rate to a whole beat, percentages to one decimal. */
export interface TestFigures {
  roundId: number;
  grade: number;
  meanRateBpm: number;
  compressionFraction: number;
  shareInWindow: number;
  /** Presses too even for a finger (presses-result.ts): kept, and marked for the teacher. */
  tooRegular: boolean;
  /** How late the pupil's device started the test (ms, round-rules.ts lateStartMs); 0 on time. */
  lateMs: number;
  /** In depth mode, the mean depth (mm, to a tenth) and the share at 5–6 cm (%, to a tenth); null for taps. */
  depthMeanMm: number | null;
  depthInBand: number | null;
}

/**
 * A pupil's tests. With two or more, their first and their last: a before and an after. With one
 * (`tests` 1), it stands where it was taken: as the first when it was the class's first test (the
 * "before", and the pupil may still take the last), as the last when it came later (a pupil who
 * missed the first test has no "before"); the tables mark it as a single test either way.
 */
export interface PupilTests {
  id: number;
  nickname: string;
  /** Tests the pupil saved. */
  tests: number;
  /** The first of two tests or more, or the one test when it was the class's first; null otherwise. */
  first: TestFigures | null;
  /** The last of two tests or more, or the one test when it came after the class's first; null otherwise. */
  last: TestFigures | null;
}

/** How many of the paired pupils meet a target, and what share of them that is (0–100; null with no pupil). */
export interface Share {
  count: number;
  share: number | null;
}

export interface ClassFigures {
  /** A mean rate of 100 to 120 a minute. */
  guidelineRate: Share;
  /** A compression fraction of GOOD_COMPRESSION_FRACTION % or more. */
  goodFraction: Share;
  both: Share;
}

/** The class's depth in a test: means over the pupils measured, each pupil counting once; null with none. */
export interface DepthMeans {
  meanDepthMm: number | null;
  inBand: number | null;
}

export interface LessonFigures {
  /** The pupils who took a first and a last test: the figures are theirs alone. */
  pupils: number;
  before: ClassFigures;
  after: ClassFigures;
  /** The depth before and after, over those of them measured in depth mode in both tests (`pupils`: 0, not measured). */
  depth: { pupils: number; before: DepthMeans; after: DepthMeans };
}

export interface LessonRound {
  id: number;
  /** Its place in the lesson, from 1. */
  number: number;
  kind: RoundKind;
  lengthMs: number;
  startsAt: number;
  /** Whether the teacher ended it before its length was up. */
  endedEarly: boolean;
  /** Pupils in it (their device saw it before its start). */
  pupils: number;
  /** Results saved in it. */
  saved: number;
}

export interface LessonSummary {
  /** Whether the class has had a test round: until then there is no before and after to show. */
  hasTest: boolean;
  rounds: LessonRound[];
  /** Every pupil, by nickname in the page's language. */
  pupils: PupilTests[];
  figures: LessonFigures;
}

function testFigures(entry: RoundEntry, round: Pick<ClassRound, "startsAt"> | undefined): TestFigures {
  return {
    roundId: entry.roundId,
    lateMs: round ? lateStartMs(round, entry.enteredAt ?? null) : 0,
    grade: entry.grade ?? 0,
    meanRateBpm: roundTo(entry.meanRateBpm ?? 0, 0) ?? 0,
    compressionFraction: roundTo(entry.compressionFraction ?? 0, 1) ?? 0,
    shareInWindow: roundTo(entry.shareInWindow ?? 0, 1) ?? 0,
    tooRegular: entry.tooRegular ?? false,
    depthMeanMm: roundTo(entry.depthMeanMm ?? null, 1),
    depthInBand: roundTo(entry.depthInBand ?? null, 1),
  };
}

/** The mean of figures, or null for none. */
function meanOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function depthMeans(tests: readonly TestFigures[]): DepthMeans {
  return {
    meanDepthMm: meanOf(tests.flatMap((test) => (test.depthMeanMm === null ? [] : [test.depthMeanMm]))),
    inBand: meanOf(tests.flatMap((test) => (test.depthInBand === null ? [] : [test.depthInBand]))),
  };
}

// A test is judged on its figures as the teacher sees them (rounded): a rate shown as 100 counts
// as 100 to 120, whatever its decimals were.
function hasGuidelineRate(test: TestFigures): boolean {
  return isGuidelineRate(test.meanRateBpm);
}

function hasGoodFraction(test: TestFigures): boolean {
  return test.compressionFraction >= GOOD_COMPRESSION_FRACTION;
}

function share(count: number, of: number): Share {
  return { count, share: of === 0 ? null : (count / of) * 100 };
}

function classFigures(tests: readonly TestFigures[]): ClassFigures {
  const count = (meets: (test: TestFigures) => boolean) => tests.filter(meets).length;
  return {
    guidelineRate: share(count(hasGuidelineRate), tests.length),
    goodFraction: share(count(hasGoodFraction), tests.length),
    both: share(
      count((test) => hasGuidelineRate(test) && hasGoodFraction(test)),
      tests.length,
    ),
  };
}

/**
 * The lesson of a class from its rounds (oldest first), their entries and its pupils: each pupil's
 * first and last saved test by the rounds' order, the class before and after over the pupils with
 * both, and every round with who was in it and whose result was saved. Entries of a pupil not
 * given (removed) or of a round not given count for nothing.
 */
export function summarizeLesson(
  rounds: readonly ClassRound[],
  entries: readonly RoundEntry[],
  pupils: readonly { id: number; nickname: string }[],
  locale: string,
): LessonSummary {
  const order = new Map(rounds.map((round, index) => [round.id, index]));
  const byId = new Map(rounds.map((round) => [round.id, round]));
  const known = new Set(pupils.map((pupil) => pupil.id));
  const counted = entries.filter((entry) => order.has(entry.roundId) && known.has(entry.pupilId));
  const tests = new Map<number, RoundEntry[]>(pupils.map((pupil) => [pupil.id, []]));
  const testRounds = new Set(rounds.filter((round) => round.kind === "test").map((round) => round.id));
  for (const entry of counted) {
    if (entry.savedAt !== null && testRounds.has(entry.roundId)) tests.get(entry.pupilId)?.push(entry);
  }
  // The class's first test: the first test round with a result saved (one ended before its start has none).
  const classFirstTest = rounds.find(
    (round) =>
      testRounds.has(round.id) && counted.some((entry) => entry.roundId === round.id && entry.savedAt !== null),
  )?.id;
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const pupilTests = pupils
    .map((pupil): PupilTests => {
      const own = (tests.get(pupil.id) ?? []).sort((a, b) => order.get(a.roundId)! - order.get(b.roundId)!);
      const figures = (entry: RoundEntry) => testFigures(entry, byId.get(entry.roundId));
      const [earliest, latest] = [own[0], own.at(-1)];
      const before = own.length > 1 || earliest?.roundId === classFirstTest;
      return {
        id: pupil.id,
        nickname: pupil.nickname,
        tests: own.length,
        first: earliest && before ? figures(earliest) : null,
        last: latest && (own.length > 1 || !before) ? figures(latest) : null,
      };
    })
    .sort((a, b) => collator.compare(a.nickname, b.nickname) || a.id - b.id);
  const paired = pupilTests.filter((pupil) => pupil.tests > 1);
  const measured = paired.filter((pupil) => pupil.first!.depthMeanMm !== null && pupil.last!.depthMeanMm !== null);
  return {
    hasTest: testRounds.size > 0,
    rounds: rounds.map((round, index) => {
      const own = counted.filter((entry) => entry.roundId === round.id);
      return {
        id: round.id,
        number: index + 1,
        kind: round.kind,
        lengthMs: round.lengthMs,
        startsAt: round.startsAt,
        endedEarly: round.endsAt - round.startsAt < round.lengthMs,
        pupils: own.length,
        saved: own.filter((entry) => entry.savedAt !== null).length,
      };
    }),
    pupils: pupilTests,
    figures: {
      pupils: paired.length,
      before: classFigures(paired.map((pupil) => pupil.first!)),
      after: classFigures(paired.map((pupil) => pupil.last!)),
      depth: {
        pupils: measured.length,
        before: depthMeans(measured.map((pupil) => pupil.first!)),
        after: depthMeans(measured.map((pupil) => pupil.last!)),
      },
    },
  };
}
