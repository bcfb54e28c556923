import { describe, expect, it } from "vitest";
import { isVideoId } from "~/lib/video";
import { home as homeEn } from "./en/home";
import { home as homeEs } from "./es/home";

// Spec §9: 5 featured videos, 5 service cards, 2 testimonials rated 5, 2 event videos, 6 FAQ items.
for (const [lang, home] of [
  ["es", homeEs],
  ["en", homeEn],
] as const) {
  describe(`the home page content (${lang})`, () => {
    it("has the counts of the specification", () => {
      expect(home.experience.videos).toHaveLength(5);
      expect(home.services.cards).toHaveLength(5);
      expect(home.testimonials.items).toHaveLength(2);
      expect(home.testimonials.items.map((item) => item.rating)).toEqual([5, 5]);
      expect(home.events.videos).toHaveLength(2);
      expect(home.faq.items).toHaveLength(6);
      expect(home.faq.items.map((item) => item.value)).toEqual([
        "item-0",
        "item-1",
        "item-2",
        "item-3",
        "item-4",
        "item-5",
      ]);
      expect(home.customDevelopment.benefits).toHaveLength(5);
      expect(home.customDevelopment.steps).toHaveLength(4);
      expect(home.whyUs.blocks).toHaveLength(4);
    });

    it("gives every service card but the first a button", () => {
      expect(home.services.cards.map((card) => card.link !== undefined)).toEqual([false, true, true, true, true]);
    });

    it("uses a well-formed provider id for every published video", () => {
      for (const video of [...home.experience.videos, ...home.events.videos]) {
        if (video.id !== null) expect(isVideoId(video.id), video.title).toBe(true);
        expect(video.poster).toMatch(/^\/videos\/[a-z0-9-]+\.svg$/);
      }
    });

    it("gives each testimonial an avatar initial that matches its author", () => {
      for (const item of home.testimonials.items) expect(item.author.startsWith(item.initial)).toBe(true);
    });
  });
}

describe("the home page content in both languages", () => {
  it("shows the same videos in the same order", () => {
    expect(homeEn.experience.videos.map((v) => v.poster)).toEqual(homeEs.experience.videos.map((v) => v.poster));
    expect(homeEn.events.videos.map((v) => v.poster)).toEqual(homeEs.events.videos.map((v) => v.poster));
  });

  it("leads each service to the same place", () => {
    expect(homeEn.services.cards.map((c) => c.link?.to)).toEqual(homeEs.services.cards.map((c) => c.link?.to));
  });
});
