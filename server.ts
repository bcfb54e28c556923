import { createRequestHandler } from "@remix-run/cloudflare";
// The production server build (build/server/index.js, written by `npm run build`), through an
// alias declared in wrangler.toml and typed in app/env.d.ts, so type checking needs no build.
import * as build from "remix-server-build";
import { edgeRedirect, languageChoiceCookie } from "./app/.server/edge-redirects";
import { createLoadContext } from "./app/.server/load-context";
import { applySecurityHeaders } from "./app/.server/security-headers";

const handleRemixRequest = createRequestHandler(build);

export default {
  async fetch(request, env, ctx) {
    const redirect = edgeRedirect(request);
    const response = redirect ?? (await handleRemixRequest(request, createLoadContext(env, ctx)));
    const languageCookie = redirect ? null : languageChoiceCookie(request);
    if (languageCookie) response.headers.append("Set-Cookie", languageCookie);
    applySecurityHeaders(response.headers);
    return response;
  },
} satisfies ExportedHandler<Env>;
