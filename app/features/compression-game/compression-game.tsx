import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import { useHydrated } from "~/lib/use-hydrated";
import type { ClassGameSetting } from "./class-save";
import {
  currentRate,
  finalResult,
  finalRhythm,
  gameReducer,
  initialGameState,
  meanAccuracy,
  TICK_MS,
} from "./game-state";
import { Metronome } from "./metronome";
import { rhythm, type Verdict } from "./rules";
import { GameResultPanel } from "./game-result";
import { Readout } from "./game-readout";
import { useGameToken } from "./use-game-token";

/** Delay between the stop and the new start of a restart. */
const RESTART_DELAY_MS = 100;

const rhythms = Array.from(
  { length: (rhythm.max - rhythm.min) / rhythm.step + 1 },
  (_, i) => rhythm.min + i * rhythm.step,
);

const verdictStyle: Record<Verdict, string> = {
  perfect: "bg-emerald-100 text-emerald-900",
  slow: "bg-amber-100 text-amber-900",
  fast: "bg-red-100 text-red-900",
};

export interface CompressionGameProps {
  /**
   * The game's JSON address (gameApiPath, lib/api-routes.ts): the game gets its signed id there
   * and saves the score there. Without it the game is practice only, with no save.
   */
  scoreAction?: string;
  /**
   * What the ids of the game's elements start with. Fixed rather than made by useId: an island is
   * rendered inside the page but hydrated in a root of its own, where useId would make others.
   * One game per page.
   */
  idPrefix?: string;
  /** Given the week's board as read again after a save, for a page that shows it beside the game. */
  onLeaderboard?: (board: LeaderboardView) => void;
  /** A pupil's game in a class: played at the class's rhythm, saved to the class (not with `scoreAction`). */
  classroom?: ClassGameSetting;
}

/**
 * The chest-compression game. The rules live in rules.ts and the state
 * machine in game-state.ts; this component turns presses and the clock into events and shows the
 * state. Without JavaScript it says that it needs it and its controls stay disabled. Everything
 * comes as props and its requests are its own (game-request.ts): it can be an island.
 */
