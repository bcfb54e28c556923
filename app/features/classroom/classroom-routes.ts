import { languages, pages, type Lang } from "../../i18n-routes";

// A class's two links, which carry a secret and so are not pages of the route table (each has a
// parameter): href(), the sitemap, the prerendered copies and the edge cache, which know only
// those, never see them. app/routes.ts makes Remix routes of them in each language; server.ts lets
// a form post through to the teacher link (its controls); log.server.ts writes `[token]` in place of
// either secret, whatever the spelling of the path (docs/decisions/0014-classroom-sessions.md, 0015).
// - the teacher link, `…/{aula|classroom}/t/<token>`: the class's screen and its controls, with its
//   results as CSV and JSON beside it;
// - the projector link, `…/{aula|classroom}/p/<token>`: what the class sees, read only, with the
//   JSON of its top ten beside it.

/** The route modules, shared by every language. */
export const teacherModule = "pages/classroom-teacher.tsx";
export const projectorModule = "pages/classroom-projector.tsx";
export const resultsCsvModule = "routes/classroom-results-csv.ts";
export const resultsJsonModule = "routes/classroom-results-json.ts";
export const projectorJsonModule = "routes/classroom-projector-json.ts";

/** The segments between the classroom page's path and each link's token. */
const TEACHER_SEGMENT = "/t/";
const PROJECTOR_SEGMENT = "/p/";
const RESULTS_CSV_FILE = "/results.csv";
const RESULTS_JSON_FILE = "/results.json";

/** A route of a link in each language: `segment`, its token, then `file` (if any). */
function linkRoutes(kind: string, segment: string, file = "") {
  return languages.map((lang) => ({
    id: `${kind}-${lang}`,
    lang,
    path: `${pages.classroom[lang]}${segment}:token${file}`,
  }));
}

export const teacherRoutes = linkRoutes("classroom-teacher", TEACHER_SEGMENT);
export const resultsCsvRoutes = linkRoutes("classroom-results-csv", TEACHER_SEGMENT, RESULTS_CSV_FILE);
export const resultsJsonRoutes = linkRoutes("classroom-results-json", TEACHER_SEGMENT, RESULTS_JSON_FILE);
export const projectorRoutes = linkRoutes("classroom-projector", PROJECTOR_SEGMENT);
export const projectorJsonRoutes = linkRoutes("classroom-projector-json", PROJECTOR_SEGMENT, RESULTS_JSON_FILE);

/** The teacher link of a class in a language (the path; the page makes it absolute to show it). */
export function teacherPath(lang: Lang, token: string): string {
  return `${pages.classroom[lang]}${TEACHER_SEGMENT}${token}`;
}

/** The projector link of a class in a language. */
export function projectorPath(lang: Lang, token: string): string {
  return `${pages.classroom[lang]}${PROJECTOR_SEGMENT}${token}`;
}

/** The CSV of a class's results, by its teacher link's path. */
export function resultsCsvPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${RESULTS_CSV_FILE}`;
}

/** The JSON of a link's results (the teacher's table, or the projector's top ten), by the link's path. */
export function resultsJsonPath(linkPath: string): string {
  return `${linkPath}${RESULTS_JSON_FILE}`;
}

function matchLink(routes: readonly { id: string; lang: Lang }[], segment: string, pathname: string) {
  for (const route of routes) {
    const prefix = `${pages.classroom[route.lang]}${segment}`;
    if (!pathname.startsWith(prefix)) continue;
    const token = pathname.slice(prefix.length);
    if (token.length > 0 && !token.includes("/")) return { id: route.id, lang: route.lang, token };
  }
  return null;
}

/** The teacher route at a path (the token any non-empty segment), or null. */
export function matchTeacherRoute(pathname: string) {
  return matchLink(teacherRoutes, TEACHER_SEGMENT, pathname);
}

/** The projector route at a path, or null. */
export function matchProjectorRoute(pathname: string) {
  return matchLink(projectorRoutes, PROJECTOR_SEGMENT, pathname);
}

/** Every classroom path with a secret after it, folded to lower case for a path typed in any case. */
const secretPrefixes = languages.flatMap((lang) =>
  [TEACHER_SEGMENT, PROJECTOR_SEGMENT].map((segment) => `${pages.classroom[lang]}${segment}`.toLowerCase()),
);

/** A run of characters that could be a link's token (43 in base64url; anything from 32 on is taken for one). */
const tokenLike = /[A-Za-z0-9_-]{32,}/g;
const hasTokenLike = /[A-Za-z0-9_-]{32,}/;

/** A path with its percent-encoding undone (twice-encoded too); as it came when it cannot be decoded. */
function decoded(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 3 && path.includes("%"); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return path;
}

/**
 * A path as the log may hold it, whatever its spelling (percent-encoded, in another case): decoded,
 * then whatever follows a link's prefix replaced by `[token]`, and any other run that could be a
 * token too, so that no path that reaches a class's page can carry its secret into a log line.
 */
export function withoutSecrets(pathname: string): string {
  const path = decoded(pathname);
  const folded = path.toLowerCase();
  const prefix = secretPrefixes.find((candidate) => folded.startsWith(candidate));
  if (prefix) return `${path.slice(0, prefix.length)}[token]`;
  // Any other path stays as it came, unless a token-like run shows once decoded.
  return hasTokenLike.test(path) ? path.replace(tokenLike, "[token]") : pathname;
}
