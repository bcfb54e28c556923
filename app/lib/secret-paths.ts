import { languages, pages } from "../i18n-routes";

// The paths that carry a secret, and how the log spells any path so that none of them reaches a
// log line: a class's teacher link `…/{aula|classroom}/t/<token>` and projector link `…/p/<token>`
// (features/classroom/classroom-routes.ts builds them from the segments below). log.server.ts
// passes every path it writes through withoutSecrets(); a future address that carries a secret
// must be taught here.

/** The segments between the classroom page's path and each link's token. */
export const TEACHER_SEGMENT = "/t/";
export const PROJECTOR_SEGMENT = "/p/";

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
