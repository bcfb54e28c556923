import type { MetaDescriptor } from "@remix-run/cloudflare";
import { site } from "@content/site";
import { languages, pages, type Lang, type PageId } from "~/i18n-routes";
import { canonicalPage } from "./paths";
import type { RefusedPost } from "./refused-post";

// One helper builds every page's metadata; mergeMeta() keeps the root's entries that a page does
// not override, because Remix replaces the parent's meta with the child's by default.

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface PageMetaInput {
  pageId: PageId;
  lang: Lang;
  siteUrl: string;
  title: string;
  description: string;
  noIndex?: boolean;
  breadcrumbs?: Crumb[];
  /** Questions and answers shown on the page, published as FAQPage data. */
  faq?: { question: string; answer: string }[];
}

const ogLocale: Record<Lang, string> = { es: "es_ES", en: "en_GB", ca: "ca_ES" };

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

export function shareImageUrl(siteUrl: string, lang: Lang): string {
  return absoluteUrl(siteUrl, `/og/share-${lang}.png`);
}

export function breadcrumbList(crumbs: Crumb[], lang: Lang): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: lang,
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function faqPageJsonLd(faq: { question: string; answer: string }[], lang: Lang): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export function organizationJsonLd(siteUrl: string, lang: Lang): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    url: absoluteUrl(siteUrl, pages.home[lang]),
    logo: absoluteUrl(siteUrl, "/logo.png"),
    foundingDate: String(site.foundingYear),
    slogan: site.quote,
    areaServed: [
      { "@type": "Country", name: site.areaServed.country },
      { "@type": "AdministrativeArea", name: site.areaServed.region },
    ],
    knowsAbout: [...site.services[lang]],
    makesOffer: site.services[lang].map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name },
    })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      url: absoluteUrl(siteUrl, pages.contact[lang]),
      availableLanguage: [...site.contactLanguages],
      areaServed: "ES",
    },
  };
}

/** The site in the page's language, for search engines that group a site's languages. */
export function webSiteJsonLd(siteUrl: string, lang: Lang): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.brandName,
    url: absoluteUrl(siteUrl, pages.home[lang]),
    inLanguage: lang,
  };
}

/** Metadata the root route gives every page. */
export function rootMeta(siteUrl: string, lang: Lang): MetaDescriptor[] {
  return [
    { property: "og:site_name", content: site.brandName },
    { "script:ld+json": organizationJsonLd(siteUrl, lang) },
    { "script:ld+json": webSiteJsonLd(siteUrl, lang) },
  ];
}

/** The title of a form post refused at the door (its page is an error, with no data of its own). */
export function refusedPostMeta(refusal: RefusedPost): MetaDescriptor[] {
  return [{ title: `${refusal.title} · ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { lang, siteUrl, title, description } = input;
  const canonicalId = canonicalPage(input.pageId);
  const canonical = absoluteUrl(siteUrl, pages[canonicalId][lang]);
  const otherLangs = languages.filter((l) => l !== lang);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(siteUrl, pages[canonicalId][l]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, "/") },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: shareImageUrl(siteUrl, lang) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: ogLocale[lang] },
    ...otherLangs.map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.noIndex) descriptors.push({ name: "robots", content: "noindex" });
  if (input.breadcrumbs?.length) descriptors.push({ "script:ld+json": breadcrumbList(input.breadcrumbs, lang) });
  if (input.faq?.length) descriptors.push({ "script:ld+json": faqPageJsonLd(input.faq, lang) });
  return descriptors;
}

function metaKey(descriptor: MetaDescriptor): string {
  if ("title" in descriptor) return "title";
  if ("name" in descriptor) return `name:${String(descriptor.name)}`;
  if ("property" in descriptor && descriptor.property !== "og:locale:alternate") {
    return `property:${String(descriptor.property)}`;
  }
  if ("script:ld+json" in descriptor) {
    const json = descriptor["script:ld+json"] as { "@type"?: unknown };
    return `ld+json:${String(json["@type"])}`;
  }
  return JSON.stringify(descriptor);
}

/** The parents' metadata with the page's own entries replacing those of the same key. */
export function mergeMeta(parents: MetaDescriptor[][], own: MetaDescriptor[]): MetaDescriptor[] {
  const ownKeys = new Set(own.map(metaKey));
  const inherited = parents.flat().filter((descriptor) => !ownKeys.has(metaKey(descriptor)));
  return [...inherited, ...own];
}
