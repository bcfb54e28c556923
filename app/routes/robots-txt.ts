import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteUrl } from "~/.server/site-url.server";
import { robotsTxt } from "~/lib/sitemap";

// /robots.txt: open and pointing to the sitemap on the production host, closed anywhere else.
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteUrl(context.cloudflare.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
