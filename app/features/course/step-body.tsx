import type { CourseContent, ManualListing, VideoEntry } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { FinishStep } from "./steps/finish";
import { GuidelinesStep } from "./steps/guidelines";
import { IntroStep } from "./steps/intro";
import { SimulatorStep } from "./steps/simulator";
import { DevicesStep, SvbStep } from "./steps/videos";

/** What the steps show, from the course page's loader (course.tsx). */
export interface StepBodyData {
  lang: Lang;
  /** 0 to 5, the `?step=` value. */
  step: number;
  course: CourseContent;
  svbVideos: VideoEntry[];
  deviceVideos: VideoEntry[];
  /** The video the step's gallery starts on (`?video=`). */
  initialVideo: number;
  manuals: ManualListing[];
  feedbackIntro: string;
}

/**
 * What each step shows under its heading. Each step renders only its own islands (the simulator,
 * the slide control, the feedback widget), so a step's page loads only the scripts it uses.
 */
export function StepBody({ data }: { data: StepBodyData }) {
  const { lang, step, course, svbVideos, deviceVideos, initialVideo, manuals, feedbackIntro } = data;
  switch (step) {
    case 0:
      return <IntroStep course={course} />;
    case 1:
      return <SvbStep svb={course.svb} videos={svbVideos} initialVideo={initialVideo} />;
    case 2:
      return <SimulatorStep simulator={course.simulator} />;
    case 3:
      return <DevicesStep devices={course.devices} videos={deviceVideos} initialVideo={initialVideo} />;
    case 4:
      return <GuidelinesStep guidelines={course.guidelines} manuals={manuals} />;
    default:
      return <FinishStep finish={course.finish} feedbackIntro={feedbackIntro} lang={lang} />;
  }
}
