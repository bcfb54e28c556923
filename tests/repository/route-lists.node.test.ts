import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "../../app/admin/admin-routes";
import { linkSetup, pageSetup } from "../../app/i18n-routes";
import { apiRoutes } from "../../app/lib/api-routes";
import routes from "../../app/routes";

// The site's routes are declared in three lists, each beside what reads it: the route table's pages
// and a class's links (i18n-routes.ts), the islands' JSON addresses (lib/api-routes.ts) and the
// console's addresses (admin/admin-routes.ts). app/routes.ts makes Remix routes of all of them and
// adds only the site's files that are no one's (sitemap, robots, the 404) and the console's frame.
// Checked against each other here: a route module in two lists would get two deliveries, one in
// none would escape the Worker's decisions, and a declared module that is gone would fail only at
// build time.

const app = fileURLToPath(new URL("../../app/", import.meta.url));

/** The modules each list declares (a module may serve several entries of its own list). */
const lists: Record<string, Set<string>> = {
  "i18n-routes.ts pages": new Set(Object.values(pageSetup).map((page) => page.module)),
  "i18n-routes.ts links": new Set(Object.values(linkSetup).map((link) => link.module)),
  "lib/api-routes.ts": new Set(apiRoutes.map((api) => api.module)),
  "admin/admin-routes.ts": new Set(adminRoutes.map((admin) => admin.module)),
};

/** What app/routes.ts declares itself, outside the lists. */
const ownRoutes = ["routes/sitemap-xml.ts", "routes/robots-txt.ts", "routes/not-found.tsx", "admin/layout.tsx"];

function filesOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);
}

function idsOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id ?? entry.file, ...idsOf(entry.children ?? [])]);
}

const routeFiles = new Set(filesOf(routes));

/** The route modules in app/routes/ and app/pages/: every source file there but tests. */
const moduleFiles = ["routes", "pages"].flatMap((dir) =>
  readdirSync(`${app}${dir}`)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`),
);

describe("the route lists", () => {
  it("declare modules that exist, each read by app/routes.ts", () => {
    for (const [list, modules] of Object.entries(lists))
      for (const module of modules) {
        expect(existsSync(`${app}${module}`), `${list}: ${module}`).toBe(true);
        expect(routeFiles.has(module), `${list}: ${module}`).toBe(true);
      }
  });

  it("hold every route module of app/routes/ and app/pages/, each in exactly one list", () => {
    expect(moduleFiles).toContain("pages/home.tsx");
    for (const module of moduleFiles) {
      const holders = Object.keys(lists).filter((list) => lists[list]!.has(module));
      const own = ownRoutes.includes(module) ? ["app/routes.ts"] : [];
      expect([...holders, ...own], module).toHaveLength(1);
    }
  });

  it("leave app/routes.ts nothing of its own but the site's files and the console's frame", () => {
    const declared = new Set(Object.values(lists).flatMap((modules) => [...modules]));
    expect([...routeFiles].filter((file) => !declared.has(file)).sort()).toEqual([...ownRoutes].sort());
    for (const module of ownRoutes) expect(existsSync(`${app}${module}`), module).toBe(true);
  });

  it("give every route an id of its own", () => {
    const ids = idsOf(routes);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
