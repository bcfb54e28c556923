import type { ReactNode } from "react";
import { cprQuality, type PressTiming } from "~/features/compression-game/measures/cpr-quality";
import type { DepthQuality } from "~/features/compression-game/depth/depth-quality";
import { QualityReport } from "~/features/compression-game/play/quality-report";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";

// The parts of a class's round on a pupil's phone (round-game.tsx): the button during the 3-2-1,
// the round while it runs, and its end.

/** What a screen reader is told, politely, as the round goes: the count, the start, the end. */
export function announcement(phase: string, count: number, t: (key: TranslationKey) => string): string {
  if (phase === "countdown") return String(count);
  if (phase === "running") return t("classroom.round.go");
  if (phase === "ended") return t("classroom.round.ended");
  return "";
}

export type SaveState = { kind: "waiting" } | { kind: "saved" } | { kind: "refused"; error: TranslationKey };

interface RunningRoundProps {
  timeLeftS: number;
  practice: boolean;
  metronomeAllowed: boolean;
  metronomeOn: boolean;
  onMetronome: (on: boolean) => void;
  children: React.ReactNode;
}

/** The round while it runs: the time left, the pupil's metronome where allowed, and the press button. */
export function RunningRound({
  timeLeftS,
  practice,
  metronomeAllowed,
  metronomeOn,
  onMetronome,
  children,
}: RunningRoundProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="text-center text-xl font-bold text-slate-950 tabular-nums">
        {t("classroom.round.timeLeft", { seconds: timeLeftS })}
      </p>
      {practice && metronomeAllowed ? (
        <label className="flex items-center justify-center gap-3">
          <input
            type="checkbox"
            checked={metronomeOn}
            onChange={(event) => onMetronome(event.target.checked)}
            className="size-6 accent-indigo-700"
          />
          {t("game.metronome")}
        </label>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The press button's place during the 3-2-1: a button that cannot be pressed yet and says so, of
 * the press button's size and in its place (the verdict's room above it), so that nothing moves
 * when it becomes the press button at the start. A press before the start would count for nothing.
 */
export function WaitButton({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="min-h-10" />
      <button
        type="button"
        disabled
        aria-describedby={`${id}-wait-hint`}
        className="flex size-44 items-center justify-center rounded-full border-4 border-transparent bg-slate-600 text-xl font-extrabold tracking-wide text-white uppercase shadow-lg select-none sm:size-52"
      >
        {t("classroom.round.waitButton")}
      </button>
      <p id={`${id}-wait-hint`} className="max-w-md text-center text-sm text-slate-600">
        {t("classroom.round.waitHint")}
      </p>
    </div>
  );
}

/**
 * Why the round went on in taps (the phone stayed turned: use-round-depth.ts), above the press
 * button that took the gauge's place, as a free game says it (compression-game.tsx).
 */
export function TurnedNote({ text }: { text: string }) {
  return <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">{text}</p>;
}

/**
 * The round's end: the result measured from the presses' times (and, in depth mode, their depths:
 * `depth`, null for taps), what to improve, and the save's state.
 */
export function RoundEnd({
  timing,
  depth,
  save,
}: {
  timing: PressTiming;
  depth: DepthQuality | null | undefined;
  save: SaveState;
}) {
  const { t } = useTranslation();
  const quality = cprQuality(timing);
  return (
    <div className="space-y-4">
      <h3 className="text-xl font-bold text-slate-950">{t("classroom.round.resultHeading")}</h3>
      {quality ? (
        <QualityReport quality={quality} idPrefix="class-round" depth={depth} />
      ) : (
        <p className="text-slate-800">{t("classroom.round.noCompressions")}</p>
      )}
      {save.kind === "refused" ? (
        <p role="alert" className="font-semibold text-red-800">
          {t(save.error)}
        </p>
      ) : (
        <p role="status" className={save.kind === "saved" ? "font-semibold text-emerald-900" : "text-slate-800"}>
          {t(save.kind === "saved" ? "classroom.round.saved" : "classroom.round.saving")}
        </p>
      )}
    </div>
  );
}

/** Before the start: the round is announced, then counted down, the big digit hidden from a screen reader (the announcement says it). */
export function RoundCountdown({ counting, count, practice }: { counting: boolean; count: number; practice: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-center">
      <p className="text-slate-800">{t("classroom.round.ready")}</p>
      {counting ? (
        <p aria-hidden="true" className="font-mono text-9xl font-extrabold text-indigo-800 tabular-nums">
          {count}
        </p>
      ) : (
        <p className="text-xl font-semibold text-slate-950 tabular-nums">
          {t("classroom.round.startsIn", { seconds: count })}
        </p>
      )}
      {practice ? null : <p className="font-semibold text-slate-950">{t("classroom.round.testNoFeedback")}</p>}
    </div>
  );
}

/**
 * The press button once the round runs, with why the round went on in taps above it when the phone
 * stayed turned; during the countdown, a button that waits in its place.
 */
export function RoundPress({
  counting,
  turnedNote,
  children,
}: {
  counting: boolean;
  turnedNote: string | null;
  children: ReactNode;
}) {
  if (counting) return <WaitButton id="class-round" />;
  return (
    <>
      {turnedNote ? <TurnedNote text={turnedNote} /> : null}
      {children}
    </>
  );
}
