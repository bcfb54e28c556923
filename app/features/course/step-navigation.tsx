import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { COURSE_STEP_COUNT, nextStep, previousStep } from "./course-steps";
import { StepLink } from "./step-link";

/** Previous and next, with 'Paso N de 6' between them; at either end the button is disabled. */
export function StepNavigation({ current }: { current: number }) {
  const { t } = useTranslation();
  const previous = previousStep(current);
  const next = nextStep(current);
  const disabledClass = `${buttonClass("outline", "sm")} cursor-not-allowed opacity-50`;
  return (
    <nav
      aria-label={t("course.stepNavigation")}
      className="grid grid-cols-[auto_1fr_auto] items-center gap-2 border-t border-slate-200 pt-6"
    >
      {previous === null ? (
        <button type="button" disabled className={disabledClass}>
          ← {t("course.previous")}
        </button>
      ) : (
        <StepLink step={previous} rel="prev" className={buttonClass("outline", "sm")}>
          ← {t("course.previous")}
        </StepLink>
      )}
      <p className="text-center text-sm font-semibold text-slate-700 sm:text-base">
        {t("course.stepOf", { number: current + 1, total: COURSE_STEP_COUNT })}
      </p>
      {next === null ? (
        <button type="button" disabled className={disabledClass}>
          {t("course.next")} →
        </button>
      ) : (
        <StepLink step={next} rel="next" className={buttonClass("primary", "sm")}>
          {t("course.next")} →
        </StepLink>
      )}
    </nav>
  );
}
