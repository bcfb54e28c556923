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
