import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt } from "~/lib/sitemap";

// /robots.txt: open and pointing to the sitemap where the site may be indexed, closed anywhere else.
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.page.siteUrl, context.page.indexable), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
