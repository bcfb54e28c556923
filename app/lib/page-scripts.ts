import type { UIMatch } from "@remix-run/react";

/**
 * What a page runs in the browser, asked for by its route module's `handle` (Remix's "disabling
 * JavaScript" pattern). A page is a document first: most pages are complete as HTML and CSS.
 * - "none": no script at all (the default): links, `<details>`, forms that post, GET forms.
 * - "video": only the two-click video players, through a few hundred bytes of inline script
 *   (app/components/video-embed.inline.js) instead of the application.
 * - "app": the Remix application, hydrated: only the operators' console asks for it.
 * Besides, a page that does not run the application hydrates the islands it renders: its
 * interactive components alone, each from an entry of its own (lib/islands/island.tsx). root.tsx
 * loads the scripts of the islands that were rendered, so no handle names them.
 */
export type PageScripts = "none" | "video" | "app";

/** A route module's `handle`: its scripts, fixed or chosen from its loader's data. */
export interface ScriptsHandle {
  scripts: PageScripts | ((data: unknown) => PageScripts);
}

const rank: Record<PageScripts, number> = { none: 0, video: 1, app: 2 };

function isScriptsHandle(handle: unknown): handle is ScriptsHandle {
  return typeof handle === "object" && handle !== null && "scripts" in handle;
}

/** A handle whose scripts depend on the page's own loader data; a page without data (an error page) asks for none. */
export function scriptsFromData<Data>(choose: (data: Data) => PageScripts): ScriptsHandle {
  return { scripts: (data) => (data === undefined || data === null ? "none" : choose(data as Data)) };
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
