import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n as I18nInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { resources } from "~/.server/i18n.server";
import { moveDocumentEndToLast } from "~/.server/document-end";
import { applySecurityHeaders } from "~/.server/security-headers";
import { i18nConfig } from "~/i18n";
import type { Lang } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { RequestInfoProvider } from "~/lib/request-info";

const RENDER_TIMEOUT_MS = 5_000;

const instances = new Map<Lang, Promise<I18nInstance>>();

/**
 * The i18next instance that renders a language, built once per Worker isolate: its language never
 * changes and it holds no per-request state, and building one per request cost a good part of a
 * page's render time.
 */
function i18nInstance(lang: Lang): Promise<I18nInstance> {
  let instance = instances.get(lang);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: lang, resources, initImmediate: false })
      .then(() => created);
    instances.set(lang, instance);
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, requestId } = loadContext;
  const i18n = await i18nInstance(langFromPath(new URL(request.url).pathname));

  let status = responseStatusCode;
  // A render that takes too long is aborted; the timer is cleared once the render is complete,
  // so that it never fires on a finished stream.
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
  const body = await renderToReadableStream(
    <RequestInfoProvider value={{ nonce, requestId }}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </RequestInfoProvider>,
    {
      nonce,
      signal: abort.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) console.error(`[error ${requestId}]`, error);
        status = 500;
      },
    },
  );

  body.allReady.finally(() => clearTimeout(timeout)).catch(() => undefined);

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("User-Agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce);
  return new Response(body.pipeThrough(moveDocumentEndToLast()), { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  console.error(`[error ${context.requestId}]`, error);
};
