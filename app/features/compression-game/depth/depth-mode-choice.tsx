import { useTranslation } from "~/lib/translation";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";
import { TURNED_LIMIT_MS } from "./turned-watch";
import type { CountMode, DepthFallback, DepthModeChoice as Choice } from "./use-depth-mode";

interface DepthModeChoiceProps {
  /** The game's fixed id prefix (compression-game.tsx). */
  id: string;
  hydrated: boolean;
  /** While a game runs or waits for its first compression, the mode stays as it is. */
  locked: boolean;
  choice: Choice;
}

/**
 * Before Start: count taps (the default) or measure depth with the phone's motion, each with a
 * line that says what it takes; how to hold the phone once depth is chosen; and, in a live region,
 * the check under way, its success, or why the game went back to taps.
 */
export function DepthModeChoice({ id, hydrated, locked, choice }: DepthModeChoiceProps) {
  const { t } = useTranslation();
  const options: readonly { mode: CountMode; label: string; hint: string }[] = [
    { mode: "tap", label: t("depth.choice.tap"), hint: t("depth.choice.tapHint") },
    { mode: "depth", label: t("depth.choice.motion"), hint: t("depth.choice.motionHint") },
  ];
  const status = choice.checking
    ? t("depth.choice.checking")
    : choice.depth
      ? t("depth.choice.ready")
      : choice.fallback
        ? fallbackText(t, choice.fallback)
        : "";
  return (
    <div className="@container space-y-4">
      {/* Enabled by the page's island loader before hydration; the choice is given to the game. */}
      <fieldset disabled={!hydrated || locked} data-press-early={hydrated ? undefined : ""} className="space-y-3">
        <legend className="font-semibold">{t("depth.choice.legend")}</legend>
        <div className="grid gap-3 @lg:grid-cols-2">
          {options.map(({ mode, label, hint }) => (
            <div
              key={mode}
              className="flex gap-3 rounded-xl border-2 border-slate-200 p-4 has-checked:border-indigo-700 has-checked:bg-indigo-50 has-disabled:opacity-80"
            >
              <input
                id={`${id}-mode-${mode}`}
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={choice.mode === mode}
                aria-describedby={`${id}-mode-${mode}-hint`}
                // The change is the tap itself: Safari asks for the motion permission only within it.
                onChange={() => choice.choose(mode)}
                className="mt-1 size-5 shrink-0 accent-indigo-700"
              />
              <div>
                <label htmlFor={`${id}-mode-${mode}`} className="font-semibold text-slate-950">
                  {label}
                </label>
                <p id={`${id}-mode-${mode}-hint`} className="text-sm text-slate-700">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <p role="status" className="empty:hidden rounded-lg bg-slate-100 px-4 py-3 text-slate-900">
        {status}
      </p>
      {choice.mode === "depth" ? <HowToHold /> : null}
    </div>
  );
}

/** Why the game went back to taps, in the page's language (also beside the press button, compression-game.tsx). */
export function fallbackText(t: ReturnType<typeof useTranslation>["t"], fallback: DepthFallback): string {
  if (fallback.reason === "tooSlow") {
    return t("depth.fallback.tooSlow", { count: Math.round(fallback.rateHz), min: fallback.minHz });
  }
  if (fallback.reason === "turned") return t("depth.fallback.turned", { seconds: TURNED_LIMIT_MS / 1000 });
  return t(`depth.fallback.${fallback.reason}`);
}

/** How to hold the phone, and that the depth is an estimate. */
function HowToHold() {
  const { t } = useTranslation();
  const steps = ["cushion", "phone", "hands", "start"] as const;
  return (
    <div className="space-y-3 rounded-xl border border-indigo-200 bg-white p-4">
      <p className="font-semibold text-slate-950">{t("depth.howTo.heading")}</p>
      <ol className="list-decimal space-y-1 pl-6 text-slate-800">
        {steps.map((step) => (
          <li key={step}>{t(`depth.howTo.${step}`)}</li>
        ))}
      </ol>
      <p className="rounded-lg border-l-4 border-rose-700 bg-rose-50 px-3 py-2 font-semibold text-rose-950">
        {t("depth.howTo.never")}
      </p>
      <p className="text-sm text-slate-700">{t("depth.howTo.estimate", { error: DEPTH_ESTIMATE_ERROR_MM })}</p>
    </div>
  );
}
