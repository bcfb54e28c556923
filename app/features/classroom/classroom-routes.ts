import { links, type Lang, type LinkId } from "../../i18n-routes";
import { matchLink } from "../../lib/route-delivery";

// A class's two links, built from their declaration in the route table (i18n-routes.ts, `links`),
// where they stand as private routes: never kept, prerendered or listed, and always answered with
// the private headers (lib/route-delivery.ts). The log writes `[token]` in place of either secret,
// whatever the spelling of the path (lib/secret-paths.ts; docs/decisions/0014, 0015).

/** A link's address with its token. */
function linkWith(linkId: LinkId, lang: Lang, token: string): string {
  return links[linkId][lang].replace(":token", token);
}

/** What a link's address has after the token (`/results.csv`), the same in every language. */
function afterToken(linkId: LinkId): string {
  const path: string = links[linkId].es;
  return path.slice(path.indexOf(":token") + ":token".length);
}

/** The teacher link of a class in a language (the path; the page makes it absolute to show it). */
export function teacherPath(lang: Lang, token: string): string {
  return linkWith("classroom-teacher", lang, token);
}

/** The projector link of a class in a language. */
export function projectorPath(lang: Lang, token: string): string {
  return linkWith("classroom-projector", lang, token);
}

/** The CSV of a class's results, by its teacher link's path. */
export function resultsCsvPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${afterToken("classroom-results-csv")}`;
}

/** The lesson's printable report, by its teacher link's path. */
export function reportPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${afterToken("classroom-report")}`;
}

/** The lesson's before and after as JSON (results/lesson-live.ts), by its teacher link's path. */
export function lessonJsonPath(teacherLinkPath: string): string {
  return `${teacherLinkPath}${afterToken("classroom-lesson-json")}`;
}

/** The JSON of a class's round as it runs, by the teacher's or the projector's link's path. */
export function roundJsonPath(linkPath: string): string {
  return `${linkPath}${afterToken("classroom-teacher-round")}`;
}

/** The JSON of the teacher's table, by the teacher link's path. */
export function resultsJsonPath(linkPath: string): string {
  return `${linkPath}${afterToken("classroom-results-json")}`;
}

/** The route of one link (`linkId`) at a path, with its token, or null. */
function matchOne(linkId: LinkId, pathname: string) {
  const link = matchLink(pathname);
  return link?.linkId === linkId ? { id: link.routeId, lang: link.lang, token: link.token } : null;
}

/** The teacher route at a path (the token any non-empty segment), or null. */
export function matchTeacherRoute(pathname: string) {
  return matchOne("classroom-teacher", pathname);
}

/** The projector route at a path, or null. */
export function matchProjectorRoute(pathname: string) {
  return matchOne("classroom-projector", pathname);
}
