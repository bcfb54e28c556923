import type { AppLoadContext } from "@remix-run/cloudflare";

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
  }
}

function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" })[c] ?? "");
}

export function createLoadContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
): AppLoadContext {
  return { cloudflare: { env, ctx }, nonce: randomToken(16), requestId: randomToken(6) };
}
