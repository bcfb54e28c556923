import {
  languages,
  linkIds,
  links,
  linkSetup,
  pageSetup,
  routeId,
  type Lang,
  type LinkId,
  type PageDelivery,
  type PageId,
  type PageQuery,
} from "../i18n-routes";
import { matchPage } from "./paths";

// What the route table's deliveries (i18n-routes.ts, PageDelivery) make of a request's path: the
// route it names, page or class's link, and what its delivery says of it. The Worker's headers,
// the edge cache, the sitemap and the load scripts read a path's delivery here, so that none of
// them keeps a list of its own of what is private, kept or personal.

/**
 * The headers of every answer of a private route (a class's links), and of the classroom page's
 * personal views: never stored by a browser or a cache, never indexed, and no Referer from a link
 * followed on them, which for the teacher link would carry its token to the next site
 * (docs/decisions/0014-classroom-sessions.md).
 */
export const privateHeaders: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** A route of the table that a path names. */
export type TableRoute =
  | { kind: "page"; pageId: PageId; lang: Lang; routeId: string; delivery: PageDelivery }
  | { kind: "link"; linkId: LinkId; lang: Lang; routeId: string; token: string; delivery: PageDelivery };

const specialCharacters = /[.*+?^${}()|[\]\\]/g;

/** Each link's address in each language as a pattern: its token any one non-empty segment, in its exact case, as Remix matches it. */
const linkPatterns = linkIds.flatMap((linkId) =>
  languages.map((lang) => {
    const [before, after = ""] = links[linkId][lang].split(":token");
    const escape = (text: string) => text.replace(specialCharacters, "\\$&");
    return { linkId, lang, pattern: new RegExp(`^${escape(before ?? "")}([^/]+)${escape(after)}$`) };
  }),
);

/** The class's link at a path, with its token, or null. */
export function matchLink(pathname: string): { linkId: LinkId; lang: Lang; routeId: string; token: string } | null {
  for (const { linkId, lang, pattern } of linkPatterns) {
    const token = pattern.exec(pathname)?.[1];
    if (token !== undefined) return { linkId, lang, routeId: routeId(linkId, lang), token };
  }
  return null;
}

/** The route of the table at a path (a page at its exact address, or a class's link), or null. */
export function routeAt(pathname: string): TableRoute | null {
  const page = matchPage(pathname);
  if (page) {
    return {
      kind: "page",
      ...page,
      routeId: routeId(page.pageId, page.lang),
      delivery: pageSetup[page.pageId].delivery,
    };
  }
  const link = matchLink(pathname);
  return link ? { kind: "link", ...link, delivery: linkSetup[link.linkId].delivery } : null;
}

/** The delivery of the route at a path, or null when the path is none of the table's. */
export function deliveryAt(pathname: string): PageDelivery | null {
  return routeAt(pathname)?.delivery ?? null;
}

const MAX_DECODING_ROUNDS = 8;

/**
 * A path's segments as a router might read them, erring towards more readings: each ASCII escape
 * decoded, again for a path encoded more than once (one that does not decode stays), `\` taken
 * for `/`, empty and `.` segments dropped, `..` resolved, and folded to lower case (Remix matches
 * a route in any case).
 */
function foldedSegments(pathname: string): string[] {
  let path = pathname;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    const next = path.replace(/%([0-7][0-9A-Fa-f])/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === path) break;
    path = next;
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().split(/[/\\]/)) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return segments;
}

/** Each private link's address before its token, as folded segments (`es`, `first-aiducation`, …, `t`). */
const privateLinkPrefixes = [
  ...new Set(
    linkIds
      .filter((linkId) => linkSetup[linkId].delivery.kind === "private")
      .flatMap((linkId) =>
        languages.map((lang) => foldedSegments(links[linkId][lang].split(":token")[0] ?? "").join("/")),
      ),
  ),
].map((prefix) => prefix.split("/"));

/**
 * Whether a path is under a private link's address before its token, whatever follows it (a file
 * only the other link has, the other link's token, a trailing slash, more segments) and however it
 * is spelt (any case, escapes): a secret may be in it, so its answers are private too.
 */
export function isUnderPrivateLink(pathname: string): boolean {
  const segments = foldedSegments(pathname);
  return privateLinkPrefixes.some((prefix) => prefix.every((segment, index) => segments[index] === segment));
}

/**
 * Whether an answer at a path carries privateHeaders: the path of a route declared private, or any
 * path under a private link's address (isUnderPrivateLink), a 404's or a refusal's included.
 */
export function isPrivatePath(pathname: string): boolean {
  return deliveryAt(pathname)?.kind === "private" || isUnderPrivateLink(pathname);
}

/** The queries at which a delivery's page is kept (none for a private route). */
export function keptQueries(delivery: PageDelivery): readonly PageQuery[] {
  return delivery.kind === "private" ? [] : delivery.queries;
}

/** The queries that make a delivery's page someone's own view (a private route is so whatever its query). */
export function personalQueries(delivery: PageDelivery): readonly PageQuery[] {
  return delivery.kind === "private" ? [] : (delivery.personalQueries ?? []);
}

/**
 * Whether an address of a route may be one view for everyone, kept by the edge cache: not a
 * private route, and each query one its delivery keeps (none personal, none it does not read).
 */
export function isSharedAddress(delivery: PageDelivery, queryNames: Iterable<string>): boolean {
  if (delivery.kind === "private") return false;
  const kept: readonly string[] = keptQueries(delivery);
  const personal: readonly string[] = personalQueries(delivery);
  for (const name of queryNames) if (personal.includes(name) || !kept.includes(name)) return false;
  return true;
}

/**
 * A page's address with the first query its delivery keeps, set to `value`: the address at which
 * the edge cache keeps the page (the load test's and the profile's "hit" tier). Throws for a path
 * that is no page of the table, or a page kept at no query.
 */
export function keptAddress(path: string, value = "1"): string {
  const page = matchPage(path);
  const [query] = page ? keptQueries(pageSetup[page.pageId].delivery) : [];
  if (!query) throw new Error(`${path}: no page of the route table that is kept at a query`);
  return `${path}?${new URLSearchParams({ [query]: value }).toString()}`;
}
