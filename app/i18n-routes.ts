// THE route table: every page once, with its Spanish and English path and the module that renders it.
// app/routes.ts expands it into Remix routes; href(), the language switcher, the legacy redirects,
// the sitemap and the metadata helpers all read it, so a page added here exists everywhere.

export const languages = ["es", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "es";

/** The group a page is listed under on the sitemap page. */
export type SitemapCategory = "main" | "projects";

export interface PageRoute {
  es: string;
  en: string;
  /** Route module under app/, shared by both languages. */
  module: string;
  /** Where the sitemap page lists it; pages that are a second address (canonicalPageOf) are not listed. */
  category: SitemapCategory;
}

/** The five project pages share one module, which renders a project's content. */
const projectPage = "pages/portfolio-project.tsx";
/** First Aiducation has two addresses: its own and one inside the portfolio. */
const firstAiducationPage = "pages/first-aiducation.tsx";
/** Pages made of content sections only (content/programmes.ts). */
const sectionsPage = "pages/sections-page.tsx";

export const pages = {
  home: { es: "/es", en: "/en", module: "pages/home.tsx", category: "main" },
  portfolio: { es: "/es/portfolio", en: "/en/portfolio", module: "pages/portfolio.tsx", category: "main" },
  "portfolio-first-aiducation": {
    es: "/es/portfolio/first-aiducation",
    en: "/en/portfolio/first-aiducation",
    module: firstAiducationPage,
    category: "projects",
  },
  "portfolio-artist-vr": {
    es: "/es/portfolio/artist-vr",
    en: "/en/portfolio/artist-vr",
    module: projectPage,
    category: "projects",
  },
  "portfolio-automation-toolkit": {
    es: "/es/portfolio/automation-toolkit",
    en: "/en/portfolio/automation-toolkit",
    module: projectPage,
    category: "projects",
  },
  "portfolio-kalyan": {
    es: "/es/portfolio/kalyan",
    en: "/en/portfolio/kalyan",
    module: projectPage,
    category: "projects",
  },
  "portfolio-dea-r": {
    es: "/es/portfolio/dea-r",
    en: "/en/portfolio/dea-r",
    module: projectPage,
    category: "projects",
  },
  "portfolio-gaussian-splatting": {
    es: "/es/portfolio/gaussian-splatting",
    en: "/en/portfolio/gaussian-splatting",
    module: projectPage,
    category: "projects",
  },
  "first-aiducation": {
    es: "/es/first-aiducation",
    en: "/en/first-aiducation",
    module: firstAiducationPage,
    category: "projects",
  },
  resources: {
    es: "/es/first-aiducation/resources",
    en: "/en/first-aiducation/resources",
    module: "pages/resources.tsx",
    category: "main",
  },
  course: { es: "/es/resources/NeoSalus", en: "/en/resources/NeoSalus", module: "pages/course.tsx", category: "main" },
  education: { es: "/es/educacion", en: "/en/education", module: sectionsPage, category: "main" },
  training: { es: "/es/training", en: "/en/training", module: sectionsPage, category: "main" },
  contact: { es: "/es/contacto", en: "/en/contact", module: "pages/contact.tsx", category: "main" },
  sitemap: { es: "/es/sitemap", en: "/en/sitemap", module: "pages/sitemap.tsx", category: "main" },
  privacy: { es: "/es/privacidad", en: "/en/privacy", module: "pages/privacy.tsx", category: "main" },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** Pages that are a second address of another page: they point their canonical URL there. */
export const canonicalPageOf: Partial<Record<PageId, PageId>> = {
  "portfolio-first-aiducation": "first-aiducation",
};

/** Remix route id of a page in one language, e.g. `contact-es`. */
export function routeId(pageId: PageId, lang: Lang): string {
  return `${pageId}-${lang}`;
}

/** The page under which a page sits in breadcrumbs (home is above every page). */
export const parentPageOf: Partial<Record<PageId, PageId>> = {
  "portfolio-first-aiducation": "portfolio",
  "portfolio-artist-vr": "portfolio",
  "portfolio-automation-toolkit": "portfolio",
  "portfolio-kalyan": "portfolio",
  "portfolio-dea-r": "portfolio",
  "portfolio-gaussian-splatting": "portfolio",
  resources: "first-aiducation",
  course: "training",
};
