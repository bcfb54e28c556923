import type { CourseStep } from "@content/types";
import { useTranslation } from "~/lib/translation";
import { CourseStepIcon } from "./course-step-icon";
import { StepLink } from "./step-link";
import { COURSE_STEP_COUNT } from "./course-steps";

/**
 * The progress bar of the six steps: how far the visitor is, and a link to each step,
 * so any step is one click (or one Tab and Enter) away. The current step is `aria-current="step"`.
 */
export function CourseProgress({ steps, current }: { steps: CourseStep[]; current: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("course.progress")} className="space-y-4">
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-indigo-700 motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${((current + 1) / COURSE_STEP_COUNT) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-6 gap-1 sm:gap-3">
        {steps.map((step) => {
          const state = step.id === current ? "current" : step.id < current ? "done" : "ahead";
          return (
            <li key={step.id}>
              <StepLink
                step={step.id}
                aria-current={state === "current" ? "step" : undefined}
                className="group flex flex-col items-center gap-2 rounded-lg p-1 text-center text-xs font-semibold text-slate-700 hover:text-indigo-800 sm:text-sm"
              >
                <span
                  className={`flex size-10 items-center justify-center rounded-full border-2 ${
                    state === "current"
                      ? "border-indigo-700 bg-indigo-700 text-white"
                      : state === "done"
                        ? "border-indigo-700 bg-indigo-50 text-indigo-800"
                        : "border-slate-300 bg-white text-slate-600"
                  }`}
                >
                  <CourseStepIcon name={step.icon} className="size-5" />
                </span>
                <span className="sr-only sm:not-sr-only">
                  {t("course.stepOf", { number: step.id + 1, total: COURSE_STEP_COUNT })}: {step.title}
                </span>
              </StepLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
