import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { isVideoId } from "~/lib/video";
import { home as homeCa } from "./ca/home";
import { home as homeEn } from "./en/home";
import { home as homeEs } from "./es/home";
import type { HomeContent } from "./types";

const homes: Record<Lang, HomeContent> = { es: homeEs, en: homeEn, ca: homeCa };

// Spec §9: 5 featured videos, 5 service cards, 2 testimonials rated 5, 2 event videos, 6 FAQ items.
for (const lang of languages) {
  const home = homes[lang];
  describe(`the home page content (${lang})`, () => {
    it("has the expected number of each item", () => {
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

describe("the home page content in every language", () => {
  // Each language against Spanish, the default: a difference names the language that strays.
  for (const lang of languages.filter((other) => other !== "es")) {
    const home = homes[lang];

    it(`shows the same videos in the same order (${lang} as es)`, () => {
      expect(home.experience.videos.map((v) => v.poster)).toEqual(homeEs.experience.videos.map((v) => v.poster));
      expect(home.events.videos.map((v) => v.poster)).toEqual(homeEs.events.videos.map((v) => v.poster));
    });

    it(`leads each service to the same place (${lang} as es)`, () => {
      expect(home.services.cards.map((c) => c.link?.to)).toEqual(homeEs.services.cards.map((c) => c.link?.to));
    });
  }
});
