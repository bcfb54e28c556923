import type { HomeContent } from "@content/types";
import { SectionHeading } from "../section-heading";
import { VideoGallery } from "../video-gallery";

export function FeaturedVideos({ experience, initial }: { experience: HomeContent["experience"]; initial: number }) {
  return (
    <section aria-labelledby="experience" className="mx-auto max-w-7xl space-y-8 px-4 py-20">
      <SectionHeading id="experience" heading={experience.heading} intro={experience.intro} />
      <VideoGallery
        videos={experience.videos}
        initial={initial}
        anchor="experience"
        thumbnailsLabel={experience.thumbnailsLabel}
        gridClass="grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
      />
    </section>
  );
}
