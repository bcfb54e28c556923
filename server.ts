import { createRequestHandler } from "@remix-run/cloudflare";
// The production server build (build/server/index.js, written by `npm run build`), through an
// alias declared in wrangler.toml and typed in app/env.d.ts, so type checking needs no build.
import * as build from "remix-server-build";
import { edgeRedirect, languageChoiceCookie } from "./app/.server/edge-redirects";
import { createLoadContext, newRequestId } from "./app/.server/load-context";
import { withRequestLog } from "./app/.server/log.server";
import { misconfiguredResponse } from "./app/.server/required-secrets";
import { runScheduledRetention } from "./app/.server/retention.server";
import { applySecurityHeaders } from "./app/.server/security-headers";

const handleRemixRequest = createRequestHandler(build);

async function respond(request: Request, env: Env, ctx: ExecutionContext, requestId: string) {
  const misconfigured = misconfiguredResponse(env, requestId);
  if (misconfigured) return misconfigured;
  const redirect = edgeRedirect(request);
  const response = redirect ?? (await handleRemixRequest(request, createLoadContext(env, ctx, requestId)));
  const languageCookie = redirect ? null : languageChoiceCookie(request);
  if (languageCookie) response.headers.append("Set-Cookie", languageCookie);
  applySecurityHeaders(response.headers);
  return response;
}

export default {
  fetch(request, env, ctx) {
    const requestId = newRequestId();
    return withRequestLog(request, requestId, () => respond(request, env, ctx, requestId));
  },
  // The Cron Trigger of wrangler.toml: deletes records past their retention period.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledRetention(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
