import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { contactTopics } from "~/features/contact/topics";
import { firstAiducationContent, sectionsPages } from "./programmes";
import type { ContentSection } from "./types";

// The facts that the education, training and First Aiducation pages must state,
// checked in every language, and the structure all the languages must share.

function sectionsOfKind<K extends ContentSection["kind"]>(sections: ContentSection[], kind: K) {
  return sections.filter((section): section is Extract<ContentSection, { kind: K }> => section.kind === kind);
}

function shape(sections: ContentSection[]) {
  return sections.map((section) => section.kind);
}

/** 70 000 cardiac arrests a year, as each language writes the number. */
const cardiacArrests: Record<Lang, string> = { es: "70.000", en: "70,000", ca: "70.000" };

for (const lang of languages) {
  describe(`the education page (${lang})`, () => {
    const { sections } = sectionsPages.education[lang];

    it("offers the three experiences of 120 minutes, two of them coming soon, for their ages", () => {
      const [experiences] = sectionsOfKind(sections, "experiences");
      expect(experiences?.experiences.map(({ minutes, ages, comingSoon }) => ({ minutes, ages, comingSoon }))).toEqual([
        { minutes: 120, ages: { min: 12, max: 18 }, comingSoon: false },
        { minutes: 120, ages: { min: 12, max: 18 }, comingSoon: true },
        { minutes: 120, ages: { min: 14, max: 18 }, comingSoon: true },
      ]);
    });

    it("states the groups, the rental and the four steps of how it works", () => {
      const figures = sectionsOfKind(sections, "stats").flatMap((section) => section.stats.map((stat) => stat.value));
      expect(figures).toEqual(expect.arrayContaining(["15–25", "4", "7"]));
      expect(sectionsOfKind(sections, "steps")[0]?.steps).toHaveLength(4);
      expect(sectionsOfKind(sections, "video")).toHaveLength(1);
    });

    it("has one FAQ, with item-N values", () => {
      const faqs = sectionsOfKind(sections, "faq");
      expect(faqs).toHaveLength(1);
      expect(faqs[0]?.items.map((item) => item.value)).toEqual(faqs[0]?.items.map((_, i) => `item-${i}`));
    });

    it("links to the contact page and to First Aiducation", () => {
      const actions = sectionsOfKind(sections, "buttons").flatMap((section) => section.buttons.map((b) => b.action));
      expect(actions).toEqual(
        expect.arrayContaining([
          { kind: "page", pageId: "contact" },
          { kind: "page", pageId: "first-aiducation" },
        ]),
      );
    });
  });

  describe(`the training page (${lang})`, () => {
    const { sections } = sectionsPages.training[lang];

    it("has three areas, the course link and the project durations", () => {
      expect(sectionsOfKind(sections, "cards")[0]?.cards).toHaveLength(3);
      const actions = sectionsOfKind(sections, "buttons").flatMap((section) => section.buttons.map((b) => b.action));
      expect(actions).toContainEqual({ kind: "page", pageId: "course" });
      expect(actions).toContainEqual({ kind: "page", pageId: "contact" });
      const topics = actions.flatMap((action) => (action.kind === "contact" ? [action.topic] : []));
      expect(topics).toEqual(["training-demo", "training-catalogue", "meeting"]);
      const durations = sectionsOfKind(sections, "stats").flatMap((section) => section.stats.map((s) => s.value));
      expect(durations).toEqual(["4–8", "3–6"]);
    });
  });

  describe(`the First Aiducation page (${lang})`, () => {
    const content = firstAiducationContent[lang];
    it("states the programme's three figures", () => {
      const figures = sectionsOfKind(content.sections, "stats").flatMap((s) => s.stats.map((stat) => stat.value));
      // Catalan and Spanish put a space before the percent sign; English does not.
      const percent = (value: number) => (lang === "en" ? `${value}%` : `${value} %`);
      expect(figures).toEqual([percent(85), percent(90), cardiacArrests[lang]]);
    });
  });
}

describe("all the languages", () => {
  // Each language against Spanish, the default: a difference names the language that strays.
  for (const lang of languages.filter((other) => other !== "es")) {
    it(`have the same sections in the same order (${lang} as es)`, () => {
      for (const page of Object.values(sectionsPages))
        expect(shape(page[lang].sections)).toEqual(shape(page.es.sections));
      const firstAiducation = firstAiducationContent[lang];
      expect(shape(firstAiducation.sections)).toEqual(shape(firstAiducationContent.es.sections));
      expect(shape(firstAiducation.closing)).toEqual(shape(firstAiducationContent.es.closing));
    });
  }

  // (That every image exists is checked in the browser: tests/e2e/accessibility.spec.ts.)
  it("use only known contact topics", () => {
    const all: ContentSection[][] = [
      ...Object.values(sectionsPages).flatMap((page) => languages.map((lang) => page[lang].sections)),
      ...Object.values(firstAiducationContent).flatMap((page) => [page.sections, page.closing]),
    ];
    for (const sections of all) {
      for (const section of sectionsOfKind(sections, "buttons")) {
        for (const { action } of section.buttons) {
          if (action.kind === "contact") expect(Object.keys(contactTopics)).toContain(action.topic);
        }
      }
    }
  });
});
