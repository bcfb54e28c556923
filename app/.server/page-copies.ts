import { languages, pageIds, pages, pageSetup, type Lang, type PageId } from "../i18n-routes";
import { matchPage } from "../lib/paths";
import { isIndexable } from "../lib/sitemap";
import { cutCopy, type CutCopy } from "./cut-copy";
import { isKeepable } from "./page-cache";
import { siteUrl } from "./site-url.server";

// The global tier of pages: every page that is the same for every visitor of a language is
// rendered once per build (`scripts/prerender.mjs`, part of `npm run build`) into a Workers Static
// Asset under /_pages/, which ships in the same Worker version as the code that reads it. The
// copies hold the edge cache's placeholders, and are filled per request like a kept copy.
// Each copy's path names a fingerprint of the build and of every value a page embeds from
// configuration: a Worker looks up only its own, so a copy rendered for another build or another
// configuration (a local run's, a preview's) is never served; without its copy, a page is rendered.

/** The folder of the copies in build/client; `run_worker_first` in wrangler.toml keeps it from the public. */
export const PAGE_COPIES_PREFIX = "/_pages";

/** The pages that have a copy per build, in every language: those whose delivery says so (i18n-routes.ts). */
export const prerenderedPages: readonly PageId[] = pageIds.filter((id) => pageSetup[id].delivery.kind === "per-build");

/** Header of the prerender's requests, holding the token it gave the Worker (PAGE_TEMPLATE_TOKEN). */
export const TEMPLATE_REQUEST_HEADER = "X-Page-Template";
/** Header of a template's answer: the fingerprint the copy belongs under. */
export const FINGERPRINT_HEADER = "X-Page-Fingerprint";

type PageSettings = Pick<Env, "SITE_URL" | "SITE_INDEXING" | "ENVIRONMENT">;

/**
 * Everything a page embeds from configuration, with the build it was rendered by: the one place
 * that reads these settings for a page (a test keeps it so). The render reads it from the load
 * context (`context.page`), and the fingerprint is made of it, so a value cannot be embedded in a
 * page without naming the copies and the kept pages it is embedded in.
 */
export interface PageConfiguration {
  build: string;
  /** The origin that canonical addresses, alternates and join addresses are written with. */
  siteUrl: string;
  /** Whether search engines may index the pages (the public site only). */
  indexable: boolean;
  environment: string | undefined;
}

export function pageConfiguration(env: PageSettings, build: string): PageConfiguration {
  const base = siteUrl(env);
  return { build, siteUrl: base, indexable: isIndexable(base, env.SITE_INDEXING), environment: env.ENVIRONMENT };
}

