import { useCallback, useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useHydrated } from "~/lib/use-hydrated";
import { STEP_PARAM } from "~/lib/page-query";
import { AUTO_ADVANCE_MS, stepSearch, VIRTUAL_PHASE_STEP } from "./course-steps";
import { SlideToConfirm } from "./slide-to-confirm";

/** Everything the confirmation shows, as plain data: the island's props. */
export interface VirtualPhaseConfirmProps {
  slideLabel: string;
  /** '✓ Fase virtual completada'. */
  completed: string;
  /** The submit button shown until JavaScript runs. */
  confirmButton: string;
}

const NEXT_STEP = VIRTUAL_PHASE_STEP + 1;

/**
 * Step 3's confirmation: the slide control, which on completion says so and moves to the
 * next step 0.8 s later. Without JavaScript it is a submit button that moves to the next step.
 * An island (slide-confirm.island.tsx): the page around it runs no script, so the next
 * step loads as a document, as a step link does.
 */
export function VirtualPhaseConfirm({ slideLabel, completed, confirmButton }: VirtualPhaseConfirmProps) {
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const onComplete = useCallback(() => setDone(true), []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => window.location.assign(stepSearch(NEXT_STEP)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      {hydrated ? (
        <SlideToConfirm label={slideLabel} onComplete={onComplete} />
      ) : (
        <form method="get">
          <button type="submit" name={STEP_PARAM} value={NEXT_STEP} className={buttonClass()}>
            {confirmButton}
          </button>
        </form>
      )}
      <p role="status" className="min-h-6 font-semibold text-emerald-800">
        {done ? completed : null}
      </p>
    </div>
  );
}
