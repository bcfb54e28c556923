// The operators' console (/admin): its addresses, once. app/routes.ts makes them Remix routes under
// the layout app/admin/layout.tsx; server.ts uses the same table to know which of them take a POST.
// They are not pages of the site: not in the route table of i18n-routes.ts, so never linked, never
// in a sitemap, never kept by the edge cache.

import { adminLoginId } from "./console-ids";

export const ADMIN_PREFIX = "/admin";

export interface AdminRoute {
  /** Remix route id. */
  id: string;
  /** Path under /admin ("" for /admin itself); `:id` is a row id. */
  path: string;
  module: string;
}

export const adminRoutes = [
  { id: "admin-overview", path: "", module: "admin/overview.tsx" },
  { id: "admin-contacts", path: "contacts", module: "admin/contacts.tsx" },
  { id: "admin-contacts-csv", path: "contacts.csv", module: "admin/contacts-csv.ts" },
  { id: "admin-contact", path: "contacts/:id", module: "admin/contact.tsx" },
  { id: "admin-comments", path: "comments", module: "admin/comments.tsx" },
  { id: "admin-comments-csv", path: "comments.csv", module: "admin/comments-csv.ts" },
  { id: "admin-scores", path: "scores", module: "admin/scores.tsx" },
  { id: "admin-classes", path: "classes", module: "admin/classes.tsx" },
  { id: "admin-class", path: "classes/:id", module: "admin/class.tsx" },
  { id: adminLoginId, path: "login", module: "admin/login.tsx" },
] as const satisfies readonly AdminRoute[];

/** The development login (app/admin/login.tsx), which exists only where Access is not set up. */
export const DEV_LOGIN_PATH = `${ADMIN_PREFIX}/login`;

export { adminLayoutId, adminLoginId } from "./console-ids";

/** Whether a path is the console's (/admin or under it). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

const patterns = adminRoutes.map((route) => ({
  id: route.id,
  pattern: new RegExp(
    `^${ADMIN_PREFIX}${route.path ? `/${route.path.replace(".", "\\.").replace(":id", "[1-9][0-9]{0,15}")}` : ""}$`,
  ),
}));

/** The console route of a path, or null. */
export function matchAdminRoute(pathname: string): (typeof adminRoutes)[number]["id"] | null {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.id ?? null;
}
