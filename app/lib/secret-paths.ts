import { languages, pages, PROJECTOR_SEGMENT, TEACHER_SEGMENT } from "../i18n-routes";
import { apiRoutes } from "./api-routes";

// The paths that carry a secret, and how the log spells any path so that none of them reaches a
// log line: a class's teacher link `…/{aula|classroom}/t/<token>` and projector link `…/p/<token>`
// (declared in the route table, i18n-routes.ts, with the segments below). log.server.ts
// passes every path it writes through withoutSecrets(); a future address that carries a secret
// must be taught here.
//
// A path reaches the log in whatever spelling a client sent, even one the Worker refuses as
// malformed (`aul%61/t/NR0k%31…%zz`), so the rules do not depend on the path parsing. They err on
// the side of hiding too much: a path that loses a harmless segment costs a little reading, one
// that keeps a token gives a class away.
// 1. Every escape that decodes is decoded (a run of them as UTF-8, else each ASCII escape alone),
//    again and again for a path encoded more than once; an escape that does not decode stays.
// 2. After a `t` or `p` segment, in any case and wherever it stands, all that follows is `[token]`:
//    no other address of the site has such a segment (a test checks), and so a link whose beginning
//    is misspelt beyond decoding still loses its token.
// 3. Beneath a classroom page (any language, any case, wherever it stands in the path), all that
//    follows is `[token]` unless it is one of the page's public addresses (its game, its round).
// 4. Any run of 32 or more characters of a token is `[token]`, with `%` counted as one of them (an
//    escape that does not decode may split a token into shorter runs).

/** The segments between the classroom page's path and each link's token (the route table's). */
export { PROJECTOR_SEGMENT, TEACHER_SEGMENT };

const REDACTED = "[token]";

/** What separates segments: `\` too, which a browser reads as `/`. */
const SEPARATOR = String.raw`[/\\]`;

/** The letters of the links' segments (`t`, `p`). */
const linkLetters = [TEACHER_SEGMENT, PROJECTOR_SEGMENT].map((segment) => segment.slice(1, -1));

/** A link's segment (`/t/`, `/p/`) in any case, rule 2. */
const linkSegment = new RegExp(`(?:^|${SEPARATOR})(?:${linkLetters.join("|")})${SEPARATOR}`, "i");

/** The classroom page of each language as its segments, folded to lower case, rule 3. */
const classroomPages = languages.map((lang) => pages.classroom[lang].toLowerCase().split("/").filter(Boolean));

/** What may follow a classroom page in the log as it came: its JSON addresses (the game, the round). */
const publicBeneathClassroom = new Set(
  languages.flatMap((lang) =>
    apiRoutes
      .map((route) => route.path.toLowerCase())
      .filter((path) => path.startsWith(`${pages.classroom[lang].toLowerCase()}/`))
      .map((path) => path.slice(pages.classroom[lang].length + 1)),
  ),
);

/** A run of characters that could be a token (43 in base64url; anything from 32 on is taken for one), rule 4. */
const tokenLikeRun = /[A-Za-z0-9_%-]{32,}/g;

const MAX_DECODING_ROUNDS = 8;
const escapeRun = /(?:%[0-9A-Fa-f]{2})+/g;
const asciiEscape = /%([0-7][0-9A-Fa-f])/g;

/** A run of escapes decoded as UTF-8, or, when it is not UTF-8, each of its ASCII escapes alone. */
function decodedRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.replace(asciiEscape, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** A path with every escape that decodes decoded, however many times it was encoded (rule 1). */
function decoded(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    const next = path.replace(escapeRun, decodedRun);
    if (next === path) break;
    path = next;
  }
  return path;
}

/** Where the secret of a decoded path begins after a link's segment (rule 2), or -1. */
function afterLinkSegment(path: string): number {
  const match = linkSegment.exec(path);
  if (!match) return -1;
  const start = match.index + match[0].length;
  return /[^/\\]/.test(path.slice(start)) ? start : -1;
}

/** Where the part of a decoded path beneath a classroom page begins, when it is no public address (rule 3), or -1. */
function beneathClassroom(path: string): number {
  const segments = [...path.matchAll(/[^/\\]+/g)].filter(([text]) => text !== ".");
  const folded = segments.map(([text]) => text.toLowerCase());
  for (let first = 0; first < folded.length; first += 1) {
    for (const page of classroomPages) {
      const last = first + page.length - 1;
      const below = folded.slice(last + 1);
      if (below.length === 0 || !page.every((segment, n) => folded[first + n] === segment)) continue;
      // A link's segment is rule 2's to judge: the link's own page (`…/t/`) has nothing secret.
      if (publicBeneathClassroom.has(below.join("/")) || linkLetters.includes(below[0] ?? "")) continue;
      const end = segments[last];
      return end ? (end.index ?? 0) + end[0].length + 1 : -1;
    }
  }
  return -1;
}

/**
 * A path as the log may hold it, whatever its spelling (percent-encoded, once, twice or in part;
 * in another case; malformed): decoded as far as it decodes, with `[token]` in place of whatever
 * follows a link's segment or lies beneath a classroom page, and of any other run that could be a
 * token. A path with none of them is written as it came.
 */
export function withoutSecrets(pathname: string): string {
  const path = decoded(pathname);
  const starts = [afterLinkSegment(path), beneathClassroom(path)].filter((start) => start >= 0);
  const kept = starts.length > 0 ? `${path.slice(0, Math.min(...starts))}${REDACTED}` : path;
  const logged = kept.replace(tokenLikeRun, REDACTED);
  return logged === path ? pathname : logged;
}

/** Whether a path may carry a secret (the log would not write it as it came): its answers are kept nowhere. */
export function mayCarrySecret(pathname: string): boolean {
  return withoutSecrets(pathname) !== pathname;
}

/**
 * A free text (an error's message) as the log may hold it: every word in it that could be a path
 * or a token (anything between spaces and quotes that holds a `/` or is 32 characters long) spelt
 * as withoutSecrets() spells a path.
 */
export function textWithoutSecrets(text: string): string {
  return text.replace(/[^\s"'`<>()]+/g, (word) =>
    word.includes("/") || word.length >= 32 ? withoutSecrets(word) : word,
  );
}
