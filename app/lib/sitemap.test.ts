import { describe, expect, it } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import {
  isIndexable,
  isProductionSite,
  listedPageIds,
  pagesInCategory,
  robotsTxt,
  sitemapCategories,
  sitemapXml,
} from "./sitemap";

const base = "https://estudioxr.cat";

describe("the pages listed for search engines", () => {
  it("are every page of the route table but the second address of First Aiducation, the classroom included", () => {
    expect(listedPageIds).not.toContain("portfolio-first-aiducation");
    expect(listedPageIds).toContain("classroom");
    expect(listedPageIds).toHaveLength(pageIds.length - 1);
  });

  it("fall each into exactly one category of the sitemap page", () => {
    const grouped = sitemapCategories.flatMap((category) => pagesInCategory(category));
    expect([...grouped].sort()).toEqual([...listedPageIds].sort());
    expect(pagesInCategory("projects")).toContain("portfolio-kalyan");
    expect(pagesInCategory("main")).toContain("contact");
  });
});

describe("the production host", () => {
  it("is an https host on a public domain", () => {
    expect(isProductionSite("https://estudioxr.cat")).toBe(true);
    expect(isProductionSite("https://www.example-studio.com")).toBe(true);
  });

  for (const url of [
    "https://estudioxr.example",
    "http://estudioxr.cat",
    "http://localhost:8788",
    "https://127.0.0.1",
    "https://[::1]",
    "https://estudio-xr-site.someone.workers.dev",
    "https://preview.estudioxr.pages.dev",
    "https://www.example.com",
    "https://site.test",
    "not a url",
  ]) {
    it(`is not ${url}`, () => {
      expect(isProductionSite(url)).toBe(false);
    });
  }
});

describe("the indexing setting", () => {
  it("follows the host when automatic, and forces either way when on or off", () => {
    expect(isIndexable(base, "auto")).toBe(true);
    expect(isIndexable(base, undefined)).toBe(true);
    expect(isIndexable("https://estudioxr.example", "auto")).toBe(false);
    expect(isIndexable("http://127.0.0.1:8791", "on")).toBe(true);
    expect(isIndexable(base, "off")).toBe(false);
  });
});

describe("/sitemap.xml", () => {
  const xml = sitemapXml(base, "2026-11-21");
  const urls = xml.match(/<url>.*?<\/url>/g) ?? [];

  it("lists each listed page once per language, with its date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(urls).toHaveLength(listedPageIds.length * languages.length);
    for (const id of listedPageIds) {
      for (const lang of languages) {
        expect(
          urls.filter((url) => url.includes(`<loc>${base}${pages[id][lang]}</loc>`)),
          `${id} ${lang}`,
        ).toHaveLength(1);
      }
    }
    expect(urls.every((url) => url.includes("<lastmod>2026-11-21</lastmod>"))).toBe(true);
    expect(xml).not.toContain("/portfolio/first-aiducation<");
  });

  it("gives every address its alternates in both languages and x-default, reciprocally", () => {
    for (const id of listedPageIds) {
      const alternates = languages.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${base}${pages[id][lang]}"/>`,
      );
      for (const lang of languages) {
        const url = urls.find((entry) => entry.includes(`<loc>${base}${pages[id][lang]}</loc>`)) ?? "";
        for (const alternate of alternates) expect(url).toContain(alternate);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/"/>`);
      }
    }
  });
});

describe("/robots.txt", () => {
  it("opens an indexable site and points to its sitemap", () => {
    expect(robotsTxt(base, true)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  it("closes a site that is not indexable", () => {
    expect(robotsTxt(base, false)).toContain("User-agent: *\nDisallow: /\n");
    expect(robotsTxt(base, false)).not.toContain("Sitemap:");
  });
});
