// A relative import: app/routes.ts reads this module before the "~" alias exists.
import { languages, pages, type Lang } from "../i18n-routes";

// The site's JSON addresses: what an island's script posts to, since an island has no Remix client
// to call a page's action with (single fetch's `.data` answers are Remix's own turbo-stream format,
// not JSON). app/routes.ts makes each a Remix resource route; server.ts lets a POST through to it
// with the same checks as a form's. They are not pages: never linked, never in a sitemap, never
// kept by the edge cache (page-cache.ts keys pages of the route table only).

/** The compression game's start and save (app/routes/game-api.ts). */
export const gameApiPath = "/api/game";

/**
 * A class's game (app/routes/class-game-api.ts): under the classroom page's path, where the pupil's
 * cookie goes (classroom-cookies.server.ts), one address per language.
 */
export function classGameApiPath(lang: Lang): string {
  return `${pages.classroom[lang]}/game`;
}

/** A class's round (app/routes/class-round-api.ts): read, entered, and saved by a pupil's device. */
export function classRoundApiPath(lang: Lang): string {
  return `${pages.classroom[lang]}/round`;
}

export const apiRoutes = [
  { id: "game-api", path: gameApiPath, module: "routes/game-api.ts" },
  ...languages.map((lang) => ({
    id: `class-game-api-${lang}`,
    path: classGameApiPath(lang),
    module: "routes/class-game-api.ts",
  })),
  ...languages.map((lang) => ({
    id: `class-round-api-${lang}`,
    path: classRoundApiPath(lang),
    module: "routes/class-round-api.ts",
  })),
];

/** The JSON route at exactly this path (its case, no trailing slash, no `.data`), or null. */
export function matchApiRoute(pathname: string): string | null {
  return apiRoutes.find((route) => route.path === pathname)?.id ?? null;
}
