import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
// The production server build (build/server/index.js, written by `npm run build`), through an
// alias declared in wrangler.toml and typed in app/env.d.ts, so type checking needs no build.
import * as build from "remix-server-build";
import { adminGate } from "./app/admin/gate.server";
import { edgeRedirect, languageChoiceCookie } from "./app/.server/edge-redirects";
import { checkRequest, documentPath, isDataRequest, type Refusal } from "./app/.server/http-boundary";
import { issueFormStamp } from "./app/.server/form-stamp.server";
import { withRetryingDatabase } from "./app/.server/db/retrying-database.server";
import { createLoadContext, newNonce, newRequestId } from "./app/.server/load-context";
import { logEvent, withRequestLog } from "./app/.server/log.server";
import { pageCacheKey, serveCopy, servePageFromEdge } from "./app/.server/page-cache";
import { placeholders } from "./app/.server/per-request";
import { pageCopy, pageSettings, templateAnswer, templateList, templateRequest } from "./app/.server/page-copies";
import { refusalText } from "./app/.server/refusals.server";
import { misconfiguredResponse } from "./app/.server/required-secrets";
import { runScheduledRetention } from "./app/.server/retention.server";
import { applySecurityHeaders } from "./app/.server/security-headers";
import { isAdminPath, matchAdminRoute } from "./app/admin/admin-routes";
import { routeId } from "./app/i18n-routes";
import { matchApiRoute } from "./app/lib/api-routes";
import { isOnSiteLocation } from "./app/lib/on-site-location";
import { langFromPath, matchPage } from "./app/lib/paths";
import { isPrivatePath, matchLink, privateHeaders } from "./app/lib/route-delivery";

// The class's hub of sockets (a Durable Object class): the Worker's module must export it.
export { ClassRoundHub } from "./app/features/classroom/rounds/round-hub.server";

const handleRemixRequest = createRequestHandler(build);
/** Names this build (in the page fingerprint of page-copies.ts): a deploy never serves the previous build's pages. */
const buildVersion = build.assets.version;

async function newFormStamp(env: Env): Promise<string | null> {
  return env.HONEYPOT_KEY ? issueFormStamp(env.HONEYPOT_KEY, Date.now()) : null;
}

/**
 * Whether an address has a form to post to (its route module exports an action): a page's, or its
 * `.data` (Remix's client posts there), or a JSON address itself (an island's script posts there,
 * and reads JSON: never Remix's `.data` of it).
 */
function acceptsPost(pathname: string): boolean {
  const path = documentPath(pathname);
  const page = matchPage(path);
  const id = page
    ? routeId(page.pageId, page.lang)
    : (matchApiRoute(pathname) ?? matchAdminRoute(path) ?? matchLink(path)?.routeId);
  return id ? build.routes[id]?.module.action !== undefined : false;
}

