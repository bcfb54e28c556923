import type { HomeContent } from "@content/types";
import { VideoPlayer } from "../video-player";

export function EventsVideos({ events }: { events: HomeContent["events"] }) {
  return (
    <section aria-labelledby="videos" className="bg-slate-950 text-white">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-20">
        <div className="max-w-3xl space-y-3">
          <h2 id="videos" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {events.heading}
          </h2>
          <p className="text-lg text-slate-300">{events.intro}</p>
        </div>
        <ul className="mx-auto grid max-w-3xl gap-8 sm:grid-cols-2">
          {events.videos.map((video) => (
            <li key={video.poster} className="space-y-3">
              <VideoPlayer videoId={video.id} title={video.title} poster={video.poster} shape="portrait" />
              <p className="font-semibold">{video.title}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
