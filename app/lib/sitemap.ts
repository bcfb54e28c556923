import {
  canonicalPageOf,
  languages,
  pageIds,
  pages,
  pageSetup,
  type PageId,
  type SitemapCategory,
} from "../i18n-routes";

// What search engines are told about the site, built from the route table so that a new page is
// listed by itself: the sitemap page's groups, /sitemap.xml and /robots.txt.

/**
 * Every page of the route table but the second addresses, whose canonical URL is another page's,
 * and those declared private. A class's links are private routes (i18n-routes.ts, `linkSetup`),
 * not pages: no search engine is told of them.
 */
export const listedPageIds: PageId[] = pageIds.filter(
  (id) => canonicalPageOf[id] === undefined && pageSetup[id].delivery.kind !== "private",
);

export const sitemapCategories: SitemapCategory[] = ["main", "projects"];

/** The listed pages of a sitemap category, in the route table's order. */
export function pagesInCategory(category: SitemapCategory): PageId[] {
  return listedPageIds.filter((id) => pageSetup[id].category === category);
}

/** The files for search engines, listed under "SEO resources" on the sitemap page. */
export const seoFiles = [
  { id: "sitemapXml", path: "/sitemap.xml" },
  { id: "robotsTxt", path: "/robots.txt" },
] as const;

/** Hosts that are never the public site: local, reserved for documentation or tests, previews. */
const nonProductionHost =
  /(^localhost$|\.localhost$|\.local$|\.test$|\.example$|\.invalid$|(^|\.)example\.(com|net|org)$|\.workers\.dev$|\.pages\.dev$|^\d+\.\d+\.\d+\.\d+$|^\[[\da-f:.]+\]$)/i;

/**
 * Whether the site's URL (SITE_URL) is the public production site. Anywhere else (local runs,
 * previews, the placeholder of wrangler.toml) robots.txt disallows everything and pages carry
 * `noindex`, so that no copy of the site is ever indexed.
 */
export function isProductionSite(siteUrl: string): boolean {
  try {
    const { protocol, hostname } = new URL(siteUrl);
    return protocol === "https:" && !nonProductionHost.test(hostname);
  } catch {
    return false;
  }
}

/**
 * /sitemap.xml: each listed page in each language, with its alternates (hreflang es, en and
 * x-default) and the date its content last changed. `siteUrl` is an origin (see siteUrl()), and
 * paths come from the route table, so no value needs XML escaping.
 */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  const alternates = (id: PageId) =>
    [
      ...languages.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${pages[id][lang]}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/"/>`,
    ].join("");
  const urls = listedPageIds.flatMap((id) =>
    languages.map(
      (lang) => `<url><loc>${siteUrl}${pages[id][lang]}</loc><lastmod>${lastModified}</lastmod>${alternates(id)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Whether pages may be indexed, from the SITE_INDEXING setting: "on" and "off" decide; anything
 * else ("auto") allows it on the production host only.
 */
export function isIndexable(siteUrl: string, setting: string | undefined): boolean {
  if (setting === "on") return true;
  if (setting === "off") return false;
  return isProductionSite(siteUrl);
}

/** /robots.txt: everything open and the sitemap's address when indexable, everything closed otherwise. */
export function robotsTxt(siteUrl: string, indexable: boolean): string {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : "# Not the public site: nothing here is to be indexed.\nUser-agent: *\nDisallow: /\n";
}
