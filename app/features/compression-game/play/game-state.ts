import {
  isValidRhythm,
  judgePress,
  MAX_COMPRESSIONS,
  pressesResult,
  rhythm,
  type GameResult,
  type Verdict,
} from "../measures/rules";
import { cprQuality, type CprQuality, type PressTiming } from "../measures/cpr-quality";
import { depthQuality, type DepthQuality } from "../depth/depth-quality";
import { keptDepth } from "../depth/sent-depths";

// The game as a state machine: stopped → running → stopped. Pure: the component feeds
// it events stamped with performance.now(), the tests feed it any times they like.

export const TICK_MS = 100;
/** Presses the current rate is averaged over. */
const RATE_WINDOW = 4;

export interface GameState {
  status: "idle" | "running" | "stopped";
  bpm: number;
  startedAt: number;
  /** Time since the start in whole 100 ms ticks, as the clock shows it. */
  elapsedMs: number;
  compressions: number;
  lastPressAt: number | null;
  /** Accuracy of every judged press (all but the first). */
  accuracies: number[];
  /** Every interval between two presses (ms): the current rate and the game's rhythm figures. */
  intervals: number[];
  /** When each press came, in ms since the start: the quality of the compressions (cpr-quality.ts). */
  pressesAt: number[];
  /**
   * Each compression's depth (mm) when the phone's motion measured them all (depth mode); empty for
   * taps, and for a game that went on in taps (its phone stayed turned): a game's depth is of every
   * one of its compressions or of none, as a save sends it (one depth a press).
   */
  depthsMm: number[];
  /** When the game stopped, in ms since the start, or null while it has not. */
  endedAt: number | null;
  /** Whether the game stops by itself at MAX_COMPRESSIONS; a class's round runs for its time instead. */
  capped: boolean;
  lastVerdict: Verdict | null;
}

export type GameEvent =
  | { type: "set-rhythm"; bpm: number }
  | { type: "start"; at: number; capped?: boolean }
  | { type: "tick"; at: number }
  /** A tap, or a compression found in the phone's motion, with its depth (mm), up to a second late. */
  | { type: "press"; at: number; depthMm?: number }
  /** A compression's depth measured again (depth-estimator.ts): the press at `at` takes it. */
  | { type: "revise-depth"; at: number; depthMm: number }
  | { type: "stop"; at: number };

export const initialGameState: GameState = {
  status: "idle",
  bpm: rhythm.initial,
  startedAt: 0,
  elapsedMs: 0,
  compressions: 0,
  lastPressAt: null,
  accuracies: [],
  intervals: [],
  pressesAt: [],
  depthsMm: [],
  endedAt: null,
  capped: true,
  lastVerdict: null,
};

function ticksSince(startedAt: number, at: number): number {
  return Math.max(0, Math.floor((at - startedAt) / TICK_MS) * TICK_MS);
}

/**
 * The game without the presses after `end` (ms since the start): a round whose end the phone heard
 * late (the teacher ended it early) stops at that end, and what was pressed after it was not in
 * the round, for the result on the phone as for the one the server measures (round-saves.server.ts).
 */
function pressesUntil(state: GameState, end: number): GameState {
  const kept = state.pressesAt.findIndex((at) => at > end);
  if (kept === -1) return state;
  const judged = Math.max(0, kept - 1);
  return {
    ...state,
    compressions: kept,
    pressesAt: state.pressesAt.slice(0, kept),
    depthsMm: state.depthsMm.slice(0, kept),
    intervals: state.intervals.slice(0, judged),
    accuracies: state.accuracies.slice(0, judged),
  };
}

