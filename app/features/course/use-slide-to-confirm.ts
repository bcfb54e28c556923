import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { dragProgress, initialSlideState, KEY_STEP, slideTransition, type SlideEvent } from "./slide-state";

/** Where a drag started: the pointer, the handle and the distance the handle can travel. */
interface DragStart {
  x: number;
  progress: number;
  travel: number;
}

/** The keys the handle answers, as the state machine's events; any other key is left to the page. */
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

/**
 * The slide control's state (slide-state.ts) and the pointer and key handlers that feed it. The
 * track's ref measures how far the handle can travel when a drag starts, and `onComplete` is
 * called once, the first time the control completes.
 */
export function useSlideToConfirm({ disabled, onComplete }: { disabled: boolean; onComplete: () => void }) {
  const [state, dispatch] = useReducer(
    (current: typeof initialSlideState, event: SlideEvent) => slideTransition(current, event, disabled),
    initialSlideState,
  );
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<DragStart | null>(null);
  const reported = useRef(false);
  const completed = state.status === "completed";

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
    dispatch({ type: "grab" });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    dispatch({ type: "move", progress: dragProgress(start.progress, event.clientX - start.x, start.travel) });
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    dispatch({ type: "release" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const slideEvent = keyEvents[event.key];
    if (!slideEvent) return;
    event.preventDefault();
    dispatch(slideEvent);
  };

  return {
    state,
    completed,
    track,
    /** The handle's event props, spread onto it as they are. */
    handleEvents: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
    /** The button below the track: completes without a drag. */
    confirm: () => dispatch({ type: "complete" }),
  };
}

/** The handle's pointer and key handlers, as the hook gives them. */
export type SlideHandleEvents = ReturnType<typeof useSlideToConfirm>["handleEvents"];
