import { languages, pageIds, pages, pageSetup, type PageId } from "../i18n-routes";
import { SITE_TIME_ZONE } from "../lib/intl-locale";
import { deliveryAt, isSharedAddress } from "../lib/route-delivery";
import { carriesPersonalCookie } from "../lib/site-cookies";
import { joinCopy, type CutCopy } from "./cut-copy";
import { placeholders, type PerRequest } from "./per-request";
import { contentSecurityPolicy } from "./security-headers";

// The edge cache of pages: an anonymous GET of a page is answered from the Workers Cache API
// (edgeCache()) when a copy is there, and rendered and kept otherwise. What differs between
// two visitors' copies of a page is only per request: the CSP nonce, the forms' signed time stamp
// and the request id. A kept copy holds placeholders (per-request.ts) for the first two (the request id of the
// render that kept it is overwritten all the same), and fillPerRequest() sets all three while the
// page streams out (HTMLRewriter), so no visitor ever gets another's values.

/**
 * Seconds a kept copy of a page rendered once per build is served, at an address with a query it
 * reads: such a page changes only with a deploy (the fingerprint is in the key). A page kept for
 * its data says its own time (i18n-routes.ts, PageDelivery).
 */
const PER_BUILD_EDGE_TTL = 3600;

/** The pages whose kept copies a saved score deletes (the weekly leaderboard's). */
export const leaderboardPages: readonly PageId[] = pageIds.filter((id) => {
  const { delivery } = pageSetup[id];
  return delivery.kind === "kept" && delivery.purgedBy === "scores";
});

/** The data centre's cache (the DOM's CacheStorage type, also in scope, does not know `default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Header that says which tier served a page: STATIC (its copy of this build), HIT (this data centre's cache) or MISS (rendered); absent: not a cached kind of answer. */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/** Today in the site's time zone: pages that show the date (the sitemap) change at midnight. */
const siteDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, dateStyle: "short" });
let dayOfMinute = { minute: -1, day: "" };

/** The day at `now`, formatted once a minute rather than for every request. */
function siteDay(now: number): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== dayOfMinute.minute) dayOfMinute = { minute, day: siteDayFormat.format(now) };
  return dayOfMinute.day;
}

/**
 * The cache key of a request, or null when its answer must not come from the cache or go into it:
 * not a GET or HEAD of a route of the table, a route declared private (a class's links), a query
 * its delivery does not keep (one it does not read, or one that makes the view personal, as the
 * classroom page's join code), or a cookie that is not declared impersonal (lib/site-cookies.ts).
 * The key names the page fingerprint (the build and the configuration pages embed), so a deploy
 * never serves the previous one's pages, and the day, so the date a page shows is today's.
 */
export function pageCacheKey(request: Request, fingerprint: string, now: number): Request | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const delivery = deliveryAt(url.pathname);
  // Only the queries the page keeps make a copy of their own (a leaderboard page keeps none: it
  // is kept at its plain address, the one a saved score purges).
  if (!delivery || !isSharedAddress(delivery, url.searchParams.keys())) return null;
  if (carriesPersonalCookie(request.headers.get("Cookie"))) return null;
  const extra = `edge-cache-fingerprint=${encodeURIComponent(fingerprint)}&edge-cache-day=${siteDay(now)}`;
  return new Request(`${url.origin}${url.pathname}${url.search ? `${url.search}&` : "?"}${extra}`);
}

/** The cache keys of the pages a saved score changes, in every language. */
export function leaderboardKeys(origin: string, fingerprint: string, now: number): Request[] {
  return leaderboardPages.flatMap((pageId) =>
    languages.flatMap(
      (lang) => pageCacheKey(new Request(new URL(pages[pageId][lang], origin)), fingerprint, now) ?? [],
    ),
  );
}

/** How long the edge cache keeps a copy of the page at `pathname` (its delivery's time). */
export function edgeTtl(pathname: string): number {
  const delivery = deliveryAt(pathname);
  return delivery?.kind === "kept" ? delivery.ttlSeconds : PER_BUILD_EDGE_TTL;
}