/** Every answer of the console: never stored by a browser or a proxy, never indexed. */
function consoleHeaders(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

/**
 * A request to /admin: the console's gate first (a stranger learns nothing of the console, not
 * even how the door refuses a post), then the same door as every request; let through with its
 * operator (or none: then the console answers 404). Every answer carries the console's headers.
 */
async function respondToConsole(request: Request, env: Env, ctx: ExecutionContext, requestId: string) {
  const gate = await adminGate(request, env, requestId);
  if ("answer" in gate) return consoleHeaders(gate.answer);
  const checked = await checkRequest(request, acceptsPost);
  if (checked.refusal) return consoleHeaders(await answerRefusal(request, checked.refusal, env, ctx, requestId));
  const context = createLoadContext(env, ctx, requestId, await pageSettings(env, buildVersion));
  if (gate.operator) context.operator = gate.operator;
  return consoleHeaders(await handleRemixRequest(checked.request, context));
}

/**
 * The answer to a request refused at the door, logged. A form post from a browser gets its page
 * back, saying what happened (root loader, ErrorScreen), rendered as a GET so that no action runs;
 * anything else (a script's request, to a `.data` or a JSON address) gets one line of text in the
 * address's language.
 */
async function answerRefusal(request: Request, refusal: Refusal, env: Env, ctx: ExecutionContext, requestId: string) {
  const { pathname } = new URL(request.url);
  logEvent("warn", { requestId, event: "request refused", path: pathname, reason: refusal.reason });
  const fromAPage = !isDataRequest(pathname) && matchApiRoute(pathname) === null;
  if ((refusal.status === 403 || refusal.status === 413) && request.method === "POST" && fromAPage) {
    const page = new Request(request.url, { headers: { "User-Agent": request.headers.get("User-Agent") ?? "" } });
    const pages = await pageSettings(env, buildVersion);
    const context = { ...createLoadContext(env, ctx, requestId, pages), refusedPost: refusal.status };
    return handleRemixRequest(page, context);
  }
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  if (refusal.allow) headers.set("Allow", refusal.allow);
  const lang = langFromPath(documentPath(pathname));
  return new Response(refusalText(lang, refusal.reason), { status: refusal.status, headers });
}

/**
 * Remix's own cross-site guard should never fire behind checkRequest (it answers an empty 500); if
 * it does, the visitor gets the site's refusal, logged, as for a post refused at the door.
 */
export function remixGuardRefusal(request: Request, env: Env, ctx: ExecutionContext, requestId: string) {
  return answerRefusal(request, { status: 403, reason: "cross-site post" }, env, ctx, requestId);
}

/**
 * Every Location the Worker sends names this site (each is built with onSiteLocation; this is the
 * last check, for one that a future change might build otherwise): a foreign one is logged and
 * replaced by the site's root.
 */
function keepOnSite(response: Response, request: Request, requestId: string): Response {
  const location = response.headers.get("Location");
  if (location === null || isOnSiteLocation(location, new URL(request.url))) return response;
  logEvent("error", { requestId, event: "foreign redirect stopped", path: new URL(request.url).pathname });
  const headers = new Headers(response.headers);
  headers.set("Location", "/");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The prerender's requests (scripts/prerender.mjs): the list of pages, or a page rendered with the placeholders. */
async function answerPrerender(request: Request, asked: "list" | "page", context: AppLoadContext) {
  if (asked === "list") return templateList();
  const template = await handleRemixRequest(request, Object.assign(context, placeholders));
  return templateAnswer(template, context.pageFingerprint);
}

async function respond(request: Request, env: Env, ctx: ExecutionContext, requestId: string) {
  const misconfigured = misconfiguredResponse(env, requestId);
  if (misconfigured) return misconfigured;
  if (isAdminPath(documentPath(new URL(request.url).pathname))) return respondToConsole(request, env, ctx, requestId);
  const checked = await checkRequest(request, acceptsPost);
  if (checked.refusal) return answerRefusal(request, checked.refusal, env, ctx, requestId);

  // Names this build and what its pages embed from configuration: the copies' folder and the
  // edge cache's keys, so that no page of another build or configuration is ever served.
  const pages = await pageSettings(env, buildVersion);
  const { fingerprint } = pages;
  const prerender = templateRequest(checked.request, env);
  if (prerender) return answerPrerender(checked.request, prerender, createLoadContext(env, ctx, requestId, pages));
  const redirect = edgeRedirect(checked.request);
  if (redirect) return redirect;
  const cacheKey = pageCacheKey(checked.request, fingerprint, Date.now());
  // Made only for a render: a page's copy of the build needs none of it.
  let guardFired = () => false;
  const render = (kept?: Partial<AppLoadContext>) => {
    const context = Object.assign(createLoadContext(env, ctx, requestId, pages), kept);
    guardFired = () => context.remixGuardFired === true;
    return handleRemixRequest(checked.request, context);
  };
  const perRequest = async (withFormStamp = true) => ({
    nonce: newNonce(),
    requestId,
    formStamp: withFormStamp ? await newFormStamp(env) : null,
  });
  // The tiers of a page: its copy of this build (global), the data centre's cache, a render.
  const copy = cacheKey ? await pageCopy(new URL(checked.request.url), env, fingerprint) : null;
  const response = copy
    ? await serveCopy(copy, perRequest)
    : cacheKey
      ? await servePageFromEdge(cacheKey, ctx, (kept) => render(kept), perRequest)
      : await render();
  if (guardFired()) return remixGuardRefusal(request, env, ctx, requestId);
  const languageCookie = languageChoiceCookie(request);
  if (languageCookie) response.headers.append("Set-Cookie", languageCookie);
  return response;
}

/**
 * Every answer at a route the table declares private (a class's links, their `.data` too), and at
 * any path under a link's address before its token, however spelt (a 404 of a file only the other
 * link has, of a token of neither, of more segments), an error's or a refusal's included, carries
 * the private headers (route-delivery.ts, isPrivatePath): a module need not remember them.
 */
function applyDeliveryHeaders(request: Request, headers: Headers): void {
  if (!isPrivatePath(documentPath(new URL(request.url).pathname))) return;
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
}

export default {
  async fetch(request, workerEnv, ctx) {
    const env = withRetryingDatabase(workerEnv);
    const requestId = newRequestId();
    const answer = await withRequestLog(request, requestId, async () =>
      keepOnSite(await respond(request, env, ctx, requestId), request, requestId),
    );
    // A HEAD may have been answered as a GET (http-boundary.ts): only its headers go out.
    const response = request.method === "HEAD" && answer.body ? new Response(null, answer) : answer;
    applyDeliveryHeaders(request, response.headers);
    applySecurityHeaders(response.headers);
    return response;
  },
  // The Cron Trigger of wrangler.toml: deletes records past their retention period.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledRetention(withRetryingDatabase(env), controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
