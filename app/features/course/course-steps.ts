import { STEP_PARAM } from "~/lib/page-query";
// Navigation of the six-step course (step index 0 to 5; next and previous move by one
// within bounds; the progress bar jumps to any step). The step lives in the address
// (`?step=N`), so every step is a real page that works without JavaScript.

export const COURSE_STEP_COUNT = 6;
export const FIRST_STEP = 0;
export const LAST_STEP = COURSE_STEP_COUNT - 1;

/** Step of the device tutorials, whose confirmation moves the course on. */
export const VIRTUAL_PHASE_STEP = 3;

/** Id of the step's section: a video chosen without JavaScript comes back scrolled to it. */
export const STEP_ANCHOR = "step";

/** Delay between the confirmation of the virtual phase and the next step (0.8 s). */
export const AUTO_ADVANCE_MS = 800;

/**
 * The step an address asks for. A missing or malformed value is the first step; a number out of
 * range is the nearest end, so an old or mistyped link still lands on a real step.
 */
export function parseStep(value: string | null): number {
  if (value === null || !/^-?\d+$/.test(value.trim())) return FIRST_STEP;
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Number(value)));
}

/** The step before, or null on the first one (its button is then disabled). */
export function previousStep(step: number): number | null {
  return step > FIRST_STEP ? step - 1 : null;
}

/** The step after, or null on the last one (its button is then disabled). */
export function nextStep(step: number): number | null {
  return step < LAST_STEP ? step + 1 : null;
}

/** The query string of a step's address. */
export function stepSearch(step: number): string {
  return `?${STEP_PARAM}=${step}`;
}
