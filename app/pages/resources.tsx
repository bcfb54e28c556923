import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { learningContent } from "@content/learning";
import { manualListings } from "@content/manuals";
import { resourceTabIds, type ResourceTabId } from "@content/types";
import { pageBasics } from "~/.server/page.server";
import { BreadcrumbsWithBackLink, visibleCrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { selectedVideo } from "~/components/video-gallery";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { PageFeedbackWidget } from "~/features/feedback/page-feedback-widget";
import { ResourceTabsIsland } from "~/features/resources/resource-tabs.island";
import { TAB_PARAM } from "~/lib/page-query";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import type { ScriptsHandle } from "~/lib/page-scripts";

// The First Aiducation resources: the basic life support videos, the headset tutorials and the PDF
// manuals, in tabs (`?tab=`), and the feedback widget, whose send is this action. The page runs
// two islands: the tabs (which switch in place) and the feedback widget.

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
  const tabHrefs = Object.fromEntries(
    resourceTabIds.map((id) => [id, `${href("resources", lang, { [TAB_PARAM]: id })}#${TABS_ANCHOR}`]),
  ) as Record<ResourceTabId, string>;
  return {
    strings,
    lang,
    meta,
    tabs: {
      selected: tab,
      // Only the chosen tab's gallery follows `?video=`; the other starts at its first video.
      initialVideo: selectedVideo(url, videos.length),
      tabHrefs,
      anchor: TABS_ANCHOR,
      content: { tabs: resources.tabs, thumbnailsLabel: resources.thumbnailsLabel, manualsNote: resources.manualsNote },
      svbVideos,
      deviceVideos,
      manuals: manualListings(lang),
    },
    image: resources.image,
    feedback: resources.feedback,
    crumbs: meta.breadcrumbs ? visibleCrumbs(meta.breadcrumbs) : [],
  };
}

export async function action(args: ActionFunctionArgs) {
  return feedbackAction(args);
}

export const handle: ScriptsHandle = { scripts: "none" };

export const meta = routeMeta;

export default function ResourcesPage() {
  const { t } = useTranslation();
  const { lang, tabs, image, feedback, crumbs } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <div className="space-y-8">
        <BreadcrumbsWithBackLink
          crumbs={crumbs}
          back={{ to: href("training", lang), label: t("course.backToTraining") }}
        />
        <PageHero heading={t("pages.resources.heading")} intro={t("pages.resources.intro")} image={image} />
      </div>
      <section id={TABS_ANCHOR} aria-label={t("resources.tabs")} className="scroll-mt-24">
        <ResourceTabsIsland {...tabs} />
      </section>
      <div className="max-w-3xl scroll-mt-24">
        <PageFeedbackWidget heading={feedback.heading} intro={feedback.intro} />
      </div>
    </div>
  );
}
