import type { ManualListing, ResourcesContent, ResourceTabId, VideoEntry } from "@content/types";
import { ManualList } from "~/components/manual-list";
import { Tabs } from "~/components/tabs";
import { VideoGallery } from "~/components/video-gallery";
import { useTranslation } from "~/lib/translation";
import { TAB_PARAM } from "~/lib/page-query";

/** Everything the resources' tabs show, as plain data: the island's props (resources.tsx). */
export interface ResourceTabsProps {
  selected: ResourceTabId;
  /** The chosen video of the chosen tab's gallery (`?video=`); the other gallery starts at its first. */
  initialVideo: number;
  /** The page's address with each tab chosen, scrolled to the tabs: what each tab links to. */
  tabHrefs: Record<ResourceTabId, string>;
  /** Id of the tabs' section: a video chosen without JavaScript comes back scrolled to it. */
  anchor: string;
  content: Pick<ResourcesContent, "tabs" | "thumbnailsLabel" | "manualsNote">;
  svbVideos: VideoEntry[];
  deviceVideos: VideoEntry[];
  manuals: ManualListing[];
}

/**
 * The resources page's three tabs: the basic life support videos, the headsets' tutorials and the
 * PDF manuals. Links to each tab's address without JavaScript; ARIA tabs that switch in place with
 * it (an island, resource-tabs.island.tsx).
 */
export function ResourceTabs({
  selected,
  initialVideo,
  tabHrefs,
  anchor,
  content,
  svbVideos,
  deviceVideos,
  manuals,
}: ResourceTabsProps) {
  const { t } = useTranslation();
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
          initial={id === selected ? initialVideo : 0}
          anchor={anchor}
          thumbnailsLabel={content.thumbnailsLabel[id]}
          gridClass="min-[25rem]:grid-cols-2 sm:grid-cols-3"
          keepParams={{ [TAB_PARAM]: id }}
        />
      </div>
    </div>
  );
  return (
    <Tabs
      label={t("resources.tabs")}
      selected={selected}
      hrefOf={(id) => tabHrefs[id]}
      idPrefix="resources"
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
  );
}
