import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { dragProgress, initialSlideState, KEY_STEP, slideTransition, type SlideEvent } from "./slide-state";

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

/** Where a drag started: the pointer, the handle and the distance the handle can travel. */
interface DragStart {
  x: number;
  progress: number;
  travel: number;
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
  const [state, dispatchRaw] = useReducer(
    (current: typeof initialSlideState, event: SlideEvent) => slideTransition(current, event, disabled),
    initialSlideState,
  );
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<DragStart | null>(null);
  const reported = useRef(false);
  const completed = state.status === "completed";
  const trackText = completed ? (doneLabel ?? t("slide.done")) : (label ?? t("slide.idle"));

  useEffect(() => {
    if (completed && !reported.current) {
      reported.current = true;
      onComplete();
    }
  }, [completed, onComplete]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || completed || !track.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      x: event.clientX,
      progress: state.progress,
      travel: track.current.clientWidth - event.currentTarget.offsetWidth,
    };
    dispatchRaw({ type: "grab" });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    dispatchRaw({ type: "move", progress: dragProgress(start.progress, event.clientX - start.x, start.travel) });
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    dispatchRaw({ type: "release" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keyEvents: Record<string, SlideEvent> = {
      ArrowRight: { type: "step", by: KEY_STEP },
      ArrowUp: { type: "step", by: KEY_STEP },
      ArrowLeft: { type: "step", by: -KEY_STEP },
      ArrowDown: { type: "step", by: -KEY_STEP },
      Home: { type: "to-start" },
      End: { type: "complete" },
      Enter: { type: "complete" },
      " ": { type: "complete" },
    };
    const slideEvent = keyEvents[event.key];
    if (!slideEvent) return;
    event.preventDefault();
    dispatchRaw(slideEvent);
  };

  // The handle's left edge travels from 0 to the track's width minus its own (3.25rem).
  const handleLeft = `calc((100% - 3.25rem) * ${state.progress / 100})`;
  const animate = state.status === "dragging" ? "" : "motion-safe:transition-[left,width] motion-safe:duration-200";
  return (
    <div className="space-y-2">
      <div
        ref={track}
        className={`relative h-14 w-full max-w-md overflow-hidden rounded-full border-2 ${
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
          className={`absolute inset-y-0 right-4 left-16 flex items-center justify-center text-center text-sm leading-tight font-semibold ${
            completed ? "text-emerald-900" : "text-indigo-900"
          }`}
        >
          {trackText}
        </span>
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={label ?? t("slide.idle")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.progress)}
          aria-valuetext={completed ? trackText : t("slide.valueText", { percent: Math.round(state.progress) })}
          aria-disabled={disabled || undefined}
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          className={`absolute inset-y-0 flex size-[3.25rem] touch-none items-center justify-center rounded-full text-white shadow-md outline-offset-2 select-none focus-visible:outline-3 focus-visible:outline-indigo-700 ${
            completed ? "bg-emerald-700" : "cursor-grab bg-indigo-700 active:cursor-grabbing"
          } ${animate}`}
          style={{ left: handleLeft }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6">
            {completed ? (
              <path
                fill="currentColor"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z"
              />
            )}
          </svg>
        </div>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t("slide.hint")}
      </p>
      <button
        type="button"
        onClick={() => dispatchRaw({ type: "complete" })}
        disabled={disabled || completed}
        className="text-sm font-semibold text-indigo-800 underline underline-offset-2 disabled:text-slate-500 disabled:no-underline"
      >
        {t("slide.confirmWithoutSliding")}
      </button>
    </div>
  );
}