export function gameReducer(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case "set-rhythm":
      // The target cannot change during a game.
      return state.status === "running" || !isValidRhythm(event.bpm) ? state : { ...state, bpm: event.bpm };
    case "start":
      return {
        ...initialGameState,
        bpm: state.bpm,
        status: "running",
        startedAt: event.at,
        capped: event.capped ?? true,
      };
    case "tick":
      return state.status === "running" ? { ...state, elapsedMs: ticksSince(state.startedAt, event.at) } : state;
    case "stop": {
      if (state.status !== "running") return state;
      // A free game ends at its last press: the time spent reaching for Stop is no pause of the
      // hands. A class's round ends at its time, which the pupil did not choose.
      const endedAt = (state.capped ? state.pressesAt.at(-1) : undefined) ?? event.at - state.startedAt;
      return {
        ...pressesUntil(state, endedAt),
        status: "stopped",
        elapsedMs: ticksSince(state.startedAt, event.at),
        endedAt,
      };
    }
    case "revise-depth": {
      // While the game runs: a result shown stays the result saved.
      if (state.status !== "running" || state.depthsMm.length !== state.pressesAt.length) return state;
      const index = state.pressesAt.lastIndexOf(Math.round(event.at - state.startedAt));
      const depthMm = keptDepth(event.depthMm);
      if (index < 0 || state.depthsMm[index] === depthMm) return state;
      const depthsMm = [...state.depthsMm];
      depthsMm[index] = depthMm;
      return { ...state, depthsMm };
    }
    case "press": {
      if (state.status !== "running") return state;
      const compressions = state.compressions + 1;
      // Whole milliseconds, as a class save sends them: the server measures the same times the
      // page does, so the pupil's result and the teacher's table agree to the point.
      const sinceStart = Math.round(event.at - state.startedAt);
      const previous = state.pressesAt.at(-1);
      let { accuracies, intervals, lastVerdict } = state;
      if (previous !== undefined) {
        const interval = sinceStart - previous;
        const judgement = judgePress(interval, state.bpm);
        accuracies = [...accuracies, judgement.accuracy];
        intervals = [...intervals, interval];
        lastVerdict = judgement.verdict;
      }
      const finished = state.capped && compressions >= MAX_COMPRESSIONS;
      return {
        ...state,
        status: finished ? "stopped" : "running",
        // A compression of the phone's motion is told late: the clock, already past it, stays.
        elapsedMs: Math.max(state.elapsedMs, ticksSince(state.startedAt, event.at)),
        compressions,
        lastPressAt: event.at,
        accuracies,
        intervals,
        pressesAt: [...state.pressesAt, sinceStart],
        // To a tenth of a millimetre, as a class save sends them, for the same reason; all dropped
        // at a press without one (a tap after the game went on in taps).
        depthsMm:
          event.depthMm !== undefined && state.depthsMm.length === state.pressesAt.length
            ? [...state.depthsMm, keptDepth(event.depthMm)]
            : [],
        endedAt: finished ? sinceStart : null,
        lastVerdict,
      };
    }
  }
}

/** Compressions per minute over the last few presses, or null before the second press. */
export function currentRate(state: GameState): number | null {
  const recent = state.intervals.slice(-RATE_WINDOW);
  if (recent.length === 0) return null;
  const mean = recent.reduce((sum, interval) => sum + interval, 0) / recent.length;
  return Math.round(60_000 / mean);
}

/** Mean accuracy so far (0–100), or null before the first judged press. */
export function meanAccuracy(state: GameState): number | null {
  if (state.accuracies.length === 0) return null;
  return state.accuracies.reduce((sum, accuracy) => sum + accuracy, 0) / state.accuracies.length;
}

/**
 * The result of a stopped game, or null while running or below 30 compressions: from its presses'
 * times, by the function the server measures a saved game with (rules.ts), so that the board
 * stores what the page shows.
 */
export function finalResult(state: GameState): GameResult | null {
  return state.status === "stopped" ? pressesResult(state.pressesAt, state.bpm) : null;
}

/** A stopped game's presses' times (what a class save sends), or null while running or below 30 compressions. */
export function finalTiming(state: GameState): PressTiming | null {
  if (!finalResult(state) || state.endedAt === null) return null;
  return { pressesAt: state.pressesAt, durationMs: state.endedAt };
}

/** A stopped game's quality from its presses' timing, or null while running or below 30 compressions. */
export function finalQuality(state: GameState): CprQuality | null {
  const timing = finalTiming(state);
  return timing && cprQuality(timing);
}

/** A stopped game's depth as the phone's motion measured it, or null for taps, while running or below 30 compressions. */
export function finalDepth(state: GameState): DepthQuality | null {
  return finalResult(state) ? depthQuality(state.depthsMm) : null;
}
