import { canonicalPageOf, languages, pageIds, pages, type Lang, type PageId } from "../i18n-routes";

/** Path of a page in a language, built from the route table (never typed by hand). */
export function href(pageId: PageId, lang: Lang, query?: Record<string, string>): string {
  const path = pages[pageId][lang];
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

/** The language of a path: a path starting with /en is English, anything else Spanish. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}

/** Whether the path names its language (/es…, /en…); other paths are language-neutral. */
export function pathHasLang(pathname: string): boolean {
  return languages.some((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`));
}

const pageByPath = new Map<string, { pageId: PageId; lang: Lang }>(
  pageIds.flatMap((pageId) => languages.map((lang) => [pages[pageId][lang], { pageId, lang }] as const)),
);

/** The page (and language) that a path belongs to, or null for an unknown path. */
export function matchPage(pathname: string): { pageId: PageId; lang: Lang } | null {
  return pageByPath.get(pathname) ?? null;
}

/**
 * Where the language switcher leads: the same page in the other language, keeping the query
 * string; an unknown path leads to the other language's home page.
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

export function otherLang(lang: Lang): Lang {
  return lang === "es" ? "en" : "es";
}
