import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteUrl } from "~/.server/site-url.server";
import { isIndexable, robotsTxt } from "~/lib/sitemap";

// /robots.txt: open and pointing to the sitemap where the site may be indexed, closed anywhere else.
export function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const base = siteUrl(env);
  return new Response(robotsTxt(base, isIndexable(base, env.SITE_INDEXING)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
