import { useState } from "react";
import type { HomeContent } from "@content/types";
import { SectionHeading } from "../section-heading";
import { VideoPlayer } from "../video-player";

export const SELECTED_VIDEO_PARAM = "video";

/**
 * The featured player and its thumbnails. Thumbnails are toggle buttons; without JavaScript they
 * submit a GET form (?video=N) and the server renders the chosen video, so the choice still works.
 */
export function FeaturedVideos({ experience, initial }: { experience: HomeContent["experience"]; initial: number }) {
  const [selected, setSelected] = useState(initial);
  const current = experience.videos[selected] ?? experience.videos[0];
  if (!current) return null;
  return (
    <section aria-labelledby="experience" className="mx-auto max-w-7xl space-y-8 px-4 py-20">
      <SectionHeading id="experience" heading={experience.heading} intro={experience.intro} />
      <div className="space-y-3">
        <VideoPlayer key={current.poster} videoId={current.id} title={current.title} poster={current.poster} />
        <h3 className="text-lg font-semibold text-slate-950">{current.title}</h3>
        <p className="text-slate-700">{current.description}</p>
      </div>
      <form method="get" action="#experience" aria-label={experience.thumbnailsLabel}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {experience.videos.map((video, index) => (
            <li key={video.poster}>
              <button
                type="submit"
                name={SELECTED_VIDEO_PARAM}
                value={index}
                aria-pressed={index === selected}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                className="w-full rounded-lg border-2 border-transparent p-1 text-left text-sm font-semibold text-slate-800 hover:border-indigo-300 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-50"
              >
                <img
                  src={video.poster}
                  alt=""
                  width={1280}
                  height={720}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full rounded-md object-cover"
                />
                <span className="mt-2 block">{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </section>
  );
}
