import type { AppLoadContext } from "@remix-run/cloudflare";
import { parentPageOf, pages, type Lang, type PageId } from "~/i18n-routes";
import { langFromPath, matchPage } from "~/lib/paths";
import { absoluteUrl, type Crumb, type PageMetaInput } from "~/lib/seo";
import { caFeatures } from "~/locales/ca-features";
import { enFeatures } from "~/locales/en-features";
import { esFeatures } from "~/locales/es-features";
import type { FeatureStrings } from "~/locales/feature-strings";
import { translatorFor } from "./i18n.server";

/**
 * The page a request is for. Every route module of the route table is reached through a page's
 * address; Remix also matches one with percent-encoded letters (it decodes before matching), which
 * the edge redirects send to the canonical address. Anything else that gets here is not a page: 404.
 */
export function pageIdOf(request: Request): PageId {
  const match = matchPage(new URL(request.url).pathname);
  if (!match) throw new Response(null, { status: 404, statusText: "Not Found" });
  return match.pageId;
}

const featuresOf = { es: esFeatures, en: enFeatures, ca: caFeatures } satisfies Record<Lang, unknown>;

/**
 * The feature strings of a page, in its language: every group, for the page's own render on the
 * server. They never reach the browser with the page (a page that runs no application serializes
 * no data); an island takes along only the groups it declared (lib/islands/island.tsx).
 */
function featureStrings(lang: Lang): FeatureStrings {
  return featuresOf[lang];
}

/**
 * What every page's loader starts from: its language, the input of its metadata, and the feature
 * strings (`strings`, which a page that renders feature strings returns with its data).
 */
export async function pageBasics(request: Request, context: AppLoadContext, pageId: PageId = pageIdOf(request)) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = await translatorFor(lang);
  const base = context.page.siteUrl;
  const crumb = (id: PageId): Crumb => ({
    name: id === "home" ? t("breadcrumbs.home") : t(`pages.${id}.heading`),
    url: absoluteUrl(base, pages[id][lang]),
  });
  const parent = parentPageOf[pageId];
  const breadcrumbs =
    pageId === "home" ? undefined : [crumb("home"), ...(parent ? [crumb(parent)] : []), crumb(pageId)];
  const meta: PageMetaInput = {
    pageId,
    lang,
    siteUrl: base,
    title: t(`pageMeta.${pageId}.title`),
    description: t(`pageMeta.${pageId}.description`),
    breadcrumbs,
    // Only the public site is indexed; local runs and previews say so to any crawler that finds them.
    // A private page (a class's) never is.
    noIndex: !context.page.indexable,
  };
  return { pageId, lang, meta, t, strings: featureStrings(lang) };
}
