import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { learningContent } from "@content/learning";
import { manualListings } from "@content/manuals";
import { pageBasics } from "~/.server/page.server";
import { BreadcrumbsWithBackLink, visibleCrumbs } from "~/components/breadcrumbs";
import { PageHeading } from "~/components/page-heading";
import { selectedVideo } from "~/components/video-gallery";
import { CourseProgress } from "~/features/course/course-progress";
import { CourseStepIcon } from "~/features/course/course-step-icon";
import { parseStep, STEP_ANCHOR } from "~/features/course/course-steps";
import { StepBody } from "~/features/course/step-body";
import { STEP_PARAM } from "~/lib/page-query";
import { StepNavigation } from "~/features/course/step-navigation";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import { scriptsFromData, videoScripts } from "~/lib/page-scripts";

// The six-step NeoSalus course: the step is in the address (`?step=0` to `?step=5`), so each step
// is a page of its own, loaded as a document, that works without JavaScript. A step runs only what
// it shows: the simulator (step 2), the slide control (step 3) and the feedback widget (step 5) are
// islands. The action is the feedback widget's send (step 5).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, meta, strings } = await pageBasics(request, context);
  const url = new URL(request.url);
  const step = parseStep(url.searchParams.get(STEP_PARAM));
  const { course, svbVideos, deviceVideos, resources } = learningContent[lang];
  const videos = step === 3 ? deviceVideos : svbVideos;
  return {
    strings,
    lang,
    meta,
    step,
    // Reached from another step (every step link names its step): the step's heading takes the focus.
    stepAsked: url.searchParams.has(STEP_PARAM),
    course,
    svbVideos,
    deviceVideos,
    initialVideo: selectedVideo(url, videos.length),
    manuals: manualListings(lang),
    feedbackIntro: resources.feedback.intro,
    crumbs: meta.breadcrumbs ? visibleCrumbs(meta.breadcrumbs) : [],
  };
}

export async function action(args: ActionFunctionArgs) {
  return feedbackAction(args);
}

type CourseData = ReturnType<typeof useLoaderData<typeof loader>>;

export const handle = scriptsFromData<CourseData>(({ step, svbVideos, deviceVideos }) =>
  videoScripts(step === 1 ? svbVideos : step === 3 ? deviceVideos : []),
);

export const meta = routeMeta;

export default function CoursePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { lang, step, stepAsked, course, crumbs } = data;
  const current = course.steps[step];

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
      <div className="space-y-6">
        <BreadcrumbsWithBackLink
          crumbs={crumbs}
          back={{ to: href("training", lang), label: t("course.backToTraining") }}
        />
        <PageHeading heading={t("pages.course.heading")} intro={t("pages.course.intro")} />
      </div>
      <CourseProgress steps={course.steps} current={step} />
      <section id={STEP_ANCHOR} aria-labelledby="step-heading" className="scroll-mt-24 space-y-8">
        <header className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-white">
            <CourseStepIcon name={current?.icon ?? "intro"} />
          </span>
          <div>
            <h2
              id="step-heading"
              tabIndex={-1}
              // A step reached from another one starts with its heading focused, so that a keyboard
              // or screen-reader user starts reading there; the course's first page starts as any page.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus moves as a change of step's would
              autoFocus={stepAsked}
              className="text-2xl font-bold text-slate-950 outline-offset-4 sm:text-3xl"
            >
              {current?.title}
            </h2>
            <p className="text-slate-700">{current?.description}</p>
          </div>
        </header>
        <StepBody data={data} />
      </section>
      <StepNavigation current={step} />
    </div>
  );
}
