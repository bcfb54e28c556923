import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { renderOnceMore } from "./render-once-more";

// A page whose loader met one of D1's passing errors is rendered once more when its request only
// reads; a post, another error or a page that rendered is answered as it came.

/** Renders that answer `statuses` in turn, marking the context as handleError does on a passing error. */
function renders(context: AppLoadContext, statuses: number[], transient = true) {
  let call = 0;
  return vi.fn(async () => {
    const status = statuses[call++] ?? 200;
    if (status >= 500 && transient) context.transientDatabaseFailure = true;
    return new Response("page", { status });
  });
}

const context = () => ({}) as AppLoadContext;
const get = new Request("https://estudioxr.example/ca/first-aiducation/aula/t/token");

describe("a page that met one of D1's passing errors", () => {
  it("is rendered once more for a GET or a HEAD, and the second render is the answer", async () => {
    for (const method of ["GET", "HEAD"]) {
      const shared = context();
      const render = renders(shared, [500, 200]);
      const answer = await renderOnceMore(new Request(get, { method }), shared, render);
      expect(answer.status).toBe(200);
      expect(render).toHaveBeenCalledTimes(2);
    }
  });

  it("is rendered no more than twice: a second failure is the answer", async () => {
    const shared = context();
    const render = renders(shared, [500, 500, 200]);
    expect((await renderOnceMore(get, shared, render)).status).toBe(500);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("is answered as it came for a post, for another error, and for a page that rendered", async () => {
    const post = new Request(get, { method: "POST", body: "intent=close" });
    for (const [request, statuses, transient] of [
      [post, [500, 200], true],
      [get, [500, 200], false],
      [get, [200, 500], true],
    ] as const) {
      const shared = context();
      const render = renders(shared, [...statuses], transient);
      expect((await renderOnceMore(request, shared, render)).status).toBe(statuses[0]);
      expect(render).toHaveBeenCalledTimes(1);
    }
  });
});
