// THE route table: every page once, with its Spanish, English and Catalan path and the module that renders it.
// app/routes.ts expands it into Remix routes; href(), the language switcher, the legacy redirects,
// the sitemap and the metadata helpers all read it, so a page added here exists everywhere.

export const languages = ["es", "en", "ca"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "es";
/** The order in which the languages are offered to visitors (the switcher, the trilingual 404): Catalan first, as public bodies in Catalonia do. */
export const languageChoiceOrder: readonly Lang[] = ["ca", "es", "en"];

/** The group a page is listed under on the sitemap page. */
export type SitemapCategory = "main" | "projects";

export interface PageRoute {
  es: string;
  en: string;
  ca: string;
  /** Route module under app/, shared by every language. */
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
  home: { es: "/es", en: "/en", ca: "/ca", module: "pages/home.tsx", category: "main" },
  portfolio: {
    es: "/es/portfolio",
    en: "/en/portfolio",
    ca: "/ca/portfolio",
    module: "pages/portfolio.tsx",
    category: "main",
  },
  "portfolio-first-aiducation": {
    es: "/es/portfolio/first-aiducation",
    en: "/en/portfolio/first-aiducation",
    ca: "/ca/portfolio/first-aiducation",
    module: firstAiducationPage,
    category: "projects",
  },
  "portfolio-artist-vr": {
    es: "/es/portfolio/artist-vr",
    en: "/en/portfolio/artist-vr",
    ca: "/ca/portfolio/artist-vr",
    module: projectPage,
    category: "projects",
  },
  "portfolio-automation-toolkit": {
    es: "/es/portfolio/automation-toolkit",
    en: "/en/portfolio/automation-toolkit",
    ca: "/ca/portfolio/automation-toolkit",
    module: projectPage,
    category: "projects",
  },
  "portfolio-kalyan": {
    es: "/es/portfolio/kalyan",
    en: "/en/portfolio/kalyan",
    ca: "/ca/portfolio/kalyan",
    module: projectPage,
    category: "projects",
  },
  "portfolio-dea-r": {
    es: "/es/portfolio/dea-r",
    en: "/en/portfolio/dea-r",
    ca: "/ca/portfolio/dea-r",
    module: projectPage,
    category: "projects",
  },
  "portfolio-gaussian-splatting": {
    es: "/es/portfolio/gaussian-splatting",
    en: "/en/portfolio/gaussian-splatting",
    ca: "/ca/portfolio/gaussian-splatting",
    module: projectPage,
    category: "projects",
  },
  "first-aiducation": {
    es: "/es/first-aiducation",
    en: "/en/first-aiducation",
    ca: "/ca/first-aiducation",
    module: firstAiducationPage,
    category: "projects",
  },
  resources: {
    es: "/es/first-aiducation/resources",
    en: "/en/first-aiducation/resources",
    ca: "/ca/first-aiducation/recursos",
    module: "pages/resources.tsx",
    category: "main",
  },
  course: {
    es: "/es/resources/NeoSalus",
    en: "/en/resources/NeoSalus",
    ca: "/ca/recursos/NeoSalus",
    module: "pages/course.tsx",
    category: "main",
  },
  education: { es: "/es/educacion", en: "/en/education", ca: "/ca/educacio", module: sectionsPage, category: "main" },
  training: { es: "/es/training", en: "/en/training", ca: "/ca/formacio", module: sectionsPage, category: "main" },
  contact: { es: "/es/contacto", en: "/en/contact", ca: "/ca/contacte", module: "pages/contact.tsx", category: "main" },
  sitemap: {
    es: "/es/sitemap",
    en: "/en/sitemap",
    ca: "/ca/mapa-del-lloc",
    module: "pages/sitemap.tsx",
    category: "main",
  },
  privacy: {
    es: "/es/privacidad",
    en: "/en/privacy",
    ca: "/ca/privacitat",
    module: "pages/privacy.tsx",
    category: "main",
  },
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
