import type { CourseContent } from "@content/types";
import { ButtonLink } from "~/components/ui/button-link";
import { buttonClass } from "~/components/ui/button-styles";
import { StepLink } from "../step-link";
import { PageFeedbackWidget } from "~/features/feedback/page-feedback-widget";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { Paragraphs } from "./paragraphs";

interface FinishStepProps {
  finish: CourseContent["finish"];
  /** The feedback widget's introduction, the resources page's own. */
  feedbackIntro: string;
  lang: Lang;
}

/** Step 5: the rating of the course, the congratulations, and the ways back. */
export function FinishStep({ finish, feedbackIntro, lang }: FinishStepProps) {
  return (
    <div className="space-y-10">
      <div className="max-w-3xl">
        <PageFeedbackWidget heading={finish.ratingHeading} intro={feedbackIntro} headingLevel={3} />
      </div>
      <div className="max-w-3xl space-y-4">
        <h3 className="text-2xl font-bold text-slate-950">{finish.congratulationsHeading}</h3>
        <Paragraphs paragraphs={finish.congratulations} />
        <div className="flex flex-wrap gap-4">
          <StepLink step={0} className={buttonClass("outline")}>
            {finish.restart}
          </StepLink>
          <ButtonLink href={href("training", lang)}>{finish.backToTraining}</ButtonLink>
        </div>
      </div>
    </div>
  );
}
