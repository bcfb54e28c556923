import { route, type RouteConfig } from "@remix-run/route-config";
import { languages, pageIds, pages, routeId } from "./i18n-routes";

// Each page of the route table becomes one Remix route per language, with an id like `contact-es`.
// Redirects (/, legacy paths, trailing slashes) happen before Remix, in app/.server/edge-redirects.ts.
export default [
  ...pageIds.flatMap((pageId) =>
    languages.map((lang) => route(pages[pageId][lang], pages[pageId].module, { id: routeId(pageId, lang) })),
  ),
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
