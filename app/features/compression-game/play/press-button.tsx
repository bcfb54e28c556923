import { useRef, type RefObject } from "react";
import { useTranslation } from "~/lib/translation";
import type { GameState } from "./game-state";
import { pressFilter } from "../measures/press-filter";
import type { Verdict } from "../measures/rules";
import { inputTime } from "./use-compression-game";

const verdictStyle: Record<Verdict, string> = {
  perfect: "bg-emerald-100 text-emerald-900",
  slow: "bg-amber-100 text-amber-900",
  fast: "bg-red-100 text-red-900",
};

interface PressButtonProps {
  /** The game's fixed id prefix (compression-game.tsx). */
  id: string;
  buttonRef: RefObject<HTMLButtonElement>;
  state: GameState;
  hydrated: boolean;
  /** A press, with the event whose time stamp says when it happened. */
  onPress: (event: { timeStamp: number }) => void;
  /** Whether each press's verdict is shown (not in a class's test round). */
  feedback?: boolean;
  /**
   * The verdict above the button rather than under it: on a phone in a class the game is scrolled
   * to the top of the screen, where the verdict above stays in view beside the thumb.
   */
  verdictFirst?: boolean;
}

/** The button pressed at the rhythm, its hint, and the verdict of each press while the game runs. */
export function PressButton({
  id,
  buttonRef,
  state,
  hydrated,
  onPress,
  feedback = true,
  verdictFirst = false,
}: PressButtonProps) {
  const { t } = useTranslation();
  const running = state.status === "running";
  const { lastVerdict, compressions } = state;
  // One contact, one compression (press-filter.ts): a second finger or a key's repeat is not another.
  const counts = useRef(pressFilter()).current;
  // Its room is kept while empty, so that the button does not move when a verdict appears.
  const verdict = (
    <p aria-live="polite" aria-atomic="true" className="min-h-10" data-verdict="">
      {lastVerdict && running && feedback ? (
        <span className={`inline-block rounded-full px-4 py-2 text-lg font-bold ${verdictStyle[lastVerdict]}`}>
          {t(`game.verdict.${lastVerdict}`)}
          <span className="sr-only"> ({compressions})</span>
        </span>
      ) : null}
    </p>
  );
  return (
    <div className="flex flex-col items-center gap-4">
      {verdictFirst ? verdict : null}
      <button
        ref={buttonRef}
        type="button"
        aria-disabled={!running}
        aria-describedby={`${id}-press-hint`}
        disabled={!hydrated}
        // Pointer presses count on the way down, like a compression; keys count once per press.
        onPointerDown={(event) => {
          // Only a touch or a pen has other pointers than the primary one: a mouse's is always it.
          const isPrimary = event.isPrimary || (event.pointerType !== "touch" && event.pointerType !== "pen");
          if (event.button === 0 && counts({ at: inputTime(event), isPrimary })) onPress(event);
        }}
        onKeyDown={(event) => {
          if (event.key !== " " && event.key !== "Enter") return;
          event.preventDefault(); // no click from the key, no page scroll
          if (counts({ at: inputTime(event), repeat: event.repeat })) onPress(event);
        }}
        onKeyUp={(event) => {
          if (event.key === " ") event.preventDefault(); // Space would click on release
        }}
        onClick={(event) => {
          // A click with no pointer behind it (a screen reader's activation) is a press too.
          if (event.detail === 0 && counts({ at: inputTime(event) })) onPress(event);
        }}
        // A transparent border: forced colours drop the fill and paint the border, the button's edge.
        className="flex size-44 touch-manipulation items-center justify-center rounded-full border-4 border-transparent bg-rose-700 text-xl font-extrabold tracking-wide text-white uppercase shadow-lg select-none hover:bg-rose-800 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-indigo-700 disabled:opacity-60 aria-disabled:bg-slate-500 motion-safe:transition-transform motion-safe:active:scale-95 sm:size-52"
      >
        {t("game.compress")}
      </button>
      <p id={`${id}-press-hint`} className="max-w-md text-center text-sm text-slate-600">
        {t("game.pressHint")}
        {/* The keys are for a keyboard: a touch screen (a coarse pointer alone) is not told of them. */}
        <span className="any-pointer-fine:inline hidden"> {t("game.pressKeysHint")}</span>
      </p>
      {verdictFirst ? null : verdict}
    </div>
  );
}
