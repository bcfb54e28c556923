import { useEffect, useReducer, useRef, useState, type MutableRefObject } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { HANDS_OFF_AFTER_MS, type PressTiming } from "~/features/compression-game/measures/cpr-quality";
import { DepthModeChoice, fallbackText } from "~/features/compression-game/depth/depth-mode-choice";
import { depthQuality } from "~/features/compression-game/depth/depth-quality";
import type { DepthModeChoice as Choice } from "~/features/compression-game/depth/use-depth-mode";
import { currentRate, gameReducer, initialGameState, TICK_MS } from "~/features/compression-game/play/game-state";
import { GameReadout } from "~/features/compression-game/play/game-readout";
import { Metronome } from "~/features/compression-game/play/metronome";
import { PressButton } from "~/features/compression-game/play/press-button";
import { inputTime } from "~/features/compression-game/play/use-compression-game";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { RoundView } from "./round-answer";
import { COUNTDOWN_MS, pupilStartsAt } from "./round-rules";
import type { RoundSend } from "./round-channel";
import { announcement, RoundCountdown, RoundEnd, RoundPress, RunningRound } from "./round-game-parts";
import { useRoundDepth } from "./use-round-depth";
import { useRoundSave } from "./use-round-save";

// A class's round on a pupil's phone (docs/decisions/0017-class-rounds.md): the same start and end
// for the whole class, read on the server's clock (`deviceTime` turns its times into this device's
// performance.now()). Before the start, the 3-2-1; then the game, for the round's time and not a
// set number of compressions; at the end, the result at once, measured from the presses' times as
// the server will measure it, and the save in the background, spread over SAVE_SPREAD_MS and tried
// again until it is kept. A practice round shows the rate and each press's verdict; a test round
// shows nothing but the time left, and the result when it ends. During the 3-2-1 the press button's
// place holds a button that cannot be pressed and says to wait, and the time left is the round's
// length: a press before the start would count for nothing. The countdown, the start and the end
// are said politely to a screen reader. Before the start the pupil may choose the depth mode
// (the class's choice, class-lesson.tsx): the phone's motion then counts the compressions and
// measures their depth (use-round-depth.ts), and the save sends the depths beside the times. A
// phone that stays turned sends the round on in taps, as a free game's does: the press button takes
// the gauge's place and the focus, and the round says why, beside it and to a screen reader.

interface RoundGameProps {
  round: RoundView;
  /**
   * When the server noted the pupil's entry: a pupil whose device heard of the round late plays
   * from then, on the server's clock (round-rules.ts pupilStartsAt), as the server grades them.
   */
  enteredAt: number | null;
  bpm: number;
  /** Sends a request about the round (use-class-round.ts): by the class's socket, or HTTP. */
  send: RoundSend;
  deviceTime: (serverTime: number) => number;
  /** Filled with how to read the current rate, which the device sends while a practice round runs. */
  rateSourceRef: MutableRefObject<() => number>;
  onDone: () => void;
  /** The pupil's choice of counting taps or measuring depth, kept by the class's page. */
  depthMode?: Choice;
}

