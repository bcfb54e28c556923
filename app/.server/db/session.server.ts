import { readCookie } from "~/lib/cookies";
import { siteCookies } from "~/lib/site-cookies";

// D1 read replication: reads in a session may be answered by the replica nearest the Worker. A
// session started from a bookmark sees at least what that bookmark saw, so the player who has just
// saved a score (whose next request carries the save's bookmark in a short-lived cookie) finds it
// on the board, while everyone else reads from wherever is nearest. Where the runtime has no
// Sessions API (an older local runtime), the database is used as it is: one copy, always current.

export const BOOKMARK_COOKIE = siteCookies.bookmark.name;
/** Long enough for the page to be shown again after a save; replicas catch up within seconds. */
const BOOKMARK_MAX_AGE_SECONDS = 60;

export interface D1Session {
  /** The session, in the shape drizzle takes (it needs only prepare and batch). */
  db: D1Database;
  /** Where this session has read or written up to, for a later read to start from. */
  bookmark: () => string | null;
}

/**
 * A session on `db`. A write starts at the primary ("first-primary"); a read starts anywhere
 * ("first-unconstrained") unless a bookmark says how recent it must be.
 */
export function d1Session(db: D1Database, start: "write" | { bookmark: string | null }): D1Session {
  if (typeof db.withSession !== "function") return { db, bookmark: () => null };
  const constraint = start === "write" ? "first-primary" : (start.bookmark ?? "first-unconstrained");
  const session = db.withSession(constraint);
  return { db: session as unknown as D1Database, bookmark: () => session.getBookmark() };
}

/** The bookmark a request carries from its visitor's last write, if any. */
export function requestBookmark(request: Request): string | null {
  return readCookie(request.headers.get("Cookie"), BOOKMARK_COOKIE);
}

/** The cookie that carries a write's bookmark to its visitor's next requests. */
export function bookmarkCookie(request: Request, bookmark: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
