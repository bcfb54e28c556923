import { data } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/paths";
import { translatorFor } from "./i18n.server";

/**
 * Whether a form post comes from another site. Browsers send Origin with every POST; older ones
 * at least send Sec-Fetch-Site. A request with neither (a script, curl) is not a browser being
 * tricked into posting, so it is let through to the same validation as everyone else.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/** The visitor's IP address as Cloudflare reports it; used only as a rate-limit key, never stored. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * The body of a form post from this site. A post from another site is refused with 403 and a
 * localized message; an unreadable body is answered like an empty form, so that validation gives
 * its usual messages.
 */
export async function readSameSiteForm(request: Request): Promise<FormData> {
  if (isCrossSiteRequest(request)) {
    const t = await translatorFor(langFromPath(new URL(request.url).pathname));
    throw data(t("http.crossSite"), { status: 403 });
  }
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
