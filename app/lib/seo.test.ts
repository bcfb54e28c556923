import type { MetaDescriptor } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { breadcrumbList, mergeMeta, organizationJsonLd, pageMeta, rootMeta } from "./seo";

const siteUrl = "https://estudioxr.example";

function find(meta: MetaDescriptor[], predicate: (d: Record<string, unknown>) => boolean) {
  return meta.map((d) => d as Record<string, unknown>).filter(predicate);
}

describe("pageMeta", () => {
  const meta = pageMeta({ pageId: "contact", lang: "en", siteUrl, title: "Contact", description: "Write to us." });

  it("gives title, description and a self-referencing canonical URL", () => {
    expect(meta).toContainEqual({ title: "Contact" });
    expect(meta).toContainEqual({ name: "description", content: "Write to us." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/en/contact` });
  });

  it("lists the alternates in the three languages and x-default at the root", () => {
    const alternates = find(meta, (d) => d.rel === "alternate").map((d) => [d.hrefLang, d.href]);
    expect(alternates).toEqual([
      ["es", `${siteUrl}/es/contacto`],
      ["en", `${siteUrl}/en/contact`],
      ["ca", `${siteUrl}/ca/contacte`],
      ["x-default", `${siteUrl}/`],
    ]);
  });

  it("gives Open Graph tags with locale, alternate locale and a per-language image", () => {
    expect(meta).toContainEqual({ property: "og:locale", content: "en_GB" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "es_ES" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "ca_ES" });
    expect(meta).toContainEqual({ property: "og:image", content: `${siteUrl}/og/share-en.png` });
    expect(meta).toContainEqual({ property: "og:url", content: `${siteUrl}/en/contact` });
  });

  it("adds noindex only when asked", () => {
    expect(find(meta, (d) => d.name === "robots")).toEqual([]);
    const hidden = pageMeta({ pageId: "contact", lang: "es", siteUrl, title: "C", description: "D", noIndex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("points a second address at the canonical page", () => {
    const second = pageMeta({
      pageId: "portfolio-first-aiducation",
      lang: "es",
      siteUrl,
      title: "T",
      description: "D",
    });
    expect(second).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/es/first-aiducation` });
  });

  it("adds a BreadcrumbList when given crumbs", () => {
    const crumbs = [
      { name: "Home", url: `${siteUrl}/en` },
      { name: "Contact", url: `${siteUrl}/en/contact` },
    ];
    const withCrumbs = pageMeta({
      pageId: "contact",
      lang: "en",
      siteUrl,
      title: "C",
      description: "D",
      breadcrumbs: crumbs,
    });
    expect(withCrumbs).toContainEqual({ "script:ld+json": breadcrumbList(crumbs, "en") });
    expect(breadcrumbList(crumbs, "en").inLanguage).toBe("en");
    expect(breadcrumbList(crumbs, "en").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/en` },
      { "@type": "ListItem", position: 2, name: "Contact", item: `${siteUrl}/en/contact` },
    ]);
  });
});

describe("faqPageJsonLd", () => {
  it("publishes each question with its accepted answer", () => {
    const meta = pageMeta({
      pageId: "home",
      lang: "en",
      siteUrl,
      title: "T",
      description: "D",
      faq: [{ question: "How long?", answer: "3 to 4 weeks." }],
    });
    expect(meta).toContainEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: "en",
        mainEntity: [
          { "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "3 to 4 weeks." } },
        ],
      },
    });
  });
});

describe("organizationJsonLd", () => {
  it("carries the organisation's facts", () => {
    const org = organizationJsonLd(siteUrl, "es");
    expect(org).toMatchObject({
      "@type": "Organization",
      foundingDate: "2025",
      slogan: "Experimentar es creer en el futuro",
      knowsAbout: ["Desarrollo de realidad virtual", "Desarrollo de realidad aumentada", "Formación virtual"],
    });
    expect(org.contactPoint).toMatchObject({ availableLanguage: ["es", "en", "ca"] });
    expect(org.areaServed).toEqual([
      { "@type": "Country", name: "Spain" },
      { "@type": "AdministrativeArea", name: "Catalonia" },
    ]);
  });
});

describe("mergeMeta", () => {
  it("keeps the root's entries and lets the page replace those with the same key", () => {
    const root: MetaDescriptor[] = [{ title: "Root" }, ...rootMeta(siteUrl, "en")];
    const merged = mergeMeta([root], [{ title: "Page" }, { name: "description", content: "D" }]);
    expect(find(merged, (d) => "title" in d)).toEqual([{ title: "Page" }]);
    expect(find(merged, (d) => d.property === "og:site_name")).toHaveLength(1);
    expect(find(merged, (d) => "script:ld+json" in d)).toHaveLength(2);
    expect(merged).toContainEqual({ name: "description", content: "D" });
  });

  it("keeps the Organization, the WebSite and a BreadcrumbList", () => {
    const merged = mergeMeta([rootMeta(siteUrl, "ca")], [{ "script:ld+json": breadcrumbList([], "ca") }]);
    const jsonLd = find(merged, (d) => "script:ld+json" in d).map(
      (d) => d["script:ld+json"] as Record<string, unknown>,
    );
    expect(jsonLd.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
    expect(jsonLd[1]).toMatchObject({ url: `${siteUrl}/ca`, inLanguage: "ca" });
  });
});
