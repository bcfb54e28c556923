import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER, pageCacheKey } from "~/.server/page-cache";
import { pageFingerprint } from "~/.server/page-copies";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import {
  languages,
  linkIds,
  links,
  linkSetup,
  PROJECTOR_SEGMENT,
  routeId,
  type Lang,
  type LinkId,
} from "~/i18n-routes";
import { privateHeaders } from "~/lib/route-delivery";
import { siteOrigin } from "../integration/helpers";
import { openClass } from "./class-setup";
import { expectSecurityHeaders, siteFetch } from "./front-door";

// Every private route of the route table (a class's links, i18n-routes.ts `linkSetup`) through the
// whole Worker: each is declared private, every answer of it carries the private headers (no-store,
// noindex, no Referer) whatever its module says, and the edge cache neither keeps nor serves it.
// A route whose address holds a parameter (a secret) and that the table does not declare private
// fails here: so does one declared with another delivery, which the edge cache would then key.

const cache = () => (caches as unknown as { default: Cache }).default;

beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The site's own Remix routes (not the console's) whose address holds a parameter. */
const parameterRoutes = Object.values(build.routes)
  .filter((route) => route.parentId === "root" && route.path?.includes(":"))
  .map((route) => route.id)
  .sort();

const declaredRoutes = linkIds.flatMap((linkId) => languages.map((lang) => routeId(linkId, lang)));

describe("the route table's private routes", () => {
  it("are every route of the site whose address holds a parameter, each declared private", () => {
    expect(parameterRoutes).toEqual([...declaredRoutes].sort());
    for (const linkId of linkIds) expect(linkSetup[linkId].delivery, linkId).toEqual({ kind: "private" });
  });
});

/** A class's two tokens: the teacher link's and the projector link's. */
type Tokens = { teacher: string; projector: string };

async function openedClass(): Promise<Tokens> {
  const opened = await openClass({ lang: "es" });
  return { teacher: opened.token, projector: await projectorToken(opened.token) };
}

/** A link's address with the class's token (the teacher's or the projector's), or `token` given. */
function addressOf(linkId: LinkId, lang: Lang, tokens: Tokens, token?: string): string {
  const path: string = links[linkId][lang];
  const own = path.includes(PROJECTOR_SEGMENT) ? tokens.projector : tokens.teacher;
  return path.replace(":token", token ?? own);
}

const fingerprint = () => pageFingerprint(env, build.assets.version);

/** The key the edge cache would give the address if it were a page kept at its plain address. */
async function wouldBeKey(path: string): Promise<Request> {
  const pageKey = pageCacheKey(new Request(`${siteOrigin}/es`), await fingerprint(), Date.now());
  if (!pageKey) throw new Error("the home page has no cache key");
  const key = new URL(pageKey.url);
  key.pathname = path;
  return new Request(key);
}

function expectPrivate(response: Response, path: string) {
  for (const [name, value] of Object.entries(privateHeaders))
    expect(response.headers.get(name), `${path} ${name}`).toBe(value);
  expect(response.headers.get(CACHE_STATUS_HEADER), path).toBeNull();
  expectSecurityHeaders(response);
}

const everyLink = linkIds.flatMap((linkId) => languages.map((lang): [LinkId, Lang] => [linkId, lang]));

describe.each(everyLink)("%s in %s", (linkId, lang) => {
  it("answers with the private headers, and no cache key", async () => {
    const path = addressOf(linkId, lang, await openedClass());
    expect(pageCacheKey(new Request(`${siteOrigin}${path}`), await fingerprint(), Date.now())).toBeNull();
    for (let i = 0; i < 2; i++) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(200);
      expectPrivate(response, path);
      await response.arrayBuffer();
    }
    expect(await cache().match(await wouldBeKey(path))).toBeUndefined();
  });

  it("is answered so for a token that opens nothing, and for a refused method", async () => {
    const tokens = await openedClass();
    const path = addressOf(linkId, lang, tokens, "no-such-token");
    const unknown = await siteFetch(path);
    expect(unknown.status).toBe(404);
    expectPrivate(unknown, path);
    await unknown.arrayBuffer();
    const refused = await siteFetch(addressOf(linkId, lang, tokens), { method: "PUT", body: "x" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expectPrivate(refused, path);
    await refused.arrayBuffer();
  });

  it("is never served from the edge cache, even with a copy stored under its address", async () => {
    const path = addressOf(linkId, lang, await openedClass());
    await cache().put(
      await wouldBeKey(path),
      new Response("<html>a stranger's copy</html>", {
        headers: { "Content-Type": "text/html", "Cache-Control": "max-age=3600" },
      }),
    );
    const response = await siteFetch(path);
    expectPrivate(response, path);
    expect(await response.text()).not.toContain("a stranger's copy");
  });
});
