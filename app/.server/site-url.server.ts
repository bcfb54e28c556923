import { site } from "@content/site";

/** Base URL of canonical links, without a trailing slash. */
export function siteUrl(env: Pick<Env, "SITE_URL">): string {
  return (env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, "");
}
