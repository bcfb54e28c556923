import type { UIMatch } from "@remix-run/react";
import type { IslandName } from "~/lib/islands/island-names";

/**
 * What a page runs in the browser, asked for by its route module's `handle` (Remix's "disabling
 * JavaScript" pattern). A page is a document first: most pages are complete as HTML and CSS.
 * - "none": no script at all (the default): links, `<details>`, forms that post, GET forms.
 * - "video": only the two-click video players, through a few hundred bytes of inline script
 *   (app/components/video-embed.inline.js) instead of the application.
 * - "app": the Remix application, hydrated: only the operators' console asks for it.
 * Besides, a page that does not run the application may hydrate islands (`handle.islands`): its
 * interactive components alone, each from an entry of its own (app/islands/).
 */
export type PageScripts = "none" | "video" | "app";

/** A route module's `handle`: its scripts and islands, fixed or chosen from its loader's data. */
export interface ScriptsHandle {
  scripts: PageScripts | ((data: unknown) => PageScripts);
  islands?: readonly IslandName[] | ((data: unknown) => readonly IslandName[]);
}

const rank: Record<PageScripts, number> = { none: 0, video: 1, app: 2 };

function isScriptsHandle(handle: unknown): handle is ScriptsHandle {
  return typeof handle === "object" && handle !== null && "scripts" in handle;
}

/** The islands of the matched routes. */
export function pageIslands(matches: readonly Pick<UIMatch, "handle" | "data">[]): IslandName[] {
  const islands = matches.flatMap(({ handle, data }) => {
    if (!isScriptsHandle(handle)) return [];
    return typeof handle.islands === "function" ? handle.islands(data) : (handle.islands ?? []);
  });
  return [...new Set(islands)];
}

/** What a page asks for, as one choice. */
interface PageScriptsChoice {
  scripts: PageScripts;
  islands?: readonly IslandName[];
}

/**
 * A handle whose scripts and islands depend on the page's own loader data (typed by the module
 * that uses it); a page without data (an error page) asks for nothing.
 */
export function handleFromData<Data>(choose: (data: Data) => PageScriptsChoice): ScriptsHandle {
  const chosen = (data: unknown): PageScriptsChoice =>
    data === undefined || data === null ? { scripts: "none" } : choose(data as Data);
  return { scripts: (data) => chosen(data).scripts, islands: (data) => chosen(data).islands ?? [] };
}

/** A handle whose scripts depend on the page's own loader data, and which has no island. */
export function scriptsFromData<Data>(choose: (data: Data) => PageScripts): ScriptsHandle {
  return handleFromData<Data>((data) => ({ scripts: choose(data) }));
}

/** The scripts that a page with these videos needs: the inline player, if one can be played. */
export function videoScripts(videos: readonly { id: string | null }[]): PageScripts {
  return videos.some((video) => video.id !== null) ? "video" : "none";
}

/** The scripts of the matched routes together: the most that any of them asks for. */
export function pageScripts(matches: readonly Pick<UIMatch, "handle" | "data">[]): PageScripts {
  let wanted: PageScripts = "none";
  for (const { handle, data } of matches) {
    if (!isScriptsHandle(handle)) continue;
    const asked = typeof handle.scripts === "function" ? handle.scripts(data) : handle.scripts;
    if (rank[asked] > rank[wanted]) wanted = asked;
  }
  return wanted;
}
