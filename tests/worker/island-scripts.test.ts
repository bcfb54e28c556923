import { describe, expect, it } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import { ISLAND_PLAN_ID } from "~/lib/islands/island-data";
import { siteFetch } from "./front-door";
import { joinAs, openClass, pupilCookie } from "./class-setup";
import { quietConsole } from "./quiet-console";

// A page loads the script of every island it renders and of no other (lib/islands/island.tsx,
// root.tsx): the scripts follow what was rendered, so an island cannot render without its script
// (and never hydrate) or load a script for nothing. An island that hydrates at load has its entry
// in a module script; one that waits (island-data.ts) has its files in the page's plan, which the
// inline loader reads, and no script of its own until it is needed. Checked on every page of the
// route table in every language, and on the classroom's states that render islands of their own.

quietConsole();

/** The islands a page's HTML renders, and the island entries it loads at once or plans to load when needed. */
async function islandsOf(path: string, cookie?: string) {
  const response = await siteFetch(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  const html = await response.text();
  const containers = [...html.matchAll(/<div data-island="([\w-]+)"(?: data-hydrate="(\w+)")?>/g)];
  const rendered = new Set(containers.map((match) => match[1]));
  const waiting = new Set(containers.flatMap((match) => (match[2] ? [match[1]] : [])));
  const atLoad = new Set(
    [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.island-[\w-]+\.js"/g)].map((match) => match[1]),
  );
  const planText = new RegExp(`<script id="${ISLAND_PLAN_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  const plan = JSON.parse(planText ?? "{}") as Record<string, { entry: string; preload: string[] }>;
  for (const [name, files] of Object.entries(plan)) expect(files.entry, name).toMatch(`/assets/${name}.island-`);
  // The loader comes with a plan, and only with one.
  expect(html.includes("island-hydrated"), `the loader of ${path}`).toBe(planText !== undefined);
  const loaded = new Set([...atLoad, ...Object.keys(plan)]);
  return {
    rendered: [...rendered].sort(),
    loaded: [...loaded].sort(),
    waiting: [...waiting].sort(),
    planned: Object.keys(plan).sort(),
  };
}

describe("the islands' scripts", () => {
  it("are those of the islands each page renders, on every page in every language", async () => {
    const withIslands: string[] = [];
    for (const id of pageIds) {
      for (const lang of languages) {
        const path = pages[id][lang];
        const { rendered, loaded, waiting, planned } = await islandsOf(path);
        expect(loaded, path).toEqual(rendered);
        expect(planned, path).toEqual(waiting);
        if (rendered.length > 0) withIslands.push(id);
      }
    }
    // The check saw islands (home, contact, First Aiducation, resources), not only pages without.
    expect(new Set(withIslands).size).toBeGreaterThanOrEqual(4);
  });

  it("follow what a class's pages render: the course's steps, a pupil's game and rounds, the teacher's and projector's tables and rounds", async () => {
    for (let step = 0; step <= 5; step += 1) {
      const { rendered, loaded, waiting, planned } = await islandsOf(`${pages.course.es}?step=${step}`);
      expect(loaded, `step ${step}`).toEqual(rendered);
      expect(planned, `step ${step}`).toEqual(waiting);
    }
    const opened = await openClass({ lang: "en" });
    const joined = await joinAs("en", opened.code, "Island");
    const pupil = await islandsOf(pages.classroom.en, pupilCookie(joined));
    // A pupil's rounds must be heard from the start: the lesson hydrates at load.
    expect(pupil).toEqual({ rendered: ["class-lesson"], loaded: ["class-lesson"], waiting: [], planned: [] });
    const teacher = await islandsOf(opened.path);
    const teacherIslands = ["class-results", "copy-link", "lesson-results", "round-panel"];
    expect(teacher).toEqual({
      rendered: teacherIslands,
      loaded: teacherIslands,
      waiting: ["copy-link"],
      planned: ["copy-link"],
    });
  });
});
