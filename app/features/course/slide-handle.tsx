import type { SlideHandleEvents } from "./use-slide-to-confirm";

interface SlideHandleProps {
  /** The slider's accessible name: the track's text before completion. */
  label: string;
  /** What a screen reader announces as the value: a percent, or the completed text. */
  valueText: string;
  progress: number;
  completed: boolean;
  disabled: boolean;
  /** Id of the hint below the track, which describes the slider. */
  hintId: string;
  /** The handle's left edge, as a CSS length. */
  left: string;
  /** The transition classes, empty while dragging so that the handle follows the pointer. */
  animate: string;
  events: SlideHandleEvents;
}

/** The handle: an ARIA slider that is dragged or moved with the keyboard along the track. */
export function SlideHandle({
  label,
  valueText,
  progress,
  completed,
  disabled,
  hintId,
  left,
  animate,
  events,
}: SlideHandleProps) {
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      aria-describedby={hintId}
      {...events}
      className={`absolute top-1/2 flex size-[3.25rem] -translate-y-1/2 touch-none items-center justify-center rounded-full text-white shadow-md outline-offset-2 select-none focus-visible:outline-3 focus-visible:outline-indigo-700 ${
        completed ? "bg-emerald-700" : "cursor-grab bg-indigo-700 active:cursor-grabbing"
      } ${animate}`}
      style={{ left }}
    >
      <HandleIcon completed={completed} />
    </div>
  );
}

/** An arrow that points the way to slide, then a check mark once the control is completed. */
function HandleIcon({ completed }: { completed: boolean }) {
  return (
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
  );
}
