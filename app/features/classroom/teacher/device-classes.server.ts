import { inArray } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes } from "~/.server/db/schema";
import type { Lang } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { tokenHash } from "../server/class-token.server";
import { classLinksCookie, sessionClassLinksCookie, setEverywhere } from "../server/classroom-cookies.server";
import { allTokens, tokensOf, withClass, withoutClass, type ComputerKind, type KeptClasses } from "./device-classes";

// The classes of this browser (its `class_links` and `class_session_links` cookies) as the
// classroom page lists them: each still stored class with its name, code and state, newest first.
// A class deleted since is left out. Also the cookies that add a class to its list or forget one.

export interface DeviceClass {
  token: string;
  name: string;
  joinCode: string;
  createdAt: string;
  closed: boolean;
}

/** The tokens of both lists this request's browser sent. */
async function keptClasses(request: Request, lang: Lang): Promise<KeptClasses> {
  const header = request.headers.get("Cookie");
  const [lasting, session]: unknown[] = await Promise.all([
    classLinksCookie(lang).parse(header),
    sessionClassLinksCookie(lang).parse(header),
  ]);
  return { lasting: tokensOf(lasting), session: tokensOf(session) };
}

export async function deviceClassList(env: Pick<Env, "DB">, request: Request) {
  const kept = await keptClasses(request, langFromPath(new URL(request.url).pathname));
  const tokens = allTokens(kept);
  if (tokens.length === 0) return { kept, tokens, list: [] as DeviceClass[] };
  const hashes = await Promise.all(tokens.map(tokenHash));
  const rows = await withDeadline(
    database(env)
      .select({
        hash: classes.teacher_token_hash,
        name: classes.name,
        joinCode: classes.join_code,
        createdAt: classes.created_at,
        closedAt: classes.closed_at,
      })
      .from(classes)
      .where(inArray(classes.teacher_token_hash, hashes)),
  );
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  const list = tokens.flatMap((token, index): DeviceClass[] => {
    const row = byHash.get(hashes[index] ?? "");
    return row
      ? [{ token, name: row.name, joinCode: row.joinCode, createdAt: row.createdAt, closed: row.closedAt !== null }]
      : [];
  });
  // Two lists, each newest first: the opening times put them in one order.
  list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { kept, tokens, list };
}

/**
 * The Set-Cookie headers that add a class just opened to the list of the teacher's choice. Only
 * that list is written: a class opened on a shared computer leaves the 30-day list as it was, and
 * one opened on the teacher's own leaves the shared computer's classes to end with the session.
 */
export async function rememberClass(request: Request, lang: Lang, token: string, computer: ComputerKind) {
  const kept = await keptClasses(request, lang);
  return computer === "shared"
    ? setEverywhere(sessionClassLinksCookie, withClass(kept.session, token), request)
    : setEverywhere(classLinksCookie, withClass(kept.lasting, token), request);
}

/** The Set-Cookie headers that take a class out of whichever list holds it (a list left empty is cleared). */
export async function forgetClass(request: Request, kept: KeptClasses, token: string): Promise<string[]> {
  const rewrite = async (cookieOf: typeof classLinksCookie, tokens: string[]) => {
    if (!tokens.includes(token)) return [];
    const left = withoutClass(tokens, token);
    return setEverywhere(cookieOf, left.length ? left : null, request);
  };
  const written = await Promise.all([
    rewrite(classLinksCookie, kept.lasting),
    rewrite(sessionClassLinksCookie, kept.session),
  ]);
  return written.flat();
}