export function CompressionGame({
  scoreAction,
  idPrefix: id = "compression-game",
  onLeaderboard,
  classroom,
}: CompressionGameProps) {
  const { t, lang } = useTranslation();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(gameReducer, classroom?.bpm, (bpm) =>
    bpm === undefined ? initialGameState : gameReducer(initialGameState, { type: "set-rhythm", bpm }),
  );
  const [metronomeOn, setMetronomeOn] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const { gameToken, tokenError, request: requestGameToken } = useGameToken(classroom?.action ?? scoreAction);
  const pressButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const metronome = useRef<Metronome | null>(null);
  const running = state.status === "running";

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: "tick", at: performance.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || !metronomeOn) return;
    const player = (metronome.current ??= new Metronome());
    player.start(state.bpm);
    return () => player.stop();
  }, [running, metronomeOn, state.bpm]);

  useEffect(
    () => () => {
      clearTimeout(restartTimer.current);
      metronome.current?.close();
    },
    [],
  );

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
  const press = () => dispatch({ type: "press", at: performance.now() });

  const rate = currentRate(state);
  const accuracy = meanAccuracy(state);
  // The clock re-renders ten times a second: build its formatter once per language.
  const seconds = useMemo(
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [lang],
  );
  const result = finalResult(state);

  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {hydrated ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
          {t("game.needsJavaScript")}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div>
          <label htmlFor={`${id}-rhythm`} className="font-semibold">
            {t("game.rhythm")}
          </label>
          <select
            id={`${id}-rhythm`}
            value={state.bpm}
            disabled={!hydrated || running || classroom !== undefined}
            aria-describedby={classroom ? `${id}-rhythm-class` : running ? `${id}-rhythm-locked` : undefined}
            onChange={(event) => dispatch({ type: "set-rhythm", bpm: Number(event.target.value) })}
            className={`${inputClass} w-auto disabled:bg-slate-100`}
          >
            {rhythms.map((bpm) => (
              <option key={bpm} value={bpm}>
                {t("game.rhythmOption", { bpm })}
              </option>
            ))}
          </select>
          {classroom ? (
            <p id={`${id}-rhythm-class`} className="mt-1 text-sm text-slate-700">
              {t("classroom.game.rhythm", { bpm: classroom.bpm })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-3 pb-2">
          <input
            id={`${id}-metronome`}
            type="checkbox"
            checked={metronomeOn}
            disabled={!hydrated}
            onChange={(event) => setMetronomeOn(event.target.checked)}
            className="size-6 accent-indigo-700"
          />
          <label htmlFor={`${id}-metronome`}>{t("game.metronome")}</label>
        </div>
      </div>

      <div className="flex min-h-12 flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex flex-wrap gap-3">
          {running ? (
            <>
              <button type="button" onClick={stop} className={buttonClass("primary")}>
                {t("game.stop")}
              </button>
              <button type="button" onClick={restart} className={buttonClass("outline")}>
                {t("game.restart")}
              </button>
            </>
          ) : (
            <button type="button" onClick={start} disabled={!hydrated} className={buttonClass("primary")}>
              {t("game.start")}
            </button>
          )}
        </div>
        {running ? (
          <p id={`${id}-rhythm-locked`} className="text-sm text-slate-600">
            {t("game.rhythmLocked")}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col items-center gap-4">
        <button
          ref={pressButton}
          type="button"
          aria-disabled={!running}
          aria-describedby={`${id}-press-hint`}
          disabled={!hydrated}
          // Pointer presses count on the way down, like a compression; keys count once per press.
          onPointerDown={(event) => {
            if (event.button === 0) press();
          }}
          onKeyDown={(event) => {
            if (event.key !== " " && event.key !== "Enter") return;
            event.preventDefault(); // no click from the key, no page scroll
            if (!event.repeat) press();
          }}
          onKeyUp={(event) => {
            if (event.key === " ") event.preventDefault(); // Space would click on release
          }}
          onClick={(event) => {
            // A click with no pointer behind it (a screen reader's activation) is a press too.
            if (event.detail === 0) press();
          }}
          className="flex size-44 touch-manipulation items-center justify-center rounded-full bg-rose-700 text-xl font-extrabold tracking-wide text-white uppercase shadow-lg select-none hover:bg-rose-800 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-indigo-700 disabled:opacity-60 aria-disabled:bg-slate-500 motion-safe:transition-transform motion-safe:active:scale-95 sm:size-52"
        >
          {t("game.compress")}
        </button>
        <p id={`${id}-press-hint`} className="max-w-md text-center text-sm text-slate-600">
          {t("game.pressHint")}
        </p>
        <p aria-live="polite" aria-atomic="true" className="min-h-10">
          {state.lastVerdict && running ? (
            <span
              className={`inline-block rounded-full px-4 py-2 text-lg font-bold ${verdictStyle[state.lastVerdict]}`}
            >
              {t(`game.verdict.${state.lastVerdict}`)}
              <span className="sr-only"> ({state.compressions})</span>
            </span>
          ) : null}
        </p>
      </div>

      <dl aria-label={t("game.readout.label")} className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Readout label={t("game.readout.compressions")} value={String(state.compressions)} />
        <Readout
          label={t("game.readout.rate")}
          value={rate === null ? t("game.readout.none") : t("game.readout.rateValue", { bpm: rate })}
        />
        <Readout
          label={t("game.readout.time")}
          value={t("game.readout.timeValue", { seconds: seconds.format(state.elapsedMs / 1000) })}
        />
        <Readout
          label={t("game.readout.accuracy")}
          value={
            accuracy === null
              ? t("game.readout.none")
              : t("game.readout.accuracyValue", { percent: Math.round(accuracy) })
          }
        />
      </dl>

      {state.status === "idle" ? <p className="text-slate-700">{t("game.status.idle")}</p> : null}
      {running ? <p className="text-slate-700">{t("game.status.running")}</p> : null}
      {state.status === "stopped" && !restarting ? (
        <GameResultPanel
          // A new game gets a fresh panel (and a fresh save form).
          key={state.startedAt}
          headingRef={resultHeading}
          compressions={state.compressions}
          result={result}
          scoreAction={scoreAction}
          gameToken={gameToken}
          tokenError={tokenError}
          idPrefix={id}
          onLeaderboard={onLeaderboard}
          classroom={classroom}
          rhythm={finalRhythm(state)}
        />
      ) : null}
    </div>
  );
}