export function RoundGame({
  round,
  enteredAt,
  bpm,
  send,
  deviceTime,
  rateSourceRef,
  onDone,
  depthMode,
}: RoundGameProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(gameReducer, bpm, (rhythm) =>
    gameReducer(initialGameState, { type: "set-rhythm", bpm: rhythm }),
  );
  const [now, setNow] = useState(() => performance.now());
  const [metronomeOn, setMetronomeOn] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const pressButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  // The pupil's own start on the server's clock: the round's, or a late entry's. The presses count
  // from it, and the wait before the first is the late start's, as the server measures them.
  const ownStartsAt = pupilStartsAt(round, enteredAt);
  const lateStartMs = ownStartsAt - round.startsAt;
  const startAt = deviceTime(ownStartsAt);
  const endAt = deviceTime(round.endsAt);
  const practice = round.kind === "practice";
  const cancelled = round.endsAt <= round.startsAt;
  const roundDepth = useRoundDepth(
    depthMode?.depth ?? null,
    state.status === "running" ? state.startedAt : null,
    dispatch,
    depthMode ? () => depthMode.fallBack("turned") : undefined,
  );
  const DepthGauge = depthMode?.depth?.gauge.DepthGauge ?? null;
  const { flush } = roundDepth;

  // A phone in a round: the round fills the screen from its top, and again at the start (the pupil
  // may have scrolled): the time left, each press's verdict and the press button in view together.
  // A block: Chromium's scrollIntoView returns a promise, which React would call as the cleanup.
  useEffect(() => {
    section.current?.scrollIntoView({ block: "start" });
  }, []);

  // The clock of the countdown and the time left, ten times a second until the round is over.
  useEffect(() => {
    if (state.status === "stopped" || cancelled) return;
    const timer = setInterval(() => {
      const at = performance.now();
      setNow(at);
      dispatch({ type: "tick", at });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [state.status, cancelled]);

  // The start, at the server's moment: the game's time counts from it, whenever the timer fires.
  // The gauge's heading is a ref: the same object at every render, so it never restarts the timer.
  // A new estimate of the server's clock moves `startAt` and sets the timer again, which is right
  // before the start; after it, the round has started once and for all (`started`): a second start
  // would wipe its presses, as when the teacher's early end comes with a better clock sample.
  const { gaugeHeading } = roundDepth;
  const started = useRef(false);
  // Read when the round starts, whatever the choice was when the start was set.
  const inDepthMode = useRef(false);
  const measuringDepth = Boolean(depthMode?.depth);
  useEffect(() => {
    inDepthMode.current = measuringDepth;
  }, [measuringDepth]);
  useEffect(() => {
    if (cancelled) return;
    const timer = setTimeout(
      () => {
        if (started.current) return;
        started.current = true;
        // The game counts from the pupil's start on the server's clock, whenever the timer fires
        // (for a device that heard late, a moment ago: when the server noted its entry).
        const at = performance.now();
        // The server takes depths only from a device that said at its start that it measures them.
        if (inDepthMode.current) void send({ intent: "enter", round: String(round.id), depth_mode: "on" });
        dispatch({ type: "start", at: Math.min(startAt, at), capped: false });
        setStartedAt(performance.timeOrigin + performance.now());
        section.current?.scrollIntoView({ block: "start" });
      },
      Math.max(0, startAt - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [startAt, cancelled, send, round.id]);

  // Once started, the press button (it replaced the countdown's), or in depth mode the gauge's
  // heading, whichever is shown, has the focus, so that the keyboard plays at once; the press button
  // again when it takes the gauge's place (the phone stayed turned).
  const running = state.status === "running";
  useEffect(() => {
    if (!running) return;
    pressButton.current?.focus({ preventScroll: true });
    gaugeHeading.current?.focus({ preventScroll: true });
  }, [running, gaugeHeading, measuringDepth]);
  // Why the round went on in taps, while it runs: the choice that says it too is not shown then.
  const turnedNote =
    running && roundDepth.turned && depthMode?.fallback?.reason === "turned"
      ? fallbackText(t, depthMode.fallback)
      : null;

  // The end, at the server's moment, or at once when the teacher brought it forward.
  useEffect(() => {
    if (cancelled || state.status !== "running") return;
    const timer = setTimeout(
      () => {
        // In depth mode, the compressions of the last second are still being confirmed: told now.
        flush();
        dispatch({ type: "stop", at: Math.min(endAt, performance.now()) });
      },
      Math.max(0, endAt - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [endAt, cancelled, state.status, flush]);

  // The rate this device sends while a practice round runs: none once the hands have been off two seconds.
  useEffect(() => {
    rateSourceRef.current = () => {
      const last = state.lastPressAt;
      if (state.status !== "running" || last === null || performance.now() - last > HANDS_OFF_AFTER_MS) return 0;
      return currentRate(state) ?? 0;
    };
  }, [state, rateSourceRef]);

  // The pupil's own metronome, only where the teacher allowed it.
  useEffect(() => {
    if (!(practice && round.metronome && metronomeOn && state.status === "running")) return;
    const metronome = new Metronome();
    metronome.start(bpm);
    return () => metronome.close();
  }, [practice, round.metronome, metronomeOn, state.status, bpm]);

  const timing: PressTiming | null =
    state.status === "stopped" && state.endedAt !== null
      ? { pressesAt: state.pressesAt, durationMs: Math.max(0, state.endedAt), lateStartMs }
      : null;

  const save = useRoundSave(round, timing, state.depthsMm, send);

  const phase = cancelled
    ? "cancelled"
    : state.status === "stopped"
      ? "ended"
      : state.status === "running"
        ? "running"
        : now >= startAt - COUNTDOWN_MS
          ? "countdown"
          : "waiting";
  const count = Math.max(1, Math.ceil((startAt - now) / 1_000));
  // Counted from the start, never from now: during the 3-2-1 it is the round's whole length.
  const timeLeftMs = Math.min(round.lengthMs, endAt - Math.max(now, startAt));
  const title = t("classroom.round.kindAndLength", {
    kind: t(practice ? "classroom.round.practice" : "classroom.round.test"),
    length: t(`classroom.round.length${round.lengthMs / 1_000}` as TranslationKey),
  });

  return (
    <section
      ref={section}
      aria-labelledby="class-round"
      data-round={round.id}
      data-round-phase={phase}
      data-started-at={startedAt ?? undefined}
      className="space-y-6 rounded-2xl border-2 border-indigo-300 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="class-round" className="text-2xl font-bold text-slate-950">
        {title}
      </h2>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {turnedNote ?? announcement(phase, count, t)}
      </p>
      {phase === "cancelled" ? <p className="text-slate-800">{t("classroom.round.cancelled")}</p> : null}
      {phase === "waiting" || phase === "countdown" ? (
        <RoundCountdown counting={phase === "countdown"} count={count} practice={practice} />
      ) : null}
      {depthMode && (phase === "waiting" || phase === "countdown") ? (
        <DepthModeChoice id="class-round" hydrated locked={false} choice={depthMode} />
      ) : null}
      {phase === "running" || phase === "countdown" ? (
        <RunningRound
          timeLeftS={Math.max(0, Math.ceil(timeLeftMs / 1_000))}
          practice={practice}
          metronomeAllowed={round.metronome}
          metronomeOn={metronomeOn}
          onMetronome={setMetronomeOn}
        >
          {DepthGauge ? (
            <div className="flex justify-center">
              <DepthGauge
                id="class-round"
                live={practice ? roundDepth.live : null}
                announcement={practice ? roundDepth.announcement : null}
                phase={phase === "running" ? "running" : "idle"}
                headingRef={roundDepth.gaugeHeading}
              />
            </div>
          ) : (
            <RoundPress counting={phase === "countdown"} turnedNote={turnedNote}>
              <PressButton
                id="class-round"
                buttonRef={pressButton}
                state={state}
                hydrated
                feedback={practice}
                verdictFirst
                onPress={(event) => dispatch({ type: "press", at: inputTime(event) })}
              />
            </RoundPress>
          )}
          {practice && phase === "running" ? <GameReadout state={state} /> : null}
        </RunningRound>
      ) : null}
      {phase === "ended" && timing ? (
        <RoundEnd timing={timing} depth={depthMode ? depthQuality(state.depthsMm) : undefined} save={save} />
      ) : null}
      {phase === "ended" || phase === "cancelled" ? (
        <button type="button" onClick={onDone} className={buttonClass("outline")}>
          {t("classroom.round.backToPractice")}
        </button>
      ) : null}
    </section>
  );
}
