import type { UIMatch } from "@remix-run/react";

/**
 * What a page runs in the browser, asked for by its route module's `handle` (Remix's "disabling
 * JavaScript" pattern). A page is a document first: most pages are complete as HTML and CSS.
 * - "none": no script at all (the default): links, `<details>`, forms that post, GET forms.
 * - "video": only the two-click video players, through a few hundred bytes of inline script
 *   (video-embed.client.js) instead of the application.
 * - "app": the Remix application, hydrated: for pages whose parts are React components that a
 *   script makes better (the contact form's instant validation and toasts, the game, the course,
 *   the feedback widget), and for the operators' console.
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

/** A handle whose choice depends on the page's own loader data (typed by the module that uses it). */
export function scriptsFromData<Data>(choose: (data: Data) => PageScripts): ScriptsHandle {
  return { scripts: (data) => (data === undefined || data === null ? "none" : choose(data as Data)) };
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
