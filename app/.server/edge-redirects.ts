// Imported by vite.config.ts too, hence relative imports (the config loader knows no aliases).
import { languages, pages, type Lang } from "../i18n-routes";
import { CLASSROOM_SHORT_PATHS } from "../lib/short-addresses";
import { preferredLang } from "../lib/accept-language";
import { readCookie } from "../lib/cookies";
import { siteCookies } from "../lib/site-cookies";
import { canonicalPagePath, href, langOfPath, matchPage, pathHasLang } from "../lib/paths";
import { onSiteLocation } from "../lib/on-site-location";
import { privateHeaders } from "../lib/route-delivery";
import { mayCarrySecret } from "../lib/secret-paths";
import { isSpeculative } from "../lib/speculation-rules";

// Redirects answered before Remix runs (in server.ts, and by a Vite middleware in development):
// they need no rendering, so they stay cheap and identical in both places.

export const LANG_COOKIE = siteCookies.language.name;

function isLang(value: string | null): value is Lang {
  return languages.some((lang) => lang === value);
}

/** Where a path without a language (the original site's addresses) now lives, if anywhere. */
export function legacyTarget(pathname: string): string | null {
  if (pathHasLang(pathname)) return null;
  // Spanish first: the original site's unprefixed paths were its Spanish pages.
  for (const lang of languages) {
    const candidate = canonicalPagePath(`/${lang}${pathname}`);
    if (candidate) return candidate;
  }
  return null;
}

/** The language for a visit to `/`: the `lang` cookie, else the browser's preference. */
export function rootLang(request: Request): Lang {
  const cookieLang = readCookie(request.headers.get("Cookie"), LANG_COOKIE);
  if (isLang(cookieLang)) return cookieLang;
  return preferredLang(request.headers.get("Accept-Language"));
}

/**
 * The headers of a redirect whose path carries a secret (a class's link): those of the link's own
 * answers (the route table's private delivery), since its Location names the token too.
 */
const secretRedirectHeaders = privateHeaders;

function redirectTo(location: string, status: 301 | 302, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: location, ...headers } });
}

/**
 * The path a request should be at: without the slashes a path may start with (`//host` and `/\host`
 * would name another site in a Location) or end with, and at the canonical address of the page it
 * names in another case or with percent-encoded letters.
 */
function intendedPath(pathname: string): string {
  const trimmed = pathname.replace(/^[/\\]+/, "/").replace(/\/+$/, "") || "/";
  return canonicalPagePath(trimmed) ?? legacyTarget(trimmed) ?? trimmed;
}

/** A redirect that follows the visitor's language, which no shared cache may keep for another. */
function byLanguage(request: Request, location: string): Response {
  return redirectTo(onSiteLocation(location, new URL(request.url)), 302, {
    Vary: "Accept-Language, Cookie",
    "Cache-Control": "private, no-cache",
  });
}

/** A redirect for this request, or null when Remix should answer it. */
export function edgeRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);

  if (url.pathname === "/") return byLanguage(request, href("home", rootLang(request)));
  // The classroom's short address, typed from a projector: the page in the pupil's language, the
  // code (if the address carries one) kept.
  if (CLASSROOM_SHORT_PATHS.includes(url.pathname.replace(/\/+$/, "").toLowerCase())) {
    return byLanguage(request, `${pages.classroom[rootLang(request)]}${url.search}`);
  }

  const target = intendedPath(url.pathname);
  if (target !== url.pathname) {
    // A class's link with a trailing slash: the redirect is kept by no browser or cache, and sends
    // no Referer on.
    const headers = mayCarrySecret(url.pathname) ? secretRedirectHeaders : {};
    // One hop, even for a legacy path with a trailing slash.
    return target === "/"
      ? edgeRedirect(new Request(new URL(`/${url.search}`, url), request))
      : redirectTo(onSiteLocation(target + url.search, url), 301, headers);
  }
  return null;
}

/**
 * The Set-Cookie value that records a language choice, or null. A document request that arrives
 * from a page of another language on this site comes from the language switcher (the only
 * link between languages), so it is a choice worth remembering for later visits to `/`. A
 * browser's speculative load is no choice (the speculation rules leave the switcher out anyway).
 */
export function languageChoiceCookie(request: Request): string | null {
  if (request.method !== "GET" || isSpeculative(request)) return null;
  const url = new URL(request.url);
  const match = matchPage(url.pathname);
  const referer = request.headers.get("Referer");
  if (!match || !referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const fromLang = langOfPath(from.pathname);
  if (from.origin !== url.origin || fromLang === null || fromLang === match.lang) return null;
  if (readCookie(request.headers.get("Cookie"), LANG_COOKIE) === match.lang) return null;
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return `${LANG_COOKIE}=${match.lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
