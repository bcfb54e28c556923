import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import type { ClassGameSetting } from "../save/class-save";
import { rhythm } from "../measures/rules";
import type { GameActions } from "./use-compression-game";

const rhythms = Array.from(
  { length: (rhythm.max - rhythm.min) / rhythm.step + 1 },
  (_, i) => rhythm.min + i * rhythm.step,
);

interface GameSettingsProps {
  /** The game's fixed id prefix (compression-game.tsx). */
  id: string;
  bpm: number;
  running: boolean;
  hydrated: boolean;
  /** A class's game plays at the class's rhythm, which the pupil cannot change. */
  classroom: ClassGameSetting | undefined;
  metronomeOn: boolean;
  onRhythm: (bpm: number) => void;
  onMetronome: (on: boolean) => void;
}

/** The game's target rhythm, locked while it runs (a class's is only told), and the metronome's switch. */
export function GameSettings({
  id,
  bpm,
  running,
  hydrated,
  classroom,
  metronomeOn,
  onRhythm,
  onMetronome,
}: GameSettingsProps) {
  const { t } = useTranslation();
  const metronome = (
    <div className="flex items-center gap-3 pb-2">
      <input
        id={`${id}-metronome`}
        type="checkbox"
        checked={metronomeOn}
        disabled={!hydrated}
        // Enabled by the page's island loader before hydration; its change is given to the game.
        data-press-early={hydrated ? undefined : ""}
        onChange={(event) => onMetronome(event.target.checked)}
        className="size-6 accent-indigo-700"
      />
      <label htmlFor={`${id}-metronome`}>{t("game.metronome")}</label>
    </div>
  );
  // A class's rhythm is the teacher's: a pupil is told it, with no control that looks changeable.
  if (classroom) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">{t("classroom.game.rhythm", { bpm: classroom.bpm })}</p>
        {metronome}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div>
        <label htmlFor={`${id}-rhythm`} className="font-semibold">
          {t("game.rhythm")}
        </label>
        <select
          id={`${id}-rhythm`}
          value={bpm}
          disabled={!hydrated || running}
          data-press-early={hydrated ? undefined : ""}
          aria-describedby={running ? `${id}-rhythm-locked` : undefined}
          onChange={(event) => onRhythm(Number(event.target.value))}
          className={`${inputClass} w-auto disabled:bg-slate-100`}
        >
          {rhythms.map((option) => (
            <option key={option} value={option}>
              {t("game.rhythmOption", { bpm: option })}
            </option>
          ))}
        </select>
      </div>
      {metronome}
    </div>
  );
}

interface GameButtonsProps {
  id: string;
  running: boolean;
  hydrated: boolean;
  actions: Pick<GameActions, "start" | "stop" | "restart">;
  /** Whether a rhythm control is beside them, whose lock while the game runs is told (none in a class). */
  rhythmControl?: boolean;
  /** Start waits (the depth mode's sensor is being checked). */
  busy?: boolean;
}

/** Start, or Stop and Restart while a game runs, with the note that names the locked rhythm's reason. */
export function GameButtons({ id, running, hydrated, actions, rhythmControl = true, busy = false }: GameButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-12 flex-wrap items-center gap-x-6 gap-y-3">
      <div className="flex flex-wrap gap-3">
        {running ? (
          <>
            <button type="button" onClick={actions.stop} className={buttonClass("primary")}>
              {t("game.stop")}
            </button>
            <button type="button" onClick={actions.restart} className={buttonClass("outline")}>
              {t("game.restart")}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={actions.start}
            disabled={!hydrated || busy}
            // Enabled by the page's island loader before hydration; its press is held for the game.
            data-press-early={hydrated ? undefined : ""}
            className={buttonClass("primary")}
          >
            {t("game.start")}
          </button>
        )}
      </div>
      {running && rhythmControl ? (
        <p id={`${id}-rhythm-locked`} className="text-sm text-slate-600">
          {t("game.rhythmLocked")}
        </p>
      ) : null}
    </div>
  );
}
