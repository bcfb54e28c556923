// Addresses short enough to type from a projector at the back of a room: each leads, in the
// visitor's language (the lang cookie, else the browser's preference), to its page
// (.server/edge-redirects.ts). Lower case, without a trailing slash.

/** The classroom's join card: `estudioxr.es/aula` ("aula" in Catalan and Spanish), `/classroom` in English. */
export const CLASSROOM_SHORT_PATHS = ["/aula", "/classroom"];

/** The short address a projector shows, without its scheme: `estudioxr.es/aula`. */
export function classroomShortAddress(siteUrl: string): string {
  const { host } = new URL(siteUrl);
  return `${host}${CLASSROOM_SHORT_PATHS[0]}`;
}
