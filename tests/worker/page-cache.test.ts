import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER, pageCacheKey } from "~/.server/page-cache";
import { placeholders } from "~/.server/per-request";
import { pageFingerprint } from "~/.server/page-copies";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, postForm, siteFetch } from "./front-door";
import { genuineGame } from "./genuine-game";
import { aMomentLater, expectOwnPerRequestValues, perRequestValues, withoutPerRequest } from "./per-request";
import { quietConsole } from "./quiet-console";

// The edge cache of pages through the whole Worker: what a visitor gets from a kept copy is the
// page with their own nonce, form stamp and request id; nothing personal is kept; a deploy and a
// saved score are never answered with an old page. A page's plain address is served from its copy
// of the build (page-copies.test.ts); the data centre's cache holds the addresses with a query the
// page reads, the pages that change with data or the day, and any page without a copy.

const cache = () => (caches as unknown as { default: Cache }).default;

quietConsole();

describe("a page served twice", () => {
  it("is rendered once, and each copy has its own nonce, form stamp and request id", async () => {
    const first = await siteFetch("/es/contacto?topic=health");
    await aMomentLater();
    const second = await siteFetch("/es/contacto?topic=health");
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    const [a, b] = await expectOwnPerRequestValues(first, second);
    // The rest of the page is the same.
    expect(withoutPerRequest(b)).toBe(withoutPerRequest(a));
  });

  it("is kept with placeholders, and none of a visitor's values", async () => {
    const visited = await perRequestValues(await siteFetch("/en/education?video=2"));
    const fingerprint = await pageFingerprint(env, build.assets.version);
    const key = pageCacheKey(new Request(`${siteOrigin}/en/education?video=2`), fingerprint, Date.now());
    // The copy is kept after the answer (waitUntil): a short page can be read before it is stored.
    const kept = await vi.waitFor(async () => {
      const match = await cache().match(key!);
      if (!match) throw new Error("not kept yet");
      return match;
    });
    const html = (await kept?.text()) ?? "";
    expect(html).toContain(`nonce="${placeholders.nonce}"`);
    expect(html).not.toContain(visited.policyNonce);
    expect(html).not.toContain(visited.stamp);
    expect(kept?.headers.get("Content-Security-Policy")).toBeNull();
    expect(kept?.headers.get("Set-Cookie")).toBeNull();
  });

  it("from the previous build is never served", async () => {
    const key = pageCacheKey(new Request(`${siteOrigin}/es/sitemap`), "an-older-build", Date.now());
    await cache().put(
      key!,
      new Response("<html>an older build</html>", { headers: { "Cache-Control": "max-age=3600" } }),
    );
    const response = await siteFetch("/es/sitemap");
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await response.text()).not.toContain("an older build");
  });
});

describe("what is never kept", () => {
  it("a page with a one-time message, a query the page does not read, or an error", async () => {
    for (const [path, init] of [
      ["/es/contacto", { headers: { Cookie: "flash=eyJraW5kIjoiY29udGFjdC1zZW50IiwiaWQiOiIxIn0%3D" } }],
      ["/es?utm_source=newsletter", {}],
      ["/es/nowhere", {}],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await siteFetch(path, init);
        expect(response.headers.get(CACHE_STATUS_HEADER), path).toBeNull();
        expectSecurityHeaders(response);
        await response.arrayBuffer();
      }
    }
  });

  it("the answer to a post", async () => {
    await siteFetch("/en/contact?topic=health");
    const post = await postForm("/en/contact?topic=health", { name: "" }, { Origin: siteOrigin });
    expect(post.status).toBe(400);
    expect(post.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    const after = await siteFetch("/en/contact?topic=health");
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await after.text()).not.toContain('aria-invalid="true"');
  });

  it("a leaderboard that could not be read", async () => {
    const broken = { ...env, DB: brokenDatabase() };
    const { default: worker } = await import("../../server");
    for (let i = 0; i < 2; i++) {
      const request = new Request(`${siteOrigin}/en/first-aiducation`) as Request<unknown, IncomingRequestCfProperties>;
      const response = await worker.fetch(request, broken, ctxStub());
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
      await response.arrayBuffer();
    }
  });
});

/** Every page that shows the weekly board, in the three languages: a saved score purges them all. */
const boardPages = [
  "/es/first-aiducation",
  "/en/first-aiducation",
  "/ca/first-aiducation",
  "/es/portfolio/first-aiducation",
  "/en/portfolio/first-aiducation",
  "/ca/portfolio/first-aiducation",
];

/** Each board page rendered and kept, so that what follows shows whether a save purged it. */
async function keepBoardPages() {
  for (const path of boardPages) {
    await (await siteFetch(path)).arrayBuffer();
    const again = await siteFetch(path);
    expect(again.headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
    await again.arrayBuffer();
  }
}

/** A genuine game saved from a board page, by this site's form: its presses' times and rhythm. */
async function saveScore(path: string, player_name: string) {
  const game_id = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 60_000);
  const save = await postForm(path, { intent: "save", game_id, player_name, ...genuineGame }, { Origin: siteOrigin });
  expect(save.status).toBe(200);
  await save.arrayBuffer();
  return save;
}

describe("a saved score", () => {
  it("takes the leaderboard pages out of the cache, and its player reads it back through their bookmark", async () => {
    await keepBoardPages();
    const save = await saveScore("/es/first-aiducation", "Núria");
    const bookmark = /d1_bookmark=[^;]+/.exec(save.headers.get("Set-Cookie") ?? "")?.[0];
    // The local runtime has D1's Sessions API (tests/integration/d1-session.test.ts covers one without).
    expect(bookmark).toBeDefined();

    // Everyone, whatever their language: a fresh page, with the new score.
    for (const path of boardPages) {
      const response = await siteFetch(path);
      expect(response.headers.get(CACHE_STATUS_HEADER), path).toBe("MISS");
      expect(await response.text(), path).toContain("Núria");
    }
    // The player, with the bookmark: never a kept copy.
    const own = await siteFetch("/es/first-aiducation", { headers: { Cookie: bookmark ?? "" } });
    expect(own.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    expect(await own.text()).toContain("Núria");
  });

  it("saved from a Catalan board page, purges the boards of every language", async () => {
    await keepBoardPages();
    await saveScore("/ca/portfolio/first-aiducation", "Arnau");
    for (const path of boardPages) {
      const response = await siteFetch(path);
      expect(response.headers.get(CACHE_STATUS_HEADER), path).toBe("MISS");
      expect(await response.text(), path).toContain("Arnau");
    }
  });
});

function brokenDatabase(): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare" || property === "withSession") {
        return () => {
          throw new Error("D1 is unavailable");
        };
      }
      return Reflect.get(target, property);
    },
  });
}

function ctxStub(): ExecutionContext {
  return {
    waitUntil: () => undefined,
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
}
