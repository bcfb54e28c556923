import type { AppLoadContext } from "@remix-run/cloudflare";

// A page whose loader failed on one of D1's passing errors (db/transient.server.ts) is rendered once
// more, a moment later, when its request only reads: the visitor gets the page rather than an error
// that a moment's wait gets past. entry.server.tsx's handleError marks the context; server.ts calls this.

/** How long a page waits before its second render: long enough for a lock to be let go, short for a visitor. */
const RENDER_AGAIN_AFTER_MS = 150;

/**
 * A render, and a second one when the first failed on one of D1's passing errors (a lost
 * connection, an object reset; locally, a database another process held locked) for a GET or a
 * HEAD, which read only: the visitor gets the page rather than an error a moment's wait gets past.
 */
export async function renderOnceMore(request: Request, context: AppLoadContext, render: () => Promise<Response>) {
  const first = await render();
  if (!context.transientDatabaseFailure || !["GET", "HEAD"].includes(request.method) || first.status < 500)
    return first;
  context.transientDatabaseFailure = false;
  await first.body?.cancel();
  await new Promise((resolve) => setTimeout(resolve, RENDER_AGAIN_AFTER_MS));
  return render();
}
