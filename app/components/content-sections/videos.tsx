import { VideoGallery } from "../video-gallery";
import { VideoPlayer } from "../video-player";
import { SectionFrame } from "./section-frame";
import type { SectionProps } from "./section-props";

// The sections that show videos: one with its description, or a carousel of several.

/** The carousel's anchor, which its choices without JavaScript come back scrolled to. */
const VIDEOS_ANCHOR = "videos";

export function VideoSection({ section, id }: SectionProps<"video">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-6">
      <div className="max-w-4xl space-y-2">
        <VideoPlayer videoId={section.video.id} title={section.video.title} poster={section.video.poster} />
        <p className="text-slate-700">{section.video.description}</p>
      </div>
    </SectionFrame>
  );
}

export function VideoCarouselSection({ section, initialVideo }: SectionProps<"video-carousel">) {
  return (
    <SectionFrame id={VIDEOS_ANCHOR} section={section} className="space-y-6">
      <div className="max-w-4xl">
        <VideoGallery
          videos={section.videos}
          initial={initialVideo}
          anchor={VIDEOS_ANCHOR}
          thumbnailsLabel={section.thumbnailsLabel}
          gridClass="min-[25rem]:grid-cols-2 sm:grid-cols-3"
          stepLabels={{ previous: section.previousLabel, next: section.nextLabel }}
        />
      </div>
    </SectionFrame>
  );
}
