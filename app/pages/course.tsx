import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { learningContent } from "@content/learning";
import { manualListings } from "@content/manuals";
import { ercGuidelinesUrl } from "@content/external-urls";
import { pageBasics } from "~/.server/page.server";
import { BreadcrumbsWithBackLink, visibleCrumbs } from "~/components/breadcrumbs";
import { ManualList } from "~/components/manual-list";
import { PageHeading } from "~/components/page-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { buttonClass } from "~/components/ui/button-styles";
import { selectedVideo, VideoGallery } from "~/components/video-gallery";
import { CompressionGameIsland } from "~/features/compression-game/compression-game.island";
import { CourseProgress } from "~/features/course/course-progress";
import { CourseStepIcon } from "~/features/course/course-step-icon";
import { parseStep } from "~/features/course/course-steps";
import { STEP_PARAM } from "~/lib/page-query";
import { StepLink } from "~/features/course/step-link";
import { StepNavigation } from "~/features/course/step-navigation";
import { SlideConfirmIsland } from "~/features/course/slide-confirm.island";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { PageFeedbackWidget } from "~/features/feedback/page-feedback-widget";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import { scriptsFromData, videoScripts } from "~/lib/page-scripts";

// The six-step NeoSalus course: the step is in the address (`?step=0` to `?step=5`), so each step
// is a page of its own, loaded as a document, that works without JavaScript. A step runs only what
// it shows: the simulator (step 2), the slide control (step 3) and the feedback widget (step 5) are
// islands. The action is the feedback widget's send (step 5).

/** Id of the step's section: a video chosen without JavaScript comes back scrolled to it. */
const STEP_ANCHOR = "step";

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

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="max-w-3xl space-y-3 text-lg text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

const galleryGrid = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5";

/** What each step shows under its heading. */
function StepBody({ data }: { data: CourseData }) {
  const { t } = useTranslation();
  const { lang, step, course, svbVideos, deviceVideos, initialVideo, manuals, feedbackIntro } = data;
  switch (step) {
    case 0:
      return (
        <div className="space-y-8">
          <div className="grid items-center gap-8 md:grid-cols-2">
            <Paragraphs paragraphs={course.introduction.paragraphs} />
            <img
              src={course.image.src}
              alt={course.image.alt}
              width={1200}
              height={750}
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
            />
          </div>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {course.steps.map((item) => (
              <li key={item.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <CourseStepIcon name={item.icon} className="size-6 shrink-0 text-indigo-700" />
                <div>
                  <p className="font-bold text-slate-950">{item.title}</p>
                  <p className="text-sm text-slate-700">{item.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <StepLink step={1} className={buttonClass()}>
            {course.introduction.start}
          </StepLink>
        </div>
      );
    case 1:
      return (
        <div className="space-y-6">
          <Paragraphs paragraphs={course.svb.paragraphs} />
          <VideoGallery
            videos={svbVideos}
            initial={initialVideo}
            anchor={STEP_ANCHOR}
            thumbnailsLabel={course.svb.thumbnailsLabel}
            gridClass="grid-cols-2"
            keepParams={{ [STEP_PARAM]: "1" }}
          />
        </div>
      );
    case 2:
      return (
        <div className="space-y-6">
          <p className="max-w-3xl rounded-xl border-l-4 border-rose-600 bg-rose-50 p-4 text-lg text-rose-950">
            <strong>{t("course.goal")}:</strong> {course.simulator.goal}
          </p>
          <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
            {course.simulator.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          {/* Practice only: the course saves no score (the leaderboard is on the First Aiducation page). */}
          <CompressionGameIsland />
        </div>
      );
    case 3:
      return (
        <div className="space-y-8">
          <Paragraphs paragraphs={course.devices.paragraphs} />
          <VideoGallery
            videos={deviceVideos}
            initial={initialVideo}
            anchor={STEP_ANCHOR}
            thumbnailsLabel={course.devices.thumbnailsLabel}
            gridClass={galleryGrid}
            keepParams={{ [STEP_PARAM]: "3" }}
          />
          <SlideConfirmIsland
            slideLabel={course.devices.slideLabel}
            completed={course.devices.completed}
            confirmButton={course.devices.confirmButton}
          />
        </div>
      );
    case 4:
      return (
        <div className="space-y-10">
          <div className="grid items-center gap-8 md:grid-cols-[2fr_1fr]">
            <div className="space-y-6">
              <Paragraphs paragraphs={course.guidelines.paragraphs} />
              <a href={ercGuidelinesUrl} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
                {course.guidelines.button}
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            </div>
            <img
              src={course.guidelines.cover.src}
              alt={course.guidelines.cover.alt}
              width={600}
              height={800}
              className="mx-auto aspect-[3/4] w-full max-w-56 rounded-lg shadow-lg"
            />
          </div>
          <div className="space-y-4">
            <h3 className="text-xl font-bold text-slate-950">{t("course.manualsHeading")}</h3>
            <p className="max-w-3xl text-slate-700">{course.guidelines.manualsIntro}</p>
            <ManualList manuals={manuals} headingLevel={4} />
          </div>
        </div>
      );
    default:
      return (
        <div className="space-y-10">
          <div className="max-w-3xl">
            <PageFeedbackWidget heading={course.finish.ratingHeading} intro={feedbackIntro} headingLevel={3} />
          </div>
          <div className="max-w-3xl space-y-4">
            <h3 className="text-2xl font-bold text-slate-950">{course.finish.congratulationsHeading}</h3>
            <Paragraphs paragraphs={course.finish.congratulations} />
            <div className="flex flex-wrap gap-4">
              <StepLink step={0} className={buttonClass("outline")}>
                {course.finish.restart}
              </StepLink>
              <ButtonLink href={href("training", lang)}>{course.finish.backToTraining}</ButtonLink>
            </div>
          </div>
        </div>
      );
  }
}
