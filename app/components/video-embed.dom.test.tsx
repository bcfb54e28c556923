import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ContentSection } from "@content/types";
import { InSpanish } from "~/lib/translation.testing";
import { sectionsScripts } from "./content-sections";
import { VideoPlayer } from "./video-player";
import videoEmbedSource from "./video-embed.inline.js?raw";

// The inline player of a page without the application: the server's HTML of VideoPlayer, no React
// in the browser, and the script the page carries.
beforeAll(() => {
  new Function(videoEmbedSource)();
});

afterEach(() => {
  document.body.innerHTML = "";
});

function serverPlayer(videoId: string | null) {
  document.body.innerHTML = renderToStaticMarkup(
    <InSpanish>
      <VideoPlayer videoId={videoId} title="Primeros auxilios" poster="/videos/first-aid-vr.svg" />
    </InSpanish>,
  );
}

describe("the inline video player", () => {
  it("puts the privacy-enhanced iframe in place of the poster on a click, focused, and not before", () => {
    serverPlayer("abcDEF12_-x");
    expect(document.querySelector("iframe")).toBeNull();
    const play = document.querySelector<HTMLAnchorElement>("a[data-embed]");
    expect(play?.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abcDEF12_-x");

    const followed = play?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toBe(false); // the video plays here; the link is not followed

    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1&rel=0");
    expect(frame?.title).toBe("Primeros auxilios");
    expect(frame?.className).toContain("aspect-video");
    expect(frame?.referrerPolicy).toBe("strict-origin-when-cross-origin");
    expect(document.activeElement).toBe(frame);
    expect(document.querySelector("img")).toBeNull();
  });

  it("leaves a click with a modifier to the browser (a new tab on the provider's site)", () => {
    serverPlayer("abcDEF12_-x");
    const play = document.querySelector("a[data-embed]");
    const followed = play?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toBe(true);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("has nothing to play for a video that is not published", () => {
    serverPlayer(null);
    expect(document.querySelector("a[data-embed]")).toBeNull();
  });
});

describe("sectionsScripts", () => {
  const video = (id: string | null) => ({ id, title: "T", description: "D", poster: "/videos/a.svg" });
  it("asks for the inline player only where a video can be played", () => {
    const text: ContentSection = { kind: "text", heading: "H", paragraphs: ["P"] };
    expect(sectionsScripts([text])).toBe("none");
    expect(sectionsScripts([text, { kind: "video", heading: "V", video: video(null) }])).toBe("none");
    expect(sectionsScripts([{ kind: "video", heading: "V", video: video("abcDEF12_-x") }])).toBe("video");
    const carousel = (ids: (string | null)[]): ContentSection => ({
      kind: "video-carousel",
      heading: "C",
      videos: ids.map(video),
      thumbnailsLabel: "Vídeos",
      previousLabel: "Anterior",
      nextLabel: "Siguiente",
    });
    expect(sectionsScripts([carousel([null, null])])).toBe("none");
    expect(sectionsScripts([carousel([null, "abcDEF12_-x"])])).toBe("video");
  });
});
