import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import { siteFetch } from "./front-door";
import { joinAs, openClass, pupilCookie } from "./class-setup";

// A page loads the script of every island it renders and of no other (lib/islands/island.tsx,
// root.tsx): the scripts follow what was rendered, so an island cannot render without its script
// (and never hydrate) or load a script for nothing. Checked on every page of the route table in
// every language, and on the classroom's states that render islands of their own.

beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The islands a page's HTML renders, and the island entries it loads. */
async function islandsOf(path: string, cookie?: string) {
  const response = await siteFetch(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  const html = await response.text();
  const rendered = new Set([...html.matchAll(/<div data-island="([\w-]+)">/g)].map((match) => match[1]));
  const loaded = new Set(
    [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.island-[\w-]+\.js"/g)].map((match) => match[1]),
  );
  return { rendered: [...rendered].sort(), loaded: [...loaded].sort() };
}

describe("the islands' scripts", () => {
  it("are those of the islands each page renders, on every page in every language", async () => {
    const withIslands: string[] = [];
    for (const id of pageIds) {
      for (const lang of languages) {
        const path = pages[id][lang];
        const { rendered, loaded } = await islandsOf(path);
        expect(loaded, path).toEqual(rendered);
        if (rendered.length > 0) withIslands.push(id);
      }
    }
    // The check saw islands (home, contact, First Aiducation, resources), not only pages without.
    expect(new Set(withIslands).size).toBeGreaterThanOrEqual(4);
  });

  it("follow what a class's pages render: the course's steps, a pupil's game, the teacher's and projector's tables", async () => {
    for (let step = 0; step <= 5; step += 1) {
      const { rendered, loaded } = await islandsOf(`${pages.course.es}?step=${step}`);
      expect(loaded, `step ${step}`).toEqual(rendered);
    }
    const opened = await openClass({ lang: "en" });
    const joined = await joinAs("en", opened.code, "Island");
    const pupil = await islandsOf(pages.classroom.en, pupilCookie(joined));
    expect(pupil).toEqual({ rendered: ["compression-game"], loaded: ["compression-game"] });
    const teacher = await islandsOf(opened.path);
    expect(teacher).toEqual({ rendered: ["class-results", "copy-link"], loaded: ["class-results", "copy-link"] });
  });
});