/**
 * Whether a rendered page may be kept: a complete 200 with nothing personal (no cookie set) and
 * no loader that asked for it not to be (`Cache-Control: no-store`, e.g. a leaderboard that could
 * not be read).
 */
export function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** The copy that goes into the cache: its own lifetime at the edge, and nothing per request. */
export function keptCopy(body: ReadableStream, response: Response, ttl: number): Response {
  const headers = new Headers(response.headers);
  headers.delete("Content-Security-Policy");
  headers.set("Cache-Control", `public, max-age=${ttl}`);
  return new Response(body, { status: response.status, headers });
}

/**
 * A page with this request's values in place of the placeholders, headers included. Browsers get
 * `private, no-cache`: they may keep it for the back button but ask again before showing it anew,
 * and no shared cache between them and the edge keeps it.
 */
export function fillPerRequest(page: Response, values: PerRequest, cacheStatus: "HIT" | "MISS" | "STATIC"): Response {
  const rewriter = new HTMLRewriter()
    .on("script[nonce], link[nonce]", {
      element(element) {
        element.setAttribute("nonce", values.nonce);
      },
    })
    .on("html", {
      element(element) {
        element.setAttribute("data-request-id", values.requestId);
        if (values.formStamp) element.setAttribute("data-form-stamp", values.formStamp);
        else element.removeAttribute("data-form-stamp");
      },
    })
    .on('input[name="form_stamp"]', {
      element(element) {
        if (values.formStamp) element.setAttribute("value", values.formStamp);
        else element.remove();
      },
    });
  const filled = rewriter.transform(new Response(page.body, page));
  return new Response(filled.body, { status: filled.status, headers: perRequestHeaders(filled, values, cacheStatus) });
}

/** A filled page's headers: its own, with this request's CSP and what browsers may keep. */
function perRequestHeaders(page: Response, values: PerRequest, cacheStatus: "HIT" | "MISS" | "STATIC"): Headers {
  const headers = new Headers(page.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(values.nonce));
  headers.set("Cache-Control", "private, no-cache");
  headers.set(CACHE_STATUS_HEADER, cacheStatus);
  return headers;
}

/**
 * A page's copy of the build with this request's values (`perRequest` is asked for a form stamp
 * only when the page has a form): joined from its cut pieces, or filled as a kept copy is where
 * joining cannot do it.
 */
export async function serveCopy(
  copy: CutCopy,
  perRequest: (withFormStamp: boolean) => Promise<PerRequest>,
): Promise<Response> {
  const values = await perRequest(copy.hasFormStamp);
  const joined = joinCopy(copy, values);
  const page = new Response(joined ?? copy.html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  if (joined === null) return fillPerRequest(page, values, "STATIC");
  return new Response(page.body, { status: 200, headers: perRequestHeaders(page, values, "STATIC") });
}

/**
 * Deletes the kept copies of the leaderboard pages. The Cache API deletes in this data centre
 * only, where the player who saved is; elsewhere the copies expire within their delivery's time.
 */
export async function purgeLeaderboardPages(origin: string, fingerprint: string): Promise<void> {
  await Promise.all(leaderboardKeys(origin, fingerprint, Date.now()).map((key) => edgeCache().delete(key)));
}

/**
 * A page from the edge cache, or rendered (with placeholders) and kept when it may be; either way
 * with this request's values filled in.
 */
export async function servePageFromEdge(
  key: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  render: (kept: { nonce: string; formStamp: string }) => Promise<Response>,
  perRequest: () => Promise<PerRequest>,
): Promise<Response> {
  const kept = await edgeCache().match(key);
  if (kept) return fillPerRequest(kept, await perRequest(), "HIT");
  const rendered = await render({ nonce: placeholders.nonce, formStamp: placeholders.formStamp });
  let page = rendered;
  if (isKeepable(rendered) && rendered.body) {
    const [toKeep, toSend] = rendered.body.tee();
    ctx.waitUntil(edgeCache().put(key, keptCopy(toKeep, rendered, edgeTtl(new URL(key.url).pathname))));
    page = new Response(toSend, rendered);
  }
  return fillPerRequest(page, await perRequest(), "MISS");
}
