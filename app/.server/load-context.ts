import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RefusedPostStatus } from "../lib/refused-post";

// The context every loader and action receives, built the same way by server.ts (production,
// wrangler dev) and by the Vite dev proxy (npm run dev).

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
     * Set by server.ts when it refused a form post at the door (http-boundary.ts): the page is
     * rendered as that refusal, with this status, and no action runs.
     */
    refusedPost?: RefusedPostStatus;
    /** Set by entry.server.tsx's handleError when Remix's own cross-site guard fired. */
    remixGuardFired?: boolean;
  }
}

function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" })[c] ?? "");
}

/** A short id for one request, in its log lines and on its error page. */
export function newRequestId(): string {
  return randomToken(6);
}

export function createLoadContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
  requestId: string = newRequestId(),
): AppLoadContext {
  return { cloudflare: { env, ctx }, nonce: randomToken(16), requestId };
}
