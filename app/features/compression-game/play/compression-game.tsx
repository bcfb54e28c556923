import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import { useHydrated } from "~/lib/use-hydrated";
import type { ClassGameSetting } from "../save/class-save";
import { DepthModeChoice, fallbackText } from "../depth/depth-mode-choice";
import { useDepthGame } from "../depth/use-depth-game";
import { useDepthMode, type DepthModeChoice as Choice } from "../depth/use-depth-mode";
import { finalDepth, finalResult, finalTiming, initialGameState } from "./game-state";
import { GameButtons, GameSettings } from "./game-controls";
import { GameResultPanel } from "./game-result";
import { GameReadout } from "./game-readout";
import { PressButton } from "./press-button";
import { useCompressionGame } from "./use-compression-game";

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
  /**
   * The choice of taps or depth when a page keeps it beyond the game (a class's page, so that a
   * round the teacher starts is played the way the pupil chose); else the game's own.
   */
  depthMode?: Choice;
}

/**
 * The chest-compression game. The rules live in rules.ts and the state
 * machine in game-state.ts; its hook (use-compression-game.ts) turns presses and the clock into
 * events, and this component shows the state. A game, free or a class's, can count compressions
 * from the phone's motion instead of taps, and measure their depth (depth/): chosen before Start,
 * it shows a live gauge in place of the press button. Without JavaScript it says that it needs it and its
 * controls stay disabled. Everything comes as props and its requests are its own (game-request.ts):
 * it can be an island.
 */
export function CompressionGame({
  scoreAction,
  idPrefix: id = "compression-game",
  onLeaderboard,
  classroom,
  depthMode: kept,
}: CompressionGameProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const own = useDepthMode();
  const depthMode = kept ?? own;
  const game = useCompressionGame(classroom, scoreAction, depthMode.depth !== null);
  const { state, running } = game;
  const playArea = useRef<HTMLDivElement>(null);

  const inClass = classroom !== undefined;
  const depthGame = useDepthGame(game, depthMode.depth, () => depthMode.fallBack("turned"));
  // The gauge comes with the depth mode's scripts, loaded when it is chosen (use-depth-mode.ts).
  const DepthGauge = depthMode.depth?.gauge.DepthGauge ?? null;
  const byMotion = DepthGauge !== null;
  const { waiting } = depthGame;
  const actions = byMotion ? { ...game.actions, ...depthGame.actions } : game.actions;
  // A game whose phone stayed turned goes on in taps: why, beside the press button that took the
  // gauge's place (the choice above says it too, but a class's game has scrolled it away).
  const turnedNote =
    running && depthGame.turnedGame === state.startedAt && depthMode.fallback?.reason === "turned"
      ? fallbackText(t, depthMode.fallback)
      : null;

  // A pupil's phone in a class: once started, the buttons, the verdict and the press button fill the
  // screen from its top, whatever was above them (the public game's page is left as it is).
  useEffect(() => {
    if (inClass && running) playArea.current?.scrollIntoView({ block: "start" });
  }, [inClass, running]);

  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm sm:p-8 ${inClass ? "space-y-4 p-4" : "space-y-6 p-5"}`}
    >
      {hydrated ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
          {t("game.needsJavaScript")}
        </p>
      )}
      {/* First, so that the rhythm, the metronome and Start follow one another as they always have. */}
      <DepthModeChoice id={id} hydrated={hydrated} locked={running || waiting} choice={depthMode} />
      <GameSettings
        id={id}
        bpm={state.bpm}
        running={running}
        hydrated={hydrated}
        classroom={classroom}
        metronomeOn={game.metronomeOn}
        onRhythm={actions.setRhythm}
        onMetronome={game.setMetronomeOn}
      />
      <div ref={playArea} className={inClass ? "space-y-4" : "space-y-6"}>
        <GameButtons
          id={id}
          running={running || waiting}
          hydrated={hydrated}
          actions={actions}
          rhythmControl={!inClass}
          busy={depthMode.checking}
        />
        {DepthGauge ? (
          <div className="flex justify-center">
            <DepthGauge
              id={id}
              live={depthGame.live}
              announcement={depthGame.announcement}
              phase={waiting ? "waiting" : running ? "running" : "idle"}
              headingRef={depthGame.gaugeHeading}
            />
          </div>
        ) : (
          <>
            {turnedNote ? (
              <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
                {turnedNote}
              </p>
            ) : null}
            <PressButton
              id={id}
              buttonRef={game.pressButton}
              state={state}
              hydrated={hydrated}
              onPress={actions.press}
              verdictFirst={inClass}
            />
          </>
        )}
      </div>
      {/* Listening for the first compression: the last game's figures give way to a new game's. */}
      <GameReadout state={waiting ? { ...initialGameState, bpm: state.bpm } : state} />
      {state.status === "idle" && !waiting ? (
        <p className="text-slate-700">{t(inClass ? "classroom.game.idle" : "game.status.idle")}</p>
      ) : null}
      {running ? <p className="text-slate-700">{t("game.status.running")}</p> : null}
      {state.status === "stopped" && !game.restarting && !waiting ? (
        <GameResultPanel
          // A new game gets a fresh panel (and a fresh save form).
          key={state.startedAt}
          headingRef={game.resultHeading}
          compressions={state.compressions}
          result={finalResult(state)}
          scoreAction={scoreAction}
          gameToken={game.gameToken}
          tokenError={game.tokenError}
          idPrefix={id}
          onLeaderboard={onLeaderboard}
          classroom={classroom}
          timing={finalTiming(state)}
          bpm={state.bpm}
          depth={finalDepth(state)}
          depthsMm={state.depthsMm}
        />
      ) : null}
    </div>
  );
}
