// A form post that server.ts refused before any action ran (app/.server/http-boundary.ts): the
// page is rendered as an error whose data carries the whole text, translated by the server, so
// that no browser loads these rarely seen strings with every page.

export type RefusedPostStatus = 403 | 413;

export interface RefusedPost {
  kind: "refused-post";
  title: string;
  message: string;
  /** How to get back what was typed, and to the form. */
  hint: string;
  backLabel: string;
}

export function isRefusedPost(data: unknown): data is RefusedPost {
  return typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === "refused-post";
}
