import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { VideoPlayer } from "./video-player";

// What the server sends for a video, before any click: a poster from this site and a link.
describe("VideoPlayer before a click", () => {
  it("shows the own-origin poster and a link to the video, and no iframe", () => {
    const html = renderToString(
      <InSpanish>
        <VideoPlayer videoId="abcDEF12_-x" title="First aid" poster="/videos/first-aid-vr.svg" />
      </InSpanish>,
    );
    expect(html).toContain('src="/videos/first-aid-vr.svg"');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=abcDEF12_-x"');
    expect(html).not.toContain("<iframe");
    // The embed's address is only data for the inline player (data-embed); nothing loads it.
    const loaded = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(loaded.filter((url) => url?.includes("youtube-nocookie"))).toEqual([]);
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1&amp;rel=0"');
  });

  it("uses a 9:16 frame for vertical videos and loads a first-screen poster at once", () => {
    const html = renderToString(
      <InSpanish>
        <VideoPlayer videoId="abcDEF12_-x" title="Event" poster="/videos/event-1.svg" shape="portrait" lazy={false} />
      </InSpanish>,
    );
    expect(html).toContain("aspect-[9/16]");
    expect(html).toContain('width="720" height="1280"');
    expect(html).toContain('loading="eager"');
  });

  it("says a video without an id is coming, with no link", () => {
    const html = renderToString(
      <InSpanish>
        <VideoPlayer videoId={null} title="Event" poster="/videos/event-1.svg" />
      </InSpanish>,
    );
    expect(html).not.toContain("<a ");
    expect(html).toContain("«Event»: vídeo disponible próximamente");
  });
});
