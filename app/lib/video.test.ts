import { describe, expect, it } from "vitest";
import { embedUrl, isVideoId, watchUrl } from "./video";

describe("video addresses", () => {
  it("embeds from the privacy-enhanced host and links to the watch page", () => {
    expect(embedUrl("abcDEF12_-x")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1&rel=0");
    expect(watchUrl("abcDEF12_-x")).toBe("https://www.youtube.com/watch?v=abcDEF12_-x");
  });

  it("accepts only well-formed ids", () => {
    expect(isVideoId("abcDEF12_-x")).toBe(true);
    expect(isVideoId("short")).toBe(false);
    expect(isVideoId("abcDEF12_-x/../")).toBe(false);
    expect(isVideoId('abc"><img x')).toBe(false);
  });
});
