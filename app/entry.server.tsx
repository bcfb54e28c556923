import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { moveDocumentEndToLast } from "~/.server/document-end";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { isRemixGuardError } from "~/.server/http-boundary";
import { logEvent } from "~/.server/log.server";
import { applySecurityHeaders } from "~/.server/security-headers";
import { RequestInfoProvider } from "~/lib/request-info";
import { staticCatalog, TranslationCatalogProvider } from "~/lib/translation";
import { ca } from "~/locales/ca";
import { en } from "~/locales/en";
import { es } from "~/locales/es";

const RENDER_TIMEOUT_MS = 5_000;

// Every language's shared strings are bundled into the Worker; feature strings come with page data.
const translations = staticCatalog({ es, en, ca });

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, requestId } = loadContext;
  // The forms' signed time stamp (HoneypotInput): when this page was served.
  const { HONEYPOT_KEY } = loadContext.cloudflare.env;
  const formStamp =
    loadContext.formStamp ?? (HONEYPOT_KEY ? await issueFormStamp(HONEYPOT_KEY, Date.now()) : undefined);

  let status = responseStatusCode;
  // A render that takes too long is aborted; the timer is cleared once the render is complete,
  // so that it never fires on a finished stream.
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
  const body = await renderToReadableStream(
    <RequestInfoProvider value={{ nonce, requestId, formStamp }}>
      <TranslationCatalogProvider value={translations}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </TranslationCatalogProvider>
    </RequestInfoProvider>,
    {
      nonce,
      signal: abort.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) {
          logEvent("error", { requestId, event: "render failed", path: new URL(request.url).pathname, error });
        }
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
  // server.ts answers this one with a 403 and logs it there.
  if (isRemixGuardError(error)) {
    context.remixGuardFired = true;
    return;
  }
  logEvent("error", {
    requestId: context.requestId,
    event: "request failed",
    path: new URL(request.url).pathname,
    error,
  });
};
