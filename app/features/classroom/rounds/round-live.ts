import { isGuidelineRate } from "~/features/compression-game/measures/cpr-quality";
import type { ClassRound, RoundEntry } from "./class-round";
import { readRoundView, roundView, type RoundView } from "./round-answer";
import type { RankedPupil } from "./ranked-pupil";
import { measuredDepth, readRoundOutcome, roundOutcome, type RoundOutcome } from "./round-outcome";
import { lateStartMs, LIVE_MS } from "./round-rules";

// A round as the teacher's screen and the projector show it while it runs and once it ended
// (…/t/<token>/round.json, …/p/<token>/round.json): how many pupils are in the class and in the
// round, how many are compressing in the window right now and the class's median rate (practice
// rounds only: a test gives no feedback, the projector's included), and the round's ranking when
// it ends, with the depth of the results measured in depth mode (null for taps). Nicknames and
// figures only: no pupil's id. Pure.

/**
 * A rate sent this recently counts as "right now". A device sends one every LIVE_MS (2 s) and a
 * screen reads every second or two, each way late on a busy school network: at two sends and a
 * second, the teacher's table of a class compressing throughout read nobody as playing.
 */
export const LIVE_FRESH_MS = 3 * LIVE_MS + 1_000;
/**
 * The live rates a person can send, in compressions a minute: the phone's rate is the mean of its
 * last few intervals between presses, so one outside this range is no compression at all. Above
 * 200 (intervals under 0.3 s) no hand can keep up with its chest, so it is a screen's bounce, a
 * double tap or a forged post; under 20 (a press every 3 s or less often) the pupil has paused,
 * which is not compressing. Such a rate neither counts a pupil as compressing nor moves the class's.
 */
export const PLAUSIBLE_LIVE_RATE = { min: 20, max: 200 } as const;
/** Each ranking's length (taps, and depth measured by the phone): the teacher's screen's ten best of each. */
export const RANKING_SIZE = 10;

export interface RoundLiveView {
  serverNow: number;
  pupils: number;
  round: RoundView | null;
  inRound: number;
  /** Practice rounds only, while running: null otherwise. */
  compressingNow: number | null;
  classRateBpm: number | null;
  saved: number;
  /**
   * Once the round ended: the best graded scores first, the results of taps and then those whose
   * depth was measured, two rankings that are never merged (round-outcome.ts rankingsApart).
   */
  ranking: RankedPupil[];
  /** Once the round ended: its figures for the whole class, without a name (round-outcome.ts). */
  outcome: RoundOutcome | null;
  closed: boolean;
}

/** Whether a live rate is one a compressing person can send (PLAUSIBLE_LIVE_RATE). */
export function isPlausibleLiveRate(rate: number | null): rate is number {
  return rate !== null && rate >= PLAUSIBLE_LIVE_RATE.min && rate <= PLAUSIBLE_LIVE_RATE.max;
}

/**
 * The class's live rate: the median of its pupils' rates, so that one phone far from the rest
 * (one still plausible, 190 next to a class at 110) moves it no more than any other pupil does.
 */
export function medianRate(rates: readonly number[]): number | null {
  const sorted = [...rates].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [low, high] = [sorted[sorted.length % 2 === 0 ? middle - 1 : middle], sorted[middle]];
  return low === undefined || high === undefined ? null : Math.round((low + high) / 2);
}

export function roundLive(input: {
  round: ClassRound | null;
  entries: readonly (RoundEntry & { nickname: string })[];
  pupils: number;
  closed: boolean;
  now: number;
}): RoundLiveView {
  const { round, entries, now } = input;
  const running = round !== null && now >= round.startsAt && now < round.endsAt;
  const liveRates =
    running && round.kind === "practice"
      ? entries.flatMap((entry) =>
          entry.liveAt !== null && now - entry.liveAt <= LIVE_FRESH_MS && isPlausibleLiveRate(entry.liveRate)
            ? [entry.liveRate]
            : [],
        )
      : null;
  const ended = round !== null && now >= round.endsAt;
  const results = ended
    ? entries
        .filter((entry) => entry.savedAt !== null)
        .map((entry) => ({
          nickname: entry.nickname,
          grade: entry.grade ?? 0,
          meanRateBpm: Math.round(entry.meanRateBpm ?? 0),
          compressionFraction: Math.round(entry.compressionFraction ?? 0),
          depthMeanMm: typeof entry.depthMeanMm === "number" ? Math.round(entry.depthMeanMm * 10) / 10 : null,
          depthInBand: typeof entry.depthInBand === "number" ? Math.round(entry.depthInBand) : null,
          lateMs: lateStartMs(round, entry.enteredAt ?? null),
        }))
        .sort((a, b) => b.grade - a.grade || b.compressionFraction - a.compressionFraction)
    : [];
  const ranking = [
    ...results.filter((row) => !measuredDepth(row)).slice(0, RANKING_SIZE),
    ...results.filter(measuredDepth).slice(0, RANKING_SIZE),
  ];
  return {
    serverNow: now,
    pupils: input.pupils,
    round: round && roundView(round),
    inRound: entries.length,
    compressingNow: liveRates ? liveRates.filter(isGuidelineRate).length : null,
    classRateBpm: liveRates ? medianRate(liveRates) : null,
    saved: entries.filter((entry) => entry.savedAt !== null).length,
    ranking,
    outcome: ended ? roundOutcome(results) : null,
    closed: input.closed,
  };
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const numberOrNull = (value: unknown) => value === null || isNumber(value);

/** A live round read from JSON (the browser checks it before showing it), or null. */
export function readRoundLive(value: unknown): RoundLiveView | null {
  if (typeof value !== "object" || value === null) return null;
  const view = value as Partial<RoundLiveView>;
  const ranked = (row: unknown) =>
    typeof row === "object" &&
    row !== null &&
    typeof (row as RankedPupil).nickname === "string" &&
    isNumber((row as RankedPupil).grade) &&
    isNumber((row as RankedPupil).meanRateBpm) &&
    isNumber((row as RankedPupil).compressionFraction) &&
    numberOrNull((row as RankedPupil).depthMeanMm) &&
    numberOrNull((row as RankedPupil).depthInBand) &&
    isNumber((row as RankedPupil).lateMs);
  const roundOk = view.round === null || readRoundView(view.round) !== null;
  const ok =
    isNumber(view.serverNow) &&
    isNumber(view.pupils) &&
    isNumber(view.inRound) &&
    isNumber(view.saved) &&
    (view.compressingNow === null || isNumber(view.compressingNow)) &&
    (view.classRateBpm === null || isNumber(view.classRateBpm)) &&
    Array.isArray(view.ranking) &&
    view.ranking.every(ranked) &&
    (view.outcome === null || readRoundOutcome(view.outcome) !== null) &&
    typeof view.closed === "boolean" &&
    roundOk;
  return ok ? (view as RoundLiveView) : null;
}
