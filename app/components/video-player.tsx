import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { embedUrl, watchUrl } from "~/lib/video";

export type VideoShape = "landscape" | "portrait";

interface VideoPlayerProps {
  /** Provider id; null while the video is not published (the poster says it is coming). */
  videoId: string | null;
  title: string;
  /** Poster served from this site. */
  poster: string;
  shape?: VideoShape;
  /** Below the fold the poster loads lazily; the first screen's poster loads at once. */
  lazy?: boolean;
}

const shapes: Record<VideoShape, { ratio: string; width: number; height: number }> = {
  landscape: { ratio: "aspect-video", width: 1280, height: 720 },
  portrait: { ratio: "aspect-[9/16]", width: 720, height: 1280 },
};

/**
 * Privacy-first, two-click video: a poster from this site and a play control; the provider's
 * iframe is inserted only when the visitor clicks play: by this component on a hydrated page, by
 * VideoEmbedScript on a page without the application. Without JavaScript the control is a link to
 * the video on the provider's site. Give it a `key` of the video id so that choosing another
 * video starts again from the poster.
 */
export function VideoPlayer({ videoId, title, poster, shape = "landscape", lazy = true }: VideoPlayerProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { ratio, width, height } = shapes[shape];

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const frameClass = `${ratio} w-full rounded-xl bg-slate-950`;

  if (playing && videoId) {
    return (
      <iframe
        ref={frameRef}
        src={embedUrl(videoId)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={frameClass}
      />
    );
  }

  return (
    <div className={`relative ${ratio} w-full overflow-hidden rounded-xl bg-slate-900`}>
      <img
        src={poster}
        alt=""
        width={width}
        height={height}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {videoId ? (
        <a
          href={watchUrl(videoId)}
          // What the inline player of a page without the application reads (video-embed.inline.js).
          data-embed={embedUrl(videoId)}
          data-title={title}
          data-frame-class={frameClass}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          className="group absolute inset-0 flex items-center justify-center"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-110 group-hover:bg-white">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 text-indigo-800">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="sr-only">{t("video.play", { title })}</span>
        </a>
      ) : (
        <p className="absolute inset-x-0 bottom-0 bg-slate-950/80 px-4 py-3 text-sm font-semibold text-white">
          {t("video.comingSoon", { title })}
        </p>
      )}
    </div>
  );
}
