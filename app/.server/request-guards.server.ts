import { data } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/paths";
import { addressKey } from "./client-address";
import { isCrossSitePost } from "./http-boundary";
import { refusedPostPage } from "./refusals.server";

/**
 * The key of the visitor's address as Cloudflare reports it (an IPv6 client by its /64,
 * client-address.ts): what every limit counts by; never stored as it is.
 */
export function clientKey(request: Request): string {
  return addressKey(request.headers.get("CF-Connecting-IP") ?? "unknown");
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