/** The fingerprint of a configuration: 16 bytes of its SHA-256, hex. */
async function fingerprintOf(configuration: PageConfiguration): Promise<string> {
  const input = new TextEncoder().encode(JSON.stringify(configuration));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A page configuration and its fingerprint, which names the copies and the edge cache's keys. */
export interface PageSettingsOfBuild {
  configuration: PageConfiguration;
  fingerprint: string;
}

let known = { settings: "", pages: Promise.resolve<PageSettingsOfBuild | null>(null) };

/**
 * This Worker's page configuration and its fingerprint. Worked out once per isolate (the settings
 * are the same for every request; a test may vary them).
 */
export async function pageSettings(env: PageSettings, build: string): Promise<PageSettingsOfBuild> {
  const settings = [build, env.SITE_URL, env.SITE_INDEXING, env.ENVIRONMENT].join("\n");
  if (settings !== known.settings) {
    const configuration = pageConfiguration(env, build);
    known = { settings, pages: fingerprintOf(configuration).then((fingerprint) => ({ configuration, fingerprint })) };
  }
  const pages = await known.pages;
  if (!pages) throw new Error("page settings not worked out");
  return pages;
}

/** The fingerprint of this Worker's pages: its build and what its pages embed from configuration. */
export async function pageFingerprint(env: PageSettings, build: string): Promise<string> {
  return (await pageSettings(env, build)).fingerprint;
}

/** The asset path of a page's copy (the asset server serves `<path>.html` at it). */
export function pageCopyPath(fingerprint: string, pageId: PageId, lang: Lang): string {
  return `${PAGE_COPIES_PREFIX}/${fingerprint}/${lang}/${pageId}`;
}

/** The prerendered page at a path, if it is one. */
export function prerenderedPageAt(pathname: string): { pageId: PageId; lang: Lang } | null {
  const page = matchPage(pathname);
  return page && prerenderedPages.includes(page.pageId) ? page : null;
}

/** Every copy a build has: each prerendered page in each language. */
export function prerenderedAddresses(): { pageId: PageId; lang: Lang }[] {
  return prerenderedPages.flatMap((pageId) => languages.map((lang) => ({ pageId, lang })));
}

/**
 * The copies this isolate has read, by path (null: there is none), for one fingerprint. A copy
 * never changes within a version, so each is read from the assets once per isolate: at most one
 * per page and language, some 50 kB each.
 */
let read = { fingerprint: "", copies: new Map<string, Promise<CutCopy | null>>() };

async function readCopy(assets: Fetcher, url: URL): Promise<CutCopy | null> {
  const copy = await assets.fetch(url);
  if (copy.status === 200) return cutCopy(await copy.text());
  await copy.body?.cancel();
  return null;
}

/**
 * The copy of a page for this Worker's build and configuration, or null (not a prerendered page,
 * no copy under this fingerprint, no assets binding). Only the plain address has a copy: one with
 * a query the page reads goes to the edge cache.
 */
export async function pageCopy(url: URL, env: Env, fingerprint: string): Promise<CutCopy | null> {
  if (url.search || !env.ASSETS) return null;
  const page = prerenderedPageAt(url.pathname);
  if (!page) return null;
  if (read.fingerprint !== fingerprint) read = { fingerprint, copies: new Map() };
  const path = pageCopyPath(fingerprint, page.pageId, page.lang);
  let copy = read.copies.get(path);
  if (!copy) {
    const copies = read.copies;
    // A read that failed is tried again by the next request; meanwhile the page renders.
    copy = readCopy(env.ASSETS, new URL(path, url.origin)).catch(() => {
      copies.delete(path);
      return null;
    });
    copies.set(path, copy);
  }
  return copy;
}

/**
 * What the prerender (scripts/prerender.mjs) asks of a request, if it is one: the list of pages
 * to render (at PAGE_COPIES_PREFIX) or a page's template. Only a Worker started with
 * PAGE_TEMPLATE_TOKEN, which only the prerender sets, answers either.
 */
export function templateRequest(request: Request, env: Env): "list" | "page" | null {
  const token = env.PAGE_TEMPLATE_TOKEN;
  if (typeof token !== "string" || token.length < 32 || request.headers.get(TEMPLATE_REQUEST_HEADER) !== token) {
    return null;
  }
  const { pathname } = new URL(request.url);
  if (pathname === PAGE_COPIES_PREFIX) return "list";
  return prerenderedPageAt(pathname) ? "page" : null;
}

/** The prerender's list: each page's address, and the file of its copy under the fingerprint's folder. */
export function templateList(): Response {
  const list = prerenderedAddresses().map(({ pageId, lang }) => ({
    path: pages[pageId][lang],
    file: `${pageCopyPath("", pageId, lang).slice(PAGE_COPIES_PREFIX.length + 2)}.html`,
  }));
  return Response.json(list, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The prerender's answer: the page as rendered with the placeholders (exactly what the edge cache
 * keeps), with the fingerprint it belongs under; a page that may not be kept is refused (409), so
 * the prerender fails rather than store it.
 */
export async function templateAnswer(template: Response, fingerprint: string): Promise<Response> {
  if (!isKeepable(template)) {
    await template.body?.cancel();
    return new Response(`not keepable: ${template.status}`, { status: 409, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  headers.set(FINGERPRINT_HEADER, fingerprint);
  return new Response(template.body, { status: 200, headers });
}
