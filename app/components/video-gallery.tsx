import { useState, type MouseEvent } from "react";
import type { VideoEntry } from "@content/types";
import { wrapIndex } from "~/lib/carousel";
import { buttonClass } from "./ui/button-styles";
import { VideoPlayer } from "./video-player";
import { SELECTED_VIDEO_PARAM } from "~/lib/page-query";

/** The chosen video from a request's address, if it names one of `count` videos. */
export function selectedVideo(url: URL, count: number): number {
  const requested = Number(url.searchParams.get(SELECTED_VIDEO_PARAM));
  return Number.isInteger(requested) && requested >= 0 && requested < count ? requested : 0;
}

interface VideoGalleryProps {
  videos: VideoEntry[];
  initial: number;
  /** Id of the section, so that a choice made without JavaScript comes back to it. */
  anchor: string;
  thumbnailsLabel: string;
  /** Columns of the thumbnail grid from a width up: one below it (a small phone, where two would split the titles mid-word). */
  gridClass: string;
  /** Previous/Next buttons that wrap at both ends, when given. */
  stepLabels?: { previous: string; next: string };
  /** Other parameters of the page's address that a choice made without JavaScript keeps (a tab, a step). */
  keepParams?: Record<string, string>;
}

/**
 * A player with selectable thumbnails (toggle buttons, `aria-pressed`). The controls submit a GET
 * form (?video=N) that the server renders, so without JavaScript they work too; with JavaScript
 * they change the video in place.
 */
export function VideoGallery({
  videos,
  initial,
  anchor,
  thumbnailsLabel,
  gridClass,
  stepLabels,
  keepParams = {},
}: VideoGalleryProps) {
  const [selected, setSelected] = useState(initial);
  const current = videos[selected];
  if (!current) return null;
  const choose = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setSelected(index);
  };
  const previous = wrapIndex(selected, -1, videos.length);
  const next = wrapIndex(selected, 1, videos.length);
  return (
    <form method="get" action={`#${anchor}`} className="space-y-4">
      {Object.entries(keepParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <VideoPlayer key={current.poster} videoId={current.id} title={current.title} poster={current.poster} />
      <div aria-live="polite">
        <h3 className="text-lg font-semibold text-slate-950">{current.title}</h3>
        <p className="text-slate-700">{current.description}</p>
      </div>
      {stepLabels ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name={SELECTED_VIDEO_PARAM}
            value={previous}
            onClick={choose(previous)}
            className={buttonClass("outline", "sm")}
          >
            ← {stepLabels.previous}
          </button>
          <button
            type="submit"
            name={SELECTED_VIDEO_PARAM}
            value={next}
            onClick={choose(next)}
            className={buttonClass("outline", "sm")}
          >
            {stepLabels.next} →
          </button>
        </div>
      ) : null}
      <ul aria-label={thumbnailsLabel} className={`grid gap-4 ${gridClass}`}>
        {videos.map((video, index) => (
          <li key={video.poster}>
            <button
              type="submit"
              name={SELECTED_VIDEO_PARAM}
              value={index}
              aria-pressed={index === selected}
              onClick={choose(index)}
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
  );
}
