import { useTranslation } from "~/lib/translation";
import { SlideHandle } from "./slide-handle";
import { useSlideToConfirm } from "./use-slide-to-confirm";

interface SlideToConfirmProps {
  /** Text on the track and accessible name of the handle; 'Desliza para completar' by default. */
  label?: string;
  /** Text once completed; '¡Completado!' by default. */
  doneLabel?: string;
  disabled?: boolean;
  /** Called once, when the control completes. */
  onComplete: () => void;
  /** Prefix of the control's ids, unique on the page. */
  idPrefix?: string;
}

/**
 * Slide-to-confirm: the handle is an ARIA slider that completes when
 * dragged past 90 % of the track, from the keyboard (arrows, Home, End, Enter, Space), or with the
 * button below it, which needs no drag (WCAG 2.5.7). A client component: pages render a plain
 * submit button in its place until JavaScript runs.
 */
export function SlideToConfirm({
  label,
  doneLabel,
  disabled = false,
  onComplete,
  idPrefix = "slide",
}: SlideToConfirmProps) {
  const { t } = useTranslation();
  const hintId = `${idPrefix}-hint`;
  const { state, completed, track, handleEvents, confirm } = useSlideToConfirm({ disabled, onComplete });
  const trackText = completed ? (doneLabel ?? t("slide.done")) : (label ?? t("slide.idle"));

  // The handle's left edge travels from 0 to the track's width minus its own (3.25rem).
  const handleLeft = `calc((100% - 3.25rem) * ${state.progress / 100})`;
  const animate = state.status === "dragging" ? "" : "motion-safe:transition-[left,width] motion-safe:duration-200";
  return (
    <div className="space-y-2">
      <div
        ref={track}
        className={`relative flex min-h-14 w-full max-w-md items-center overflow-hidden rounded-full border-2 ${
          completed ? "border-emerald-700 bg-emerald-50" : "border-indigo-700 bg-indigo-50"
        } ${disabled ? "opacity-60" : ""}`}
      >
        <div
          aria-hidden="true"
          className={`absolute inset-y-0 left-0 rounded-full ${completed ? "bg-emerald-200" : "bg-indigo-200"} ${animate}`}
          style={{ width: `calc(${handleLeft} + 3.25rem)` }}
        />
        <span
          aria-hidden="true"
          // In the flow, so that a label longer than a line (a narrow screen, larger text) makes the track taller.
          className={`relative mr-4 ml-16 flex-1 py-2 text-center text-sm leading-tight font-semibold ${
            completed ? "text-emerald-900" : "text-indigo-900"
          }`}
        >
          {trackText}
        </span>
        <SlideHandle
          label={label ?? t("slide.idle")}
          valueText={completed ? trackText : t("slide.valueText", { percent: Math.round(state.progress) })}
          progress={state.progress}
          completed={completed}
          disabled={disabled}
          hintId={hintId}
          left={handleLeft}
          animate={animate}
          events={handleEvents}
        />
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t("slide.hint")}
      </p>
      <button
        type="button"
        onClick={confirm}
        disabled={disabled || completed}
        className="text-sm font-semibold text-indigo-800 underline underline-offset-2 disabled:text-slate-500 disabled:no-underline"
      >
        {t("slide.confirmWithoutSliding")}
      </button>
    </div>
  );
}
