// The slide-to-confirm control's state machine: idle, dragging, completed, and an
// optional disabled control that ignores everything. Dragging past 90 % of the track completes it,
// once; releasing earlier sends the handle back. The keyboard moves the handle by steps and can
// complete it at once. Pure: the control's hook (use-slide-to-confirm.ts) only turns pointer and key
// events into these events.

/** Progress (percent of the track) past which a drag completes the control. */
export const COMPLETE_PAST = 90;
/** Percent moved by one arrow key. */
export const KEY_STEP = 10;

export type SlideStatus = "idle" | "dragging" | "completed";

export interface SlideState {
  status: SlideStatus;
  /** Position of the handle, 0 to 100 percent of the track. */
  progress: number;
}

export type SlideEvent =
  | { type: "grab" }
  | { type: "move"; progress: number }
  | { type: "release" }
  /** Arrow keys (±KEY_STEP) and Home (to 0). */
  | { type: "step"; by: number }
  | { type: "to-start" }
  /** Enter, Space, End, or the confirm button: completes without dragging. */
  | { type: "complete" };

export const initialSlideState: SlideState = { status: "idle", progress: 0 };

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Where the handle is, moved to `progress`: past the threshold it is complete. */
function placed(status: "idle" | "dragging", progress: number): SlideState {
  const clamped = clampPercent(progress);
  return clamped > COMPLETE_PAST ? { status: "completed", progress: 100 } : { status, progress: clamped };
}

export function slideTransition(state: SlideState, event: SlideEvent, disabled = false): SlideState {
  // A disabled control and a completed one ignore everything: it completes only once.
  if (disabled || state.status === "completed") return state;
  switch (event.type) {
    case "grab":
      return { status: "dragging", progress: state.progress };
    case "move":
      return state.status === "dragging" ? placed("dragging", event.progress) : state;
    case "release":
      return state.status === "dragging" ? initialSlideState : state;
    case "step":
      return state.status === "dragging" ? state : placed("idle", state.progress + event.by);
    case "to-start":
      return state.status === "dragging" ? state : initialSlideState;
    case "complete":
      return { status: "completed", progress: 100 };
  }
}

/**
 * Progress of a drag: where the handle started (percent), how far the pointer has moved (px) and
 * the distance the handle can travel (track width minus handle width, px).
 */
export function dragProgress(startProgress: number, movedPx: number, travelPx: number): number {
  if (travelPx <= 0) return startProgress;
  return clampPercent(startProgress + (movedPx / travelPx) * 100);
}
