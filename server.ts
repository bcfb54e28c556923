import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The production server build; `npm run build` writes it before wrangler bundles this file.
import * as build from "./build/server/index.js";
import { edgeRedirect, languageChoiceCookie } from "./app/.server/edge-redirects";
import { createLoadContext } from "./app/.server/load-context";
import { applySecurityHeaders } from "./app/.server/security-headers";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

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
