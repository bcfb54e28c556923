import { index, route, type RouteConfig } from "@remix-run/route-config";
import { adminLayoutId, adminLoginId, adminRoutes } from "./admin/admin-routes";
import { languages, linkIds, links, linkSetup, pageIds, pages, pageSetup, routeId } from "./i18n-routes";
import { apiRoutes } from "./lib/api-routes";

// Each page of the route table, and each class's link, becomes one Remix route per language, with
// an id like `contact-es`. Redirects (/, legacy paths, trailing slashes, another case) happen
// before Remix, in app/.server/edge-redirects.ts. Page routes match their exact case only: a
// request that gets past the redirects in another case (a post, a `.data` request) is not that
// page, and gets the 404.
export default [
  ...pageIds.flatMap((pageId) =>
    languages.map((lang) =>
      route(pages[pageId][lang], pageSetup[pageId].module, { id: routeId(pageId, lang), caseSensitive: true }),
    ),
  ),
  // The operators' console (app/admin/), behind the admin gate of server.ts; its login page stands
  // outside the console's frame, which needs a signed-in operator.
  route("admin", "admin/layout.tsx", { id: adminLayoutId }, [
    ...adminRoutes
      .filter((adminRoute) => adminRoute.id !== adminLoginId)
      .map((adminRoute) =>
        adminRoute.path
          ? route(adminRoute.path, adminRoute.module, { id: adminRoute.id })
          : index(adminRoute.module, { id: adminRoute.id }),
      ),
  ]),
  ...adminRoutes
    .filter((adminRoute) => adminRoute.id === adminLoginId)
    .map((login) => route(`admin/${login.path}`, login.module, { id: login.id })),
  // A class's teacher and projector links in each language, from the same table: private routes
  // with the token as their parameter (i18n-routes.ts, `links`).
  ...linkIds.flatMap((linkId) =>
    languages.map((lang) =>
      route(links[linkId][lang], linkSetup[linkId].module, { id: routeId(linkId, lang), caseSensitive: true }),
    ),
  ),
  // The islands' JSON addresses (lib/api-routes.ts), in their exact case as pages are.
  ...apiRoutes.map((api) => route(api.path.slice(1), api.module, { id: api.id, caseSensitive: true })),
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
