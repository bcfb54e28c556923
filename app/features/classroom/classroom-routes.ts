import { languages, pages, type Lang } from "../../i18n-routes";
import { PROJECTOR_SEGMENT, TEACHER_SEGMENT } from "../../lib/secret-paths";

// A class's two links, which carry a secret and so are not pages of the route table (each has a
// parameter): href(), the sitemap, the prerendered copies and the edge cache, which know only
// those, never see them. app/routes.ts makes Remix routes of them in each language; server.ts lets
// a form post through to the teacher link (its controls); the log writes `[token]` in place of
// either secret, whatever the spelling of the path (lib/secret-paths.ts; docs/decisions/0014, 0015).
// - the teacher link, `…/{aula|classroom}/t/<token>`: the class's screen and its controls, with its
//   results as CSV and JSON beside it, and the lesson's printable report (`…/report`);
// - the projector link, `…/{aula|classroom}/p/<token>`: what the class sees, read only, with the
//   JSON of its top ten beside it;
// - beside both, `…/round.json`: the class's round as it runs (round-live.ts).

/** The route modules, shared by every language. */
export const teacherModule = "pages/classroom-teacher.tsx";
export const projectorModule = "pages/classroom-projector.tsx";
export const resultsCsvModule = "routes/classroom-results-csv.ts";
export const resultsJsonModule = "routes/classroom-results-json.ts";
export const projectorJsonModule = "routes/classroom-projector-json.ts";
export const roundJsonModule = "routes/classroom-round-json.ts";
export const reportModule = "pages/classroom-report.tsx";

const RESULTS_CSV_FILE = "/results.csv";
const RESULTS_JSON_FILE = "/results.json";
const ROUND_JSON_FILE = "/round.json";
const REPORT_PAGE = "/report";

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
export const reportRoutes = linkRoutes("classroom-report", TEACHER_SEGMENT, REPORT_PAGE);
export const projectorRoutes = linkRoutes("classroom-projector", PROJECTOR_SEGMENT);
export const projectorJsonRoutes = linkRoutes("classroom-projector-json", PROJECTOR_SEGMENT, RESULTS_JSON_FILE);
/** The class's round, live, beside both links: the same figures, which control nothing. */
export const roundJsonRoutes = [
  ...linkRoutes("classroom-teacher-round", TEACHER_SEGMENT, ROUND_JSON_FILE),
  ...linkRoutes("classroom-projector-round", PROJECTOR_SEGMENT, ROUND_JSON_FILE),
];

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

/** The lesson's printable report, by its teacher link's path. */
export function reportPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${REPORT_PAGE}`;
}

/** The JSON of a class's round as it runs, by the teacher's or the projector's link's path. */
export function roundJsonPath(linkPath: string): string {
  return `${linkPath}${ROUND_JSON_FILE}`;
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
