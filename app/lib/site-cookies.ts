// Every cookie of the site, named once. Each module that sets or reads one takes its name from
// here (a cookie made under any other name fails the type check: site-cookie.server.ts), and the
// edge cache reads the same list: a page is served from a copy or the cache only to a request
// whose every cookie is declared here as not personal (page-cache.ts). So a cookie added without
// a declaration, or one that another party sets on the domain, makes the page rendered for its
// visitor, never kept: forgetting one costs speed, never another visitor's page
// (docs/decisions/0013-pages-rendered-once-per-build.md).

export interface SiteCookie {
  name: string;
  /**
   * Whether a page may show something of it: a request that carries it is rendered for its
   * visitor and never kept (false only for a cookie that no page's HTML depends on).
   */
  personal: boolean;
  /** Set for the operators' console alone, never for a visitor (the privacy page names the others). */
  consoleOnly?: true;
}

export const siteCookies = {
  /** A one-time message after a form (flash.server.ts): the page shows it. */
  flash: { name: "flash", personal: true },
  /** A save's D1 bookmark for 60 s (session.server.ts): the board shows the player's own score. */
  bookmark: { name: "d1_bookmark", personal: true },
  /** The language chosen in the switcher: read only by the redirect of `/`, never by a page. */
  language: { name: "lang", personal: false },
  /** The console's development login (gate.server.ts). */
  devLogin: { name: "admin_dev_login", personal: true, consoleOnly: true },
  /** A pupil's place in a class: the classroom page shows the class and the game. */
  classPupil: { name: "class_pupil", personal: true },
  /** A teacher's classes on this computer: the classroom page lists them. */
  classLinks: { name: "class_links", personal: true },
  /** A teacher's classes on a shared computer, for the browser's session: listed too. */
  classSessionLinks: { name: "class_session_links", personal: true },
  /** The note that a class was just deleted, shown once. */
  classDeleted: { name: "class_deleted", personal: true },
  /** The note that a pupil's nickname was set aside for a given one, shown once. */
  classGiven: { name: "class_given", personal: true },
  /** The note that a class was just opened, on its teacher link (which is never kept anyway). */
  classCreated: { name: "class_created", personal: true },
  /**
   * A device's random id, which counts its wrong codes and its removals: read by the join's
   * actions and by a join address (`?code=`, which is never kept), never by the page's HTML.
   */
  classDevice: { name: "class_device", personal: false },
} as const satisfies Record<string, SiteCookie>;

export type SiteCookieId = keyof typeof siteCookies;

/**
 * Cookies that Cloudflare itself may set on the site's domain (bot management, load balancing,
 * rate limiting): no page reads them, so they must not cost a visitor the copies and the cache.
 */
const platformCookies = ["__cf_bm", "cf_clearance", "__cflb", "_cfuvid"];

/** The names whose presence leaves a page the same for everyone. */
const impersonalNames = new Set<string>([
  ...Object.values(siteCookies)
    .filter((cookie: SiteCookie) => !cookie.personal)
    .map((cookie) => cookie.name),
  ...platformCookies,
]);

/** The names of the cookies in a Cookie header (an empty header has none). */
export function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((part) => part.split("=", 1)[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/**
 * Whether a request's cookies may make its page personal: any cookie that is not declared
 * impersonal, the undeclared and the foreign included.
 */
export function carriesPersonalCookie(cookieHeader: string | null): boolean {
  return cookieNames(cookieHeader).some((name) => !impersonalNames.has(name));
}
