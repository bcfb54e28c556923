// THE route table: every page once, with its Spanish, English and Catalan address (`pages`), and
// the module that renders it and its sitemap group (`pageSetup`). app/routes.ts expands it into
// Remix routes; href(), the language switcher, the legacy redirects, the sitemap and the metadata
// helpers all read it, so a page added here exists everywhere.

export const languages = ["es", "en", "ca"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "es";
/** The order in which the languages are offered to visitors (the switcher, the trilingual 404): Catalan first, as public bodies in Catalonia do. */
export const languageChoiceOrder: readonly Lang[] = ["ca", "es", "en"];

/** The group a page is listed under on the sitemap page. */
export type SitemapCategory = "main" | "projects";

/** A page's address in each language. */
export type PagePaths = Record<Lang, string>;

/** A page whose address is the same words in every language, under each language's prefix. */
function samePath<Slug extends string>(slug: Slug) {
  return { es: `/es${slug}`, en: `/en${slug}`, ca: `/ca${slug}` } as const;
}

// The addresses are what the browser needs (links, the switcher), so they stand apart from the
// modules and sitemap groups below, which only the server and the build read: this table is in
// every page's JavaScript.
export const pages = {
  home: samePath(""),
  portfolio: samePath("/portfolio"),
  "portfolio-first-aiducation": samePath("/portfolio/first-aiducation"),
  "portfolio-artist-vr": samePath("/portfolio/artist-vr"),
  "portfolio-automation-toolkit": samePath("/portfolio/automation-toolkit"),
  "portfolio-kalyan": samePath("/portfolio/kalyan"),
  "portfolio-dea-r": samePath("/portfolio/dea-r"),
  "portfolio-gaussian-splatting": samePath("/portfolio/gaussian-splatting"),
  "first-aiducation": samePath("/first-aiducation"),
  classroom: {
    es: "/es/first-aiducation/aula",
    en: "/en/first-aiducation/classroom",
    ca: "/ca/first-aiducation/aula",
  },
  resources: {
    es: "/es/first-aiducation/resources",
    en: "/en/first-aiducation/resources",
    ca: "/ca/first-aiducation/recursos",
  },
  course: { es: "/es/resources/NeoSalus", en: "/en/resources/NeoSalus", ca: "/ca/recursos/NeoSalus" },
  education: { es: "/es/educacion", en: "/en/education", ca: "/ca/educacio" },
  training: { es: "/es/training", en: "/en/training", ca: "/ca/formacio" },
  contact: { es: "/es/contacto", en: "/en/contact", ca: "/ca/contacte" },
  sitemap: { es: "/es/sitemap", en: "/en/sitemap", ca: "/ca/mapa-del-lloc" },
  privacy: { es: "/es/privacidad", en: "/en/privacy", ca: "/ca/privacitat" },
} as const satisfies Record<string, PagePaths>;

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
  classroom: "first-aiducation",
  resources: "first-aiducation",
  course: "training",
};

/** The query parameters that pages read, so that each works without JavaScript (lib/page-query.ts names them). */
export type PageQuery = "step" | "feedback" | "tab" | "topic" | "video";

/**
 * How a page reaches its visitors: its one delivery policy, read by server.ts, the edge cache
 * (page-cache.ts), the prerender (page-copies.ts) and the sitemaps (docs/decisions/0013).
 * - "per-build": the same for everyone of a language, rendered once per build into a copy of the
 *   build's assets; an address with one of `queries` is rendered once and kept by the edge cache.
 * - "kept": it changes with data or the day, so it is rendered and kept by the edge cache for
 *   `ttlSeconds` (its plain address, and with one of `queries`); `purgedBy: "scores"`: a saved
 *   score deletes its kept copies.
 * Whatever the policy, an address with another query, or a request with a cookie that is not
 * declared impersonal (lib/site-cookies.ts), is rendered for its visitor and never kept.
 */
export type PageDelivery =
  | { kind: "per-build"; queries: readonly PageQuery[] }
  | { kind: "kept"; ttlSeconds: number; queries: readonly PageQuery[]; purgedBy?: "scores" };

const perBuild = (...queries: PageQuery[]): PageDelivery => ({ kind: "per-build", queries });

/** The five project pages share one module, which renders a project's content. */
const projectPage = "pages/portfolio-project.tsx";
/** First Aiducation has two addresses: its own and one inside the portfolio. */
const firstAiducationPage = "pages/first-aiducation.tsx";
/** Pages made of content sections only (content/programmes.ts). */
const sectionsPage = "pages/sections-page.tsx";

export interface PageSetup {
  /** Route module under app/, shared by every language. */
  module: string;
  /** Where the sitemap page lists it; pages that are a second address (canonicalPageOf) are not listed. */
  category: SitemapCategory;
  delivery: PageDelivery;
}

/** The pages that show the weekly leaderboard: kept a minute, and purged by a saved score. */
const showsLeaderboard: PageDelivery = { kind: "kept", ttlSeconds: 60, queries: [], purgedBy: "scores" };

/** How each page is rendered and listed: read by app/routes.ts and the sitemap, never by the browser. */
export const pageSetup: Record<PageId, PageSetup> = {
  home: { module: "pages/home.tsx", category: "main", delivery: perBuild("video", "topic") },
  portfolio: { module: "pages/portfolio.tsx", category: "main", delivery: perBuild() },
  "portfolio-first-aiducation": { module: firstAiducationPage, category: "projects", delivery: showsLeaderboard },
  "portfolio-artist-vr": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-automation-toolkit": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-kalyan": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-dea-r": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-gaussian-splatting": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "first-aiducation": { module: firstAiducationPage, category: "projects", delivery: showsLeaderboard },
  // Personal (rendered, never kept) with a pupil's or teacher's cookie, and at a join address (`?code=`).
  classroom: { module: "pages/classroom.tsx", category: "main", delivery: perBuild() },
  resources: { module: "pages/resources.tsx", category: "main", delivery: perBuild("tab", "video", "feedback") },
  course: { module: "pages/course.tsx", category: "main", delivery: perBuild("step", "video", "feedback") },
  education: { module: sectionsPage, category: "main", delivery: perBuild("video") },
  training: { module: sectionsPage, category: "main", delivery: perBuild("video") },
  contact: { module: "pages/contact.tsx", category: "main", delivery: perBuild("topic") },
  // It shows today's date: kept a day at most (the edge cache's keys name the day).
  sitemap: { module: "pages/sitemap.tsx", category: "main", delivery: { kind: "kept", ttlSeconds: 3600, queries: [] } },
  privacy: { module: "pages/privacy.tsx", category: "main", delivery: perBuild() },
};
