import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { site } from "@content/site";
import { sitemapXml } from "~/lib/sitemap";

// /sitemap.xml, built from the route table (app/lib/sitemap.ts).
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(context.page.siteUrl, site.contentUpdated), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
