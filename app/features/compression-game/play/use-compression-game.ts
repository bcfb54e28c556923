import { useEffect, useReducer, useRef, useState, type Dispatch } from "react";
import type { ClassGameSetting } from "../save/class-save";
import { gameReducer, initialGameState, TICK_MS, type GameEvent } from "./game-state";
import { Metronome } from "./metronome";
import { useGameToken } from "../save/use-game-token";

/**
 * When the input behind an event happened, on performance.now()'s clock: the event's own time
 * stamp, which the browser sets when the press arrives, not when a busy page gets round to the
 * handler (tens of milliseconds later on a slow phone, and never by the same amount twice). A
 * stamp from another clock (an old browser's epoch time) or from the future falls back to now.
 */
export function inputTime(event: { timeStamp: number }): number {
  const now = performance.now();
  const stamp = event.timeStamp;
  return stamp > 0 && stamp <= now && now - stamp < 1_000 ? stamp : now;
}

/** Delay between the stop and the new start of a restart. */
const RESTART_DELAY_MS = 100;

/** The clock of a running game: a tick every 100 ms, stamped with the time it came at. */
function useGameClock(running: boolean, dispatch: Dispatch<GameEvent>) {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: "tick", at: performance.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [running, dispatch]);
}

/** The metronome's click at `bpm` while `playing`; its sound is made on the first play and closed with the game. */
export function useMetronome(playing: boolean, bpm: number) {
  const metronome = useRef<Metronome | null>(null);
  useEffect(() => {
    if (!playing) return;
    const player = (metronome.current ??= new Metronome());
    player.start(bpm);
    return () => player.stop();
  }, [playing, bpm]);
  useEffect(() => () => metronome.current?.close(), []);
}

/** What a player does to the game: each stamps its event with performance.now(), a press with its input's time. */
export interface GameActions {
  start: () => void;
  stop: () => void;
  restart: () => void;
  press: (event: { timeStamp: number }) => void;
  setRhythm: (bpm: number) => void;
}

/**
 * The compression game's state (game-state.ts) fed by presses and the clock, the metronome, the
 * game's signed id asked for at each start, and where the focus goes: to the press button at a
 * start, to the result's heading when the Stop button that had it goes away.
 */
export type CompressionGameHook = ReturnType<typeof useCompressionGame>;

export function useCompressionGame(
  classroom: ClassGameSetting | undefined,
  scoreAction: string | undefined,
  /** Whether the game is played in depth mode: its start says so, and its signed id keeps it. */
  depthMode = false,
) {
  const [state, dispatch] = useReducer(gameReducer, classroom?.bpm, (bpm) =>
    bpm === undefined ? initialGameState : gameReducer(initialGameState, { type: "set-rhythm", bpm }),
  );
  const [metronomeOn, setMetronomeOn] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const { gameToken, tokenError, request } = useGameToken(classroom?.action ?? scoreAction);
  const requestGameToken = () => request(depthMode);
  const pressButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = state.status === "running";

  useGameClock(running, dispatch);
  useMetronome(running && metronomeOn, state.bpm);
  useEffect(() => () => clearTimeout(restartTimer.current), []);
  // Stopping with the Stop button removes that button: focus moves to the result instead of being lost.
  useEffect(() => {
    if (state.status === "stopped" && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [state.status]);

  const start = () => {
    setRestarting(false);
    dispatch({ type: "start", at: performance.now() });
    requestGameToken();
    pressButton.current?.focus();
  };
  const stop = () => {
    focusResult.current = true;
    dispatch({ type: "stop", at: performance.now() });
  };
  const restart = () => {
    setRestarting(true);
    dispatch({ type: "stop", at: performance.now() });
    clearTimeout(restartTimer.current);
    restartTimer.current = setTimeout(start, RESTART_DELAY_MS);
  };
  const press = (event: { timeStamp: number }) => dispatch({ type: "press", at: inputTime(event) });
  const setRhythm = (bpm: number) => dispatch({ type: "set-rhythm", bpm });
  const actions: GameActions = { start, stop, restart, press, setRhythm };

  return {
    state,
    running,
    restarting,
    metronomeOn,
    setMetronomeOn,
    gameToken,
    tokenError,
    pressButton,
    resultHeading,
    actions,
    // For the depth mode (depth/use-depth-game.ts), which starts a game and presses at the times
    // of the compressions the phone's motion finds, rather than at a tap's.
    dispatch,
    requestGameToken,
  };
}
