import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RefusedPostStatus } from "../lib/refused-post";
import { pageConfiguration, type PageConfiguration, type PageSettingsOfBuild } from "./page-copies";

// The context every loader and action receives, built the same way by server.ts (production,
// wrangler dev) and by the Vite dev proxy (npm run dev). vite.config.ts imports this module before
// any alias exists: it and what it imports use relative imports only.

/** An operator of the console, as its gate (app/admin/gate.server.ts) lets them in. */
export interface Operator {
  /** The operator's e-mail address (from the Access token), written into the admin events' log lines. */
  email: string;
  /** Signed in with the development login, not Cloudflare Access. */
  development: boolean;
}

declare module "@remix-run/cloudflare" {
  // Loaders and actions return data() (single fetch); this types them accordingly.
  interface Future {
    v3_singleFetch: true;
  }

  interface AppLoadContext {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
    /** Nonce of this response's Content-Security-Policy. */
    nonce: string;
    /** Short id that names this request in logs and on the error page. */
    requestId: string;
    /**
     * The forms' signed time stamp (form-stamp.server.ts), written on the document like the nonce:
     * per request, not page data, so that a page kept at the edge can be given a fresh one. Unset,
     * entry.server.tsx issues one.
     */
    formStamp?: string;
    /**
     * What the pages embed from configuration (page-copies.ts, pageConfiguration): the only way a
     * render reads the site's address or whether it is indexed.
     */
    page: PageConfiguration;
    /** The fingerprint of the build and of `page`: names the pages' copies and the edge cache's keys. */
    pageFingerprint: string;
    /**
     * Set by server.ts when it refused a form post at the door (http-boundary.ts): the page is
     * rendered as that refusal, with this status, and no action runs.
     */
    refusedPost?: RefusedPostStatus;
    /** Set by entry.server.tsx's handleError when Remix's own cross-site guard fired. */
    remixGuardFired?: boolean;
    /** Who is using the operators' console (/admin), as server.ts's admin gate found; unset elsewhere. */
    operator?: Operator;
  }
}

/** `bytes` random bytes in base64url. Made for every request (two or three times): kept plain. */
function randomToken(bytes: number): string {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** A short id for one request, in its log lines and on its error page. */
export function newRequestId(): string {
  return randomToken(6);
}

/** A new nonce for a response's Content-Security-Policy. */
export function newNonce(): string {
  return randomToken(16);
}

/**
 * A request's context. `pages` is the Worker's page settings (server.ts works them out once per
 * isolate); without it (the development server, a test), those of a development build.
 */
export function createLoadContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
  requestId: string = newRequestId(),
  pages: PageSettingsOfBuild = { configuration: pageConfiguration(env, "development"), fingerprint: "development" },
): AppLoadContext {
  const base = { cloudflare: { env, ctx }, nonce: newNonce(), requestId };
  return { ...base, page: pages.configuration, pageFingerprint: pages.fingerprint };
}
