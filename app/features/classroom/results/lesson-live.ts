import type { RoundLiveView } from "../rounds/round-live";
import type { ClassFigures, DepthMeans, LessonFigures, LessonSummary, PupilTests, TestFigures } from "./lesson-summary";

// The lesson's before and after as the teacher's screen keeps it up to date (…/t/<token>/lesson.json):
// it changes only when a round's results are saved, which happens as a round ends. The round panel
// follows the class's round (use-round-live.ts) and says on the page, as an event, where it stood
// at each reading; the lesson reads its JSON again when that moment changes: a round ended, or
// more of its results saved. One reading of the round for both, and no reading of the lesson while
// nothing can have changed. Pure, but for the event's dispatch.

/** The event the round panel sends on the document at each reading of the class's round. */
export const ROUND_READ_EVENT = "classroom:round-read";

/** What the teacher's screen shows of the lesson: no rounds, which only the report lists. */
export type LessonView = Pick<LessonSummary, "hasTest" | "figures" | "pupils">;

export function lessonView({ hasTest, figures, pupils }: LessonSummary): LessonView {
  return { hasTest, figures, pupils };
}

/**
 * Where the class's latest round stood at a reading, as far as the lesson's results go: null
 * while none has ended (nothing new to read), else the round and how many results it has saved.
 */
export function roundMoment({ round, serverNow, saved }: Pick<RoundLiveView, "round" | "serverNow" | "saved">) {
  return round && serverNow >= round.endsAt ? `${round.id}:${saved}` : null;
}

/** Tells the page where the round stood at a reading (the lesson's island listens). */
export function announceRoundMoment(moment: string | null): void {
  if (moment !== null) document.dispatchEvent(new CustomEvent(ROUND_READ_EVENT, { detail: moment }));
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const numberOrNull = (value: unknown) => value === null || isNumber(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isTest(value: unknown): value is TestFigures | null {
  if (value === null) return true;
  if (!isObject(value)) return false;
  const numbers = ["roundId", "grade", "meanRateBpm", "compressionFraction", "shareInWindow", "lateMs"] as const;
  return (
    numbers.every((name) => isNumber(value[name])) &&
    typeof value.tooRegular === "boolean" &&
    numberOrNull(value.depthMeanMm) &&
    numberOrNull(value.depthInBand)
  );
}

function isPupil(value: unknown): value is PupilTests {
  return (
    isObject(value) &&
    isNumber(value.id) &&
    typeof value.nickname === "string" &&
    isNumber(value.tests) &&
    isTest(value.first) &&
    isTest(value.last)
  );
}

function isShares(value: unknown): value is ClassFigures {
  const isShare = (share: unknown) => isObject(share) && isNumber(share.count) && numberOrNull(share.share);
  return isObject(value) && isShare(value.guidelineRate) && isShare(value.goodFraction) && isShare(value.both);
}

function isDepth(value: unknown): value is DepthMeans {
  return isObject(value) && numberOrNull(value.meanDepthMm) && numberOrNull(value.inBand);
}

function isFigures(value: unknown): value is LessonFigures {
  if (!isObject(value) || !isNumber(value.pupils) || !isShares(value.before) || !isShares(value.after)) return false;
  const { depth } = value;
  return isObject(depth) && isNumber(depth.pupils) && isDepth(depth.before) && isDepth(depth.after);
}

/** The lesson from a parsed JSON answer, or null when it is anything else (a portal's page, an error). */
export function readLessonView(value: unknown): LessonView | null {
  if (!isObject(value)) return null;
  const { hasTest, figures, pupils } = value;
  const ok = typeof hasTest === "boolean" && isFigures(figures) && Array.isArray(pupils) && pupils.every(isPupil);
  return ok ? { hasTest, figures, pupils } : null;
}
