import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { learningContent } from "./learning";
import { resourceTabIds } from "./types";
import { deviceVideos, svbVideos } from "./videos";

// The resources page and the NeoSalus course: the six steps, the videos they show
// and the exact strings they must show, in every language.

/** Every string in a value, with the path that leads to it. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const sources = { svb: Object.values(svbVideos), devices: Object.values(deviceVideos) };

/** "For one minute", as each language's goal says it. */
const oneMinute: Record<Lang, RegExp> = {
  es: /\b(un|1) minuto\b/,
  en: /\b(one|1) minute\b/,
  ca: /\b(un|1) minut\b/,
};

for (const lang of languages) {
  describe(`the resources and the course (${lang})`, () => {
    const content = learningContent[lang];

    it("has six steps with ids 0 to 5 and their icons, in order", () => {
      expect(content.course.steps.map((step) => step.id)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(content.course.steps.map((step) => step.icon)).toEqual([
        "intro",
        "video",
        "heart",
        "headset",
        "book",
        "star",
      ]);
    });

    it("shows the 2 SVB videos and the 5 device tutorials of content/videos.ts, in order", () => {
      expect(content.svbVideos.map(({ id, poster }) => ({ id, poster }))).toEqual(sources.svb);
      expect(content.deviceVideos.map(({ id, poster }) => ({ id, poster }))).toEqual(sources.devices);
    });

    it("names the three tabs", () => {
      expect(Object.keys(content.resources.tabs)).toEqual([...resourceTabIds]);
    });

    it("says in English, and only there, that the videos are in Spanish", () => {
      for (const video of [...content.svbVideos, ...content.deviceVideos]) {
        if (lang === "en") expect(video.title).toMatch(/ \(in Spanish\)$/);
        else expect(video.title).not.toMatch(/in Spanish/);
      }
    });

    it("sets the simulator's goal: 100 to 120 compressions a minute for one minute", () => {
      const { goal } = content.course.simulator;
      expect(goal).toContain("100");
      expect(goal).toContain("120");
      expect(goal).toMatch(oneMinute[lang]);
    });

    it("has no empty string", () => {
      const all = strings(content);
      expect(all.length).toBeGreaterThan(50);
      for (const [path, text] of all) expect(text.trim(), path).not.toBe("");
    });
  });
}

describe("the exact strings of the course and resources", () => {
  it("in Spanish", () => {
    const { course } = learningContent.es;
    expect(course.introduction.start).toBe("Comenzar Curso");
    expect(course.devices.slideLabel).toBe("Desliza para confirmar: He completado la fase virtual");
    expect(course.devices.completed).toBe("✓ Fase virtual completada");
    expect(course.devices.confirmButton).toBe("He completado la fase virtual");
    expect(course.finish.restart).toBe("Volver a empezar");
    expect(learningContent.es.resources.tabs.svb.label).toBe("Vídeos SVB");
  });

  it("in English", () => {
    const { course } = learningContent.en;
    expect(course.introduction.start).toBe("Start course");
    expect(course.devices.slideLabel).toBe("Slide to confirm: I have completed the virtual phase");
    expect(course.devices.completed).toBe("✓ Virtual phase completed");
    expect(course.devices.confirmButton).toBe("I have completed the virtual phase");
    expect(course.finish.restart).toBe("Start again");
  });

  it("in Catalan", () => {
    const { course } = learningContent.ca;
    expect(course.introduction.start).toBe("Comença el curs");
    expect(course.devices.slideLabel).toBe("Llisca per confirmar: he completat la fase virtual");
    expect(course.devices.completed).toBe("✓ Fase virtual completada");
    expect(course.devices.confirmButton).toBe("He completat la fase virtual");
    expect(course.finish.restart).toBe("Torna a començar");
    expect(learningContent.ca.resources.tabs.svb.label).toBe("Vídeos SVB");
  });
});
