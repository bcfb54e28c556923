import { createCookie, type CookieOptions } from "@remix-run/cloudflare";
import { siteCookies, type SiteCookieId } from "../lib/site-cookies";

/**
 * The one way the site makes a cookie: by its declaration in the site's list (lib/site-cookies.ts),
 * which the edge cache reads, so that no cookie can exist that the cache does not know about.
 * eslint.config.js refuses `createCookie` anywhere else.
 */
export function siteCookie(id: SiteCookieId, options: CookieOptions) {
  return createCookie(siteCookies[id].name, options);
}
