import { languages, pages, type Lang } from "../../i18n-routes";

// The teacher link of a class: `/{lang}/first-aiducation/{aula|classroom}/t/<token>`. It is not a
// page of the route table (it has a parameter), so href(), the sitemap, the prerendered copies and
// the edge cache, which know only those, never see it. app/routes.ts makes a Remix route of it in
// each language; server.ts lets a form post through to it (close, delete); log.server.ts writes
// `[token]` in its place (docs/decisions/0014-classroom-sessions.md).

/** The teacher page's route module, shared by every language. */
export const teacherModule = "pages/classroom-teacher.tsx";

/** The segment between the classroom page's path and the token. */
const TEACHER_SEGMENT = "/t/";

export const teacherRoutes = languages.map((lang) => ({
  id: `classroom-teacher-${lang}`,
  lang,
  path: `${pages.classroom[lang]}${TEACHER_SEGMENT}:token`,
}));

/** The file of the class's results under its teacher link. */
const RESULTS_FILE = "/results.csv";

/** The CSV of a class's results, beside its teacher link (a resource route, GET only). */
export const resultsCsvModule = "routes/classroom-results-csv.ts";

export const resultsCsvRoutes = languages.map((lang) => ({
  id: `classroom-results-csv-${lang}`,
  lang,
  path: `${pages.classroom[lang]}${TEACHER_SEGMENT}:token${RESULTS_FILE}`,
}));

/** The class's results as JSON under its teacher link, which the live table re-reads (GET only). */
const RESULTS_JSON_FILE = "/results.json";

export const resultsJsonModule = "routes/classroom-results-json.ts";

export const resultsJsonRoutes = languages.map((lang) => ({
  id: `classroom-results-json-${lang}`,
  lang,
  path: `${pages.classroom[lang]}${TEACHER_SEGMENT}:token${RESULTS_JSON_FILE}`,
}));

/** The query of the teacher link's projector view (`?view=projector`). */
export const VIEW_PARAM = "view";
export const PROJECTOR_VIEW = "projector";

/** The teacher link of a class in a language (the path; the page makes it absolute to show it). */
export function teacherPath(lang: Lang, token: string): string {
  return `${pages.classroom[lang]}${TEACHER_SEGMENT}${token}`;
}

/** The CSV of a class's results, by its teacher link's path. */
export function resultsCsvPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${RESULTS_FILE}`;
}

/** The JSON of a class's results, by its teacher link's path. */
export function resultsJsonPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${RESULTS_JSON_FILE}`;
}

/** The projector view of a class, by its teacher link's path. */
export function projectorPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}?${VIEW_PARAM}=${PROJECTOR_VIEW}`;
}

/** The teacher route at a path (the token any non-empty segment), or null. */
export function matchTeacherRoute(pathname: string): { id: string; lang: Lang; token: string } | null {
  for (const route of teacherRoutes) {
    const prefix = `${pages.classroom[route.lang]}${TEACHER_SEGMENT}`;
    if (!pathname.startsWith(prefix)) continue;
    const token = pathname.slice(prefix.length);
    if (token.length > 0 && !token.includes("/")) return { id: route.id, lang: route.lang, token };
  }
  return null;
}

/** Every classroom path with a secret after it, folded to lower case for a path typed in any case. */
const secretPrefixes = languages.map((lang) => `${pages.classroom[lang]}${TEACHER_SEGMENT}`.toLowerCase());

/**
 * A path as the log may hold it: whatever follows a teacher link's prefix (in any case, with or
 * without more segments or a `.data`) is replaced by `[token]`.
 */
export function withoutSecrets(pathname: string): string {
  const folded = pathname.toLowerCase();
  const prefix = secretPrefixes.find((candidate) => folded.startsWith(candidate));
  return prefix ? `${pathname.slice(0, prefix.length)}[token]` : pathname;
}
