import { canonicalPageOf, defaultLang, languages, pageIds, pages, type Lang, type PageId } from "../i18n-routes";

/** Path of a page in a language, built from the route table (never typed by hand). */
export function href(pageId: PageId, lang: Lang, query?: Record<string, string>): string {
  const path = pages[pageId][lang];
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

/** The language a path names (/es…, /en…, /ca…), or null for a language-neutral path. */
export function langOfPath(pathname: string): Lang | null {
  return languages.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`)) ?? null;
}

/** The language of a path: the one it names, else Spanish (the site's default). */
export function langFromPath(pathname: string): Lang {
  return langOfPath(pathname) ?? defaultLang;
}

/** Whether the path names its language (/es…, /en…, /ca…); other paths are language-neutral. */
export function pathHasLang(pathname: string): boolean {
  return langOfPath(pathname) !== null;
}

const pageByPath = new Map<string, { pageId: PageId; lang: Lang }>(
  pageIds.flatMap((pageId) => languages.map((lang) => [pages[pageId][lang], { pageId, lang }] as const)),
);

/** The page (and language) that a path belongs to, or null for an unknown path. */
export function matchPage(pathname: string): { pageId: PageId; lang: Lang } | null {
  return pageByPath.get(pathname) ?? null;
}

/** Each page's address in lower case, to find the page an address names in another case. */
const pathByFoldedPath = new Map<string, string>([...pageByPath.keys()].map((path) => [path.toLowerCase(), path]));

/**
 * The canonical address of the page a path names, in any case and with any characters
 * percent-encoded (`/CA/Formacio`, `/ca/educaci%6f`), or null when it names none. People type
 * addresses, and mail clients and old links change their case.
 */
export function canonicalPagePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return pathByFoldedPath.get(decoded.toLowerCase()) ?? null;
}

/**
 * Where the language switcher leads: the same page in another language, keeping the query
 * string; an unknown path leads to that language's home page.
 */
export function counterpartHref(pathname: string, search: string, targetLang: Lang): string {
  const match = matchPage(pathname);
  if (!match) return href("home", targetLang);
  return pages[match.pageId][targetLang] + search;
}

/** The page whose URL is canonical for this one (itself, unless it is a second address). */
export function canonicalPage(pageId: PageId): PageId {
  return canonicalPageOf[pageId] ?? pageId;
}
