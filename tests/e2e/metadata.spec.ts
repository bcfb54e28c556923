import { languages, pages, type Lang, type PageId } from "../../app/i18n-routes";
import { canonicalPage } from "../../app/lib/paths";
import { site } from "../../content/site";
import { everyPage, expect, test } from "./fixtures";

// The metadata audit: every page of the route table in every language, read from the server's HTML
// (as a search engine reads it), checked for what search engines and link previews need.

const siteUrl = site.defaultSiteUrl;
const ogLocale: Record<Lang, string> = { es: "es_ES", en: "en_GB", ca: "ca_ES" };

interface PageMetadata {
  pageId: PageId;
  lang: Lang;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  og: Record<string, string>;
  ogAlternates: string[];
  jsonLd: Record<string, unknown>[];
  faqQuestions: string[];
}

test.describe("metadata of every page", () => {
  test("titles, descriptions, canonical and hreflang pairs, Open Graph and JSON-LD", async ({ page, request }) => {
    // Each page's HTML as the server sends it, read by the browser's own parser (no navigation).
    const documents = await Promise.all(
      everyPage.map(async ({ path }) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        return response.text();
      }),
    );
    const reads = await page.evaluate((htmls) => {
      return htmls.map((html) => {
        const document = new DOMParser().parseFromString(html, "text/html");
        const attribute = (selector: string, name: string) =>
          document.querySelector(selector)?.getAttribute(name) ?? null;
        return {
          title: document.title,
          description: attribute('meta[name="description"]', "content"),
          canonical: attribute('link[rel="canonical"]', "href"),
          alternates: Object.fromEntries(
            [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
              link.getAttribute("hreflang") ?? "",
              link.getAttribute("href") ?? "",
            ]),
          ),
          ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map(
            (meta) => meta.getAttribute("content") ?? "",
          ),
          og: Object.fromEntries(
            [...document.querySelectorAll('meta[property^="og:"]')]
              .filter((meta) => meta.getAttribute("property") !== "og:locale:alternate")
              .map((meta) => [meta.getAttribute("property") ?? "", meta.getAttribute("content") ?? ""]),
          ),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => script.textContent ?? "",
          ),
          faqQuestions: [...document.querySelectorAll("details[name] > summary")].map(
            (summary) => summary.textContent?.trim() ?? "",
          ),
        };
      });
    }, documents);
    const found: PageMetadata[] = everyPage.map(({ pageId, lang }, index) => {
      const read = reads[index];
      if (!read) throw new Error(`no metadata read for ${pageId} (${lang})`);
      // Every JSON-LD block parses.
      const jsonLd = read.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      return { pageId, lang, ...read, jsonLd };
    });

    // Unique, short titles and descriptions of a useful length, in each language.
    const titles = found.map((entry) => entry.title);
    const descriptions = found.map((entry) => entry.description ?? "");
    expect(
      titles.filter((title, index) => titles.indexOf(title) !== index),
      "repeated titles",
    ).toEqual([]);
    expect(
      descriptions.filter((text, index) => descriptions.indexOf(text) !== index),
      "repeated",
    ).toEqual([]);
    for (const entry of found) {
      const where = `${entry.pageId} (${entry.lang})`;
      expect(entry.title.length, `${where} title`).toBeLessThanOrEqual(60);
      expect(entry.description?.length ?? 0, `${where} description`).toBeGreaterThanOrEqual(70);
      expect(entry.description?.length ?? 0, `${where} description`).toBeLessThanOrEqual(160);

      // A self-referencing canonical (a second address points to its page), and the pair of languages.
      const canonicalId = canonicalPage(entry.pageId);
      const canonical = `${siteUrl}${pages[canonicalId][entry.lang]}`;
      expect(entry.canonical, where).toBe(canonical);
      expect(entry.alternates, where).toEqual({
        es: `${siteUrl}${pages[canonicalId].es}`,
        en: `${siteUrl}${pages[canonicalId].en}`,
        ca: `${siteUrl}${pages[canonicalId].ca}`,
        "x-default": `${siteUrl}/`,
      });

      // Open Graph, with the share image of the page's language.
      expect(entry.og, where).toMatchObject({
        "og:type": "website",
        "og:title": entry.title,
        "og:description": entry.description,
        "og:url": canonical,
        "og:image": `${siteUrl}/og/share-${entry.lang}.png`,
        "og:locale": ogLocale[entry.lang],
        "og:site_name": site.brandName,
      });

      expect(entry.ogAlternates.sort(), where).toEqual(
        languages
          .filter((lang) => lang !== entry.lang)
          .map((lang) => ogLocale[lang])
          .sort(),
      );

      // JSON-LD: the organisation and the site everywhere, the breadcrumbs below home, the FAQ where
      // one is shown; each in the page's language.
      const ofType = (type: string) => entry.jsonLd.filter((item) => item["@type"] === type);
      const [organization] = ofType("Organization");
      expect(organization, where).toMatchObject({
        "@context": "https://schema.org",
        name: site.brandName,
        url: `${siteUrl}${pages.home[entry.lang]}`,
        logo: `${siteUrl}/logo.png`,
      });
      expect(ofType("WebSite"), where).toEqual([
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.brandName,
          url: `${siteUrl}${pages.home[entry.lang]}`,
          inLanguage: entry.lang,
        },
      ]);
      const breadcrumbs = ofType("BreadcrumbList");
      if (breadcrumbs[0]) expect(breadcrumbs[0].inLanguage, where).toBe(entry.lang);
      expect(breadcrumbs, where).toHaveLength(entry.pageId === "home" ? 0 : 1);
      const items = (breadcrumbs[0]?.itemListElement ?? []) as { position: number; name: string; item: string }[];
      items.forEach((item, index) => {
        expect(item.position, where).toBe(index + 1);
        expect(item.name.length, where).toBeGreaterThan(0);
        expect(item.item.startsWith(`${siteUrl}/${entry.lang}`), where).toBe(true);
      });
      if (items.length > 0) expect(items.at(-1)?.item, where).toBe(`${siteUrl}${pages[entry.pageId][entry.lang]}`);
      const faq = ofType("FAQPage");
      if (entry.faqQuestions.length === 0) {
        expect(faq, where).toHaveLength(0);
      } else {
        expect(faq[0]?.inLanguage, where).toBe(entry.lang);
        const questions = (faq[0]?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
        expect(
          questions.map((question) => question.name),
          where,
        ).toEqual(entry.faqQuestions);
        for (const question of questions) expect(question.acceptedAnswer.text.length, where).toBeGreaterThan(0);
      }
    }

    // The FAQ check above ran where FAQs are shown (the selector found them).
    const withFaq = new Set(found.filter((entry) => entry.faqQuestions.length > 0).map((entry) => entry.pageId));
    expect([...withFaq].sort()).toEqual(["education", "home"]);

    // The share images are served from this site.
    for (const lang of languages) {
      const image = await request.get(`/og/share-${lang}.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });
});
