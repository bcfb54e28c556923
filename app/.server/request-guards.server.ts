import { data } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/paths";
import { isCrossSitePost } from "./http-boundary";
import { refusedPostPage } from "./refusals.server";

/** The visitor's IP address as Cloudflare reports it; used only as a rate-limit key, never stored. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * The body of a form post from this site. server.ts refuses cross-site posts before any action
 * runs; the same check stands here for any other way in (the development server, a test), with
 * the same page. An unreadable body is answered like an empty form, so that validation gives its
 * usual messages.
 */
export async function readSameSiteForm(request: Request): Promise<FormData> {
  if (isCrossSitePost(request)) {
    throw data(refusedPostPage(langFromPath(new URL(request.url).pathname), 403), { status: 403 });
  }
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
