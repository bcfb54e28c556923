import { useMemo } from "react";
import { useTranslation } from "~/lib/translation";
import { currentRate, meanAccuracy, type GameState } from "./game-state";

/**
 * One of the game's live figures (compressions, rate, time, accuracy). In a narrow game (a phone)
 * a row, its name beside its value; with room, a box with its value first to the eye. The width is
 * the game's own (a container query), so no name is ever split mid-word in a box too narrow for it.
 */
function Readout({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-100 px-4 py-2 @sm:flex-col-reverse @sm:items-start @sm:justify-start @sm:p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-extrabold text-slate-950 tabular-nums">{value}</dd>
    </div>
  );
}

/** The game's four live figures, read from its state. */
export function GameReadout({ state }: { state: GameState }) {
  const { t, lang } = useTranslation();
  const rate = currentRate(state);
  const accuracy = meanAccuracy(state);
  // The clock re-renders ten times a second: build its formatter once per language.
  const seconds = useMemo(
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [lang],
  );
  return (
    <div className="@container">
      <dl
        aria-label={t("game.readout.label")}
        className="grid grid-cols-1 gap-2 @sm:grid-cols-2 @sm:gap-4 @xl:grid-cols-4"
      >
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
    </div>
  );
}
