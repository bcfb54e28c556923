import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { learningContent } from "@content/learning";
import { manualListings } from "@content/manuals";
import { resourceTabIds, type ResourceTabId } from "@content/types";
import { pageBasics } from "~/.server/page.server";
import { BreadcrumbsWithBackLink, visibleCrumbs } from "~/components/breadcrumbs";
import { ManualList } from "~/components/manual-list";
import { PageHero } from "~/components/page-hero";
import { Tabs } from "~/components/tabs";
import { selectedVideo, VideoGallery } from "~/components/video-gallery";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { feedbackClientAction } from "~/features/feedback/feedback-client-action";
import { FeedbackWidget } from "~/features/feedback/feedback-widget";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import type { ScriptsHandle } from "~/lib/page-scripts";

// The First Aiducation resources: the basic life support videos, the headset tutorials
// and the PDF manuals, in tabs (`?tab=`), and the feedback widget, whose send is this action.

const TAB_PARAM = "tab";
/** Id of the tabs' section: a choice made without JavaScript comes back scrolled to it. */
const TABS_ANCHOR = "resources";

function isResourceTab(value: string | null): value is ResourceTabId {
  return resourceTabIds.some((id) => id === value);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, meta, strings } = await pageBasics(request, context);
  const url = new URL(request.url);
  const requested = url.searchParams.get(TAB_PARAM);
  const tab: ResourceTabId = isResourceTab(requested) ? requested : "svb";
  const { resources, svbVideos, deviceVideos } = learningContent[lang];
  const videos = tab === "devices" ? deviceVideos : svbVideos;
  return {
    strings,
    lang,
    meta,
    tab,
    // Only the chosen tab's gallery follows `?video=`; the other starts at its first video.
    initialVideo: selectedVideo(url, videos.length),
    content: resources,
    svbVideos,
    deviceVideos,
    manuals: manualListings(lang),
    crumbs: meta.breadcrumbs ? visibleCrumbs(meta.breadcrumbs) : [],
  };
}

export async function action(args: ActionFunctionArgs) {
  return feedbackAction(args);
}

export const clientAction = feedbackClientAction;

// Hydrated: the tabs, the video lists and the feedback widget change in place.
export const handle: ScriptsHandle = { scripts: "app" };

export const meta = routeMeta;

export default function ResourcesPage() {
  const { t } = useTranslation();
  const { lang, tab, initialVideo, content, svbVideos, deviceVideos, manuals, crumbs } = useLoaderData<typeof loader>();
  const tabHeading = (id: ResourceTabId) => (
    <div className="space-y-2">
      <h2 className="text-2xl font-bold text-slate-950">{content.tabs[id].heading}</h2>
      <p className="max-w-3xl text-slate-700">{content.tabs[id].intro}</p>
    </div>
  );
  const gallery = (id: "svb" | "devices") => (
    <div className="space-y-6">
      {tabHeading(id)}
      <div className="max-w-4xl">
        <VideoGallery
          videos={id === "svb" ? svbVideos : deviceVideos}
          initial={id === tab ? initialVideo : 0}
          anchor={TABS_ANCHOR}
          thumbnailsLabel={content.thumbnailsLabel[id]}
          gridClass="grid-cols-2 sm:grid-cols-3"
          keepParams={{ [TAB_PARAM]: id }}
        />
      </div>
    </div>
  );
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <div className="space-y-8">
        <BreadcrumbsWithBackLink
          crumbs={crumbs}
          back={{ to: href("training", lang), label: t("course.backToTraining") }}
        />
        <PageHero heading={t("pages.resources.heading")} intro={t("pages.resources.intro")} image={content.image} />
      </div>
      <section id={TABS_ANCHOR} aria-label={t("resources.tabs")} className="scroll-mt-24">
        <Tabs
          label={t("resources.tabs")}
          selected={tab}
          hrefOf={(id) => `${href("resources", lang, { [TAB_PARAM]: id })}#${TABS_ANCHOR}`}
          tabs={[
            { id: "svb", label: content.tabs.svb.label, panel: gallery("svb") },
            { id: "devices", label: content.tabs.devices.label, panel: gallery("devices") },
            {
              id: "manuals",
              label: content.tabs.manuals.label,
              panel: (
                <div className="space-y-6">
                  {tabHeading("manuals")}
                  {content.manualsNote ? <p className="text-slate-700">{content.manualsNote}</p> : null}
                  <ManualList manuals={manuals} />
                </div>
              ),
            },
          ]}
        />
      </section>
      <div className="max-w-3xl scroll-mt-24">
        <FeedbackWidget heading={content.feedback.heading} intro={content.feedback.intro} />
      </div>
    </div>
  );
}
