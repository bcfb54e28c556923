// THE route table: every page once, with its Spanish, English and Catalan address (`pages`), and
// the module that renders it, its sitemap group and its delivery (`pageSetup`); a class's links,
// whose address holds a secret, beside them in the same shape (`links`, `linkSetup`). app/routes.ts
// expands it into Remix routes; href(), the language switcher, the legacy redirects, the sitemap,
// the edge cache and the metadata helpers all read it, so a page added here exists everywhere.

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

/** Remix route id of a page (or a class's link) in one language, e.g. `contact-es`. */
export function routeId(id: PageId | LinkId, lang: Lang): string {
  return `${id}-${lang}`;
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
export type PageQuery = "step" | "feedback" | "tab" | "topic" | "video" | "code";

/** The queries of a page's address: those it is kept at, and those that make the view someone's own. */
interface DeliveryQueries {
  /** Queries the page reads that are the same for everyone: an address with them is kept. */
  queries: readonly PageQuery[];
  /** Queries that make the view personal (a join code): such an address is rendered for its visitor, never kept. */
  personalQueries?: readonly PageQuery[];
}

/**
 * How a route of the table reaches its visitors: its one delivery policy, read by server.ts, the
 * edge cache (page-cache.ts), the prerender (page-copies.ts), the sitemaps and the load scripts
 * (lib/route-delivery.ts; docs/decisions/0013).
 * - "per-build": the same for everyone of a language, rendered once per build into a copy of the
 *   build's assets; an address with one of `queries` is rendered once and kept by the edge cache.
 * - "kept": it changes with data or the day, so it is rendered and kept by the edge cache for
 *   `ttlSeconds` (its plain address, and with one of `queries`); `purgedBy: "scores"`: a saved
 *   score deletes its kept copies.
 * - "private": every answer is someone's own (a class's teacher and projector links, whose
 *   address is a secret): never kept or prerendered, in no sitemap, and always with the private
 *   headers (no-store, noindex, no Referer), whatever its module says.
 * Whatever the policy, an address with another query or one of `personalQueries`, or a request
 * with a cookie that is not declared impersonal (lib/site-cookies.ts), is rendered for its visitor
 * and never kept.
 */
export type PageDelivery =
  | ({ kind: "per-build" } & DeliveryQueries)
  | ({ kind: "kept"; ttlSeconds: number; purgedBy?: "scores" } & DeliveryQueries)
  | { kind: "private" };

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
  home: { module: "pages/home.tsx", category: "main", delivery: perBuild("topic", "video") },
  portfolio: { module: "pages/portfolio.tsx", category: "main", delivery: perBuild() },
  "portfolio-first-aiducation": { module: firstAiducationPage, category: "projects", delivery: showsLeaderboard },
  "portfolio-artist-vr": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-automation-toolkit": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-kalyan": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-dea-r": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "portfolio-gaussian-splatting": { module: projectPage, category: "projects", delivery: perBuild("video") },
  "first-aiducation": { module: firstAiducationPage, category: "projects", delivery: showsLeaderboard },
  // Personal (rendered, never kept) with a pupil's or teacher's cookie, and at a join address (`?code=`).
  classroom: {
    module: "pages/classroom.tsx",
    category: "main",
    delivery: { kind: "per-build", queries: [], personalQueries: ["code"] },
  },
  resources: { module: "pages/resources.tsx", category: "main", delivery: perBuild("tab", "video", "feedback") },
  course: { module: "pages/course.tsx", category: "main", delivery: perBuild("step", "video", "feedback") },
  education: { module: sectionsPage, category: "main", delivery: perBuild("video") },
  training: { module: sectionsPage, category: "main", delivery: perBuild("video") },
  contact: { module: "pages/contact.tsx", category: "main", delivery: perBuild("topic") },
  // It shows today's date: kept a day at most (the edge cache's keys name the day).
  sitemap: { module: "pages/sitemap.tsx", category: "main", delivery: { kind: "kept", ttlSeconds: 3600, queries: [] } },
  privacy: { module: "pages/privacy.tsx", category: "main", delivery: perBuild() },
};

/** The segments between the classroom page's address and each of a class's links' token. */
export const TEACHER_SEGMENT = "/t/";
export const PROJECTOR_SEGMENT = "/p/";

/** A link's address in each language: beneath the classroom page, its segment, the token, then `file`. */
function classLink(segment: string, file = ""): PagePaths {
  const at = (lang: Lang) => `${pages.classroom[lang]}${segment}:token${file}`;
  return { es: at("es"), en: at("en"), ca: at("ca") };
}

// A class's links: addresses with a parameter, the token that is the class's secret, beside the
// pages (docs/decisions/0014, 0015). href(), the language switcher and the redirects know only the
// pages; app/routes.ts makes Remix routes of both. Route ids are `<link>-<lang>`, as a page's.
// - the teacher link `…/t/<token>`: the class's screen and its controls, its results as CSV and
//   JSON beside it, the lesson's printable report (`…/report`) and its before and after as JSON
//   (`…/lesson.json`, which the teacher's screen reads again as a round's results are saved);
// - the projector link `…/p/<token>`: what the class sees, read only;
// - beside both, `…/round.json`: the class's round as it runs (round-live.ts).
export const links = {
  "classroom-teacher": classLink(TEACHER_SEGMENT),
  "classroom-results-csv": classLink(TEACHER_SEGMENT, "/results.csv"),
  "classroom-results-json": classLink(TEACHER_SEGMENT, "/results.json"),
  "classroom-report": classLink(TEACHER_SEGMENT, "/report"),
  "classroom-lesson-json": classLink(TEACHER_SEGMENT, "/lesson.json"),
  "classroom-projector": classLink(PROJECTOR_SEGMENT),
  "classroom-teacher-round": classLink(TEACHER_SEGMENT, "/round.json"),
  "classroom-projector-round": classLink(PROJECTOR_SEGMENT, "/round.json"),
} as const satisfies Record<string, PagePaths>;

export type LinkId = keyof typeof links;

export const linkIds = Object.keys(links) as LinkId[];

export interface LinkSetup {
  /** Route module under app/, shared by every language. */
  module: string;
  delivery: PageDelivery;
}

/** A class's links are its secret: every answer of theirs is the teacher's or the class's own. */
const privateDelivery: PageDelivery = { kind: "private" };

/** The class's round, live, is read beside both links: the same figures, which control nothing. */
const roundJson = "routes/classroom-round-json.ts";

/** How each link is rendered: read by app/routes.ts and the Worker, never by the browser. */
export const linkSetup: Record<LinkId, LinkSetup> = {
  "classroom-teacher": { module: "pages/classroom-teacher.tsx", delivery: privateDelivery },
  "classroom-results-csv": { module: "routes/classroom-results-csv.ts", delivery: privateDelivery },
  "classroom-results-json": { module: "routes/classroom-results-json.ts", delivery: privateDelivery },
  "classroom-report": { module: "pages/classroom-report.tsx", delivery: privateDelivery },
  "classroom-lesson-json": { module: "routes/classroom-lesson-json.ts", delivery: privateDelivery },
  "classroom-projector": { module: "pages/classroom-projector.tsx", delivery: privateDelivery },
  "classroom-teacher-round": { module: roundJson, delivery: privateDelivery },
  "classroom-projector-round": { module: roundJson, delivery: privateDelivery },
};
