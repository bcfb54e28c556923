import { site } from "../../content/site";

/**
 * Base of canonical links: the origin of SITE_URL (scheme, host and port, no trailing slash). An
 * origin holds no character that HTML or XML would need escaped; a malformed value falls back to
 * the default rather than producing broken links.
 */
export function siteUrl(env: Pick<Env, "SITE_URL">): string {
  try {
    return new URL(env.SITE_URL || site.defaultSiteUrl).origin;
  } catch {
    return new URL(site.defaultSiteUrl).origin;
  }
}
