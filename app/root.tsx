import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { takeFlash } from "~/.server/flash.server";
import { refusedPostPage } from "~/.server/refusals.server";
import { adminLayoutId, adminLoginId } from "~/admin/console-ids";
import { ErrorScreen } from "~/components/error-screen";
import { FlashToasts } from "~/components/flash-toasts";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { VideoEmbedScript } from "~/components/video-embed";
import { usePageFeatureStrings } from "~/lib/page-features";
import { pageFrame } from "~/lib/page-frame";
import { pageScripts } from "~/lib/page-scripts";
import { RenderedIslands } from "~/lib/islands/island";
import type { IslandHydration } from "~/lib/islands/island-data";
import { IslandScripts } from "~/lib/islands/island-scripts";
import islandScripts from "virtual:island-scripts";
import { langFromPath } from "~/lib/paths";
import { useRequestInfo } from "~/lib/request-info";
import { useRootData, type RootData } from "~/lib/root-data";
import { useHydrationMark } from "~/lib/use-hydrated";
import { refusedPostMeta, rootMeta } from "~/lib/seo";
import { isRefusedPost } from "~/lib/refused-post";
import { speculationRulesJson } from "~/lib/speculation-rules";
import { TranslationProvider } from "~/lib/translation";
import stylesheet from "~/styles/app.css?url";
import { faviconDataUrl } from "~/lib/favicon";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  // A form post that server.ts refused: the page says so instead (ErrorScreen).
  if (context.refusedPost) {
    throw data(refusedPostPage(lang, context.refusedPost), { status: context.refusedPost });
  }
  const { flash, headers } = await takeFlash(request);
  const rootData: RootData = { lang, siteUrl: context.page.siteUrl, flash };
  return data(rootData, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) return rootMeta(data.siteUrl, data.lang);
  if (isRouteErrorResponse(error) && isRefusedPost(error.data)) return refusedPostMeta(error.data);
  return [];
};

export function Layout({ children }: { children: ReactNode }) {
  const { nonce, requestId, formStamp } = useRequestInfo();
  const lang = langFromPath(useLocation().pathname);
  const rootData = useRootData();
  useHydrationMark();
  // The operators' console has its own frame instead of the site's header and footer; when it
  // answers 404 (no operator), the visitor sees the site's 404 page with the site's frame.
  const consoleData = useRouteLoaderData(adminLayoutId);
  const loginData = useRouteLoaderData(adminLoginId);
  const inConsole = Boolean(consoleData ?? loginData);
  // Only a page that asks for them gets scripts (page-scripts.ts); the others are HTML and CSS.
  const matches = useMatches();
  // The console has its own frame; a projected page (pageFrame) has none.
  const siteFrame = !inConsole && pageFrame(matches) === "site";
  // The islands this render shows, gathered as they render, for their scripts after the page.
  const [rendered] = useState(() => new Map<string, IslandHydration>());
  // In development the islands have no built entries: a page runs the application instead.
  const scripts = !islandScripts ? "app" : pageScripts(matches);
  // The page's feature strings come with its data (locales/feature-strings.ts).
  const features = usePageFeatureStrings();
  return (
    <TranslationProvider lang={lang} features={features}>
      <html lang={lang} dir="ltr" data-request-id={requestId} data-form-stamp={formStamp}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f172a" />
          <Meta />
          <Links />
          {inConsole ? null : (
            <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRulesJson }} />
          )}
        </head>
        <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
          <RenderedIslands.Provider value={rendered}>
            {siteFrame || inConsole ? <SkipLink /> : null}
            {siteFrame ? <SiteHeader /> : null}
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            {siteFrame ? <SiteFooter /> : null}
            {scripts === "app" ? (
              <>
                <FlashToasts flash={rootData?.flash ?? null} />
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            ) : null}
            {scripts === "video" ? <VideoEmbedScript /> : null}
            {scripts !== "app" && islandScripts ? <IslandScripts scripts={islandScripts} /> : null}
          </RenderedIslands.Provider>
        </body>
      </html>
    </TranslationProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
