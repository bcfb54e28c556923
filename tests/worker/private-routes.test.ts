import { env } from "cloudflare:test";
import fc from "fast-check";
import * as build from "remix-server-build";
import { describe, expect, it } from "vitest";
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
import { propertyRuns } from "../properties/runs";
import { openClass, teacherPost } from "./class-setup";
import { expectSecurityHeaders, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Every private route of the route table (a class's links, i18n-routes.ts `linkSetup`) through the
// whole Worker: each is declared private, every answer of it carries the private headers (no-store,
// noindex, no Referer) whatever its module says, and the edge cache neither keeps nor serves it.
// A route whose address holds a parameter (a secret) and that the table does not declare private
// fails here: so does one declared with another delivery, which the edge cache would then key.

const cache = () => (caches as unknown as { default: Cache }).default;

quietConsole();

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

describe("the teacher link's posts", () => {
  it("are answered with the private headers: a change's redirect, an unknown intent's, the delete's, then a 404", async () => {
    const opened = await openClass({ lang: "es" });
    for (const [intent, status] of [
      ["lock", 303],
      ["no-such-intent", 303],
      ["delete", 303],
      ["unlock", 404],
    ] as const) {
      const answer = await teacherPost(opened.path, { intent });
      expect(answer.status, intent).toBe(status);
      expectPrivate(answer, `${intent} ${opened.path}`);
      await answer.arrayBuffer();
    }
  });
});

/** Each link's address before its token, in every language (`/es/first-aiducation/aula/t/`, `…/p/`). */
const linkPrefixes = [
  ...new Set(linkIds.flatMap((id) => languages.map((lang) => links[id][lang].split(":token")[0]!))),
];

/** Every character of a text percent-encoded, in either case of hex digits. */
const encodedAll = (text: string, upper = false) =>
  [...text]
    .map((char) =>
      char === "/" ? char : `%${char.charCodeAt(0).toString(16)[upper ? "toUpperCase" : "toLowerCase"]()}`,
    )
    .join("");

/** Odd paths under a link's address: the other link's token, files of neither or of the other link, more segments, other spellings. */
function oddPaths(prefix: string, own: string, other: string): string[] {
  const slashless = prefix.slice(0, -1);
  const letter = slashless.slice(-1);
  return [
    `${prefix}${other}`,
    `${prefix}${own}/report`,
    `${prefix}${own}/results.csv`,
    `${prefix}${other}/report`,
    `${prefix}no-such-token/results.csv`,
    `${prefix}${own}/elsewhere/and/more`,
    `${prefix}${own}/results.json/more`,
    `${prefix}${own}/round.json/`,
    `${prefix}${own}/`,
    `${prefix}${own}//`,
    prefix,
    slashless,
    `${prefix.toUpperCase()}${own}`,
    `${slashless.slice(0, -1)}${letter.toUpperCase()}/${own}/report`,
    `${encodedAll(slashless, true)}/${own}`,
    `${slashless.slice(0, -1)}${encodedAll(letter)}/${encodedAll(own)}/results.csv`,
    `${slashless}%2F${own}%2Freport`,
    `${slashless}%252F${own}`,
    `${prefix.replace(/\/(\w)\/$/, "//$1//")}${own}`,
    `${prefix}x/../${own}/report`,
    `${prefix}${own}.data`,
    `${prefix}${own}/report.data`,
    `${prefix}${own}%zz`,
    `${prefix}${own}/%E0%A4%A`,
    `${prefix}${own}?_data=root`,
    `${prefix}${own}/${"x".repeat(9_000)}`,
  ];
}

/** The methods an odd path is asked with: a browser's, a cross-site post, and methods the site answers with a refusal. */
const oddRequests: [string, RequestInit][] = [
  ["GET", {}],
  ["HEAD", { method: "HEAD" }],
  ["POST cross-site", { method: "POST", body: "intent=end-round", headers: { Origin: "https://evil.example" } }],
  [
    "POST same-site",
    {
      method: "POST",
      body: "x=1",
      headers: { Origin: siteOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    },
  ],
  ["PUT", { method: "PUT", body: "x" }],
  ["DELETE", { method: "DELETE" }],
  ["OPTIONS", { method: "OPTIONS" }],
];

describe.each(linkPrefixes.map((prefix, index) => [prefix, index] as const))("any answer under %s", (prefix, index) => {
  it("carries the private headers: 404s, the other link's token, more segments, other spellings, each method", async () => {
    const tokens = await openedClass();
    const [own, other] = prefix.endsWith(PROJECTOR_SEGMENT)
      ? [tokens.projector, tokens.teacher]
      : [tokens.teacher, tokens.projector];
    // Each odd path with one of the methods in turn (from another one under each address, so that
    // the six addresses ask each path with six methods; every request slows the test's Worker a
    // little, so the table does not ask every pair), and the answers that need a method of their
    // own: the trailing slash's redirect, a refused post, a HEAD of a 404.
    const turn = (n: number) => oddRequests[(n + index) % oddRequests.length]!;
    const requests: [string, (typeof oddRequests)[number]][] = [
      ...oddPaths(prefix, own, other).map((path, n): [string, (typeof oddRequests)[number]] => [path, turn(n)]),
      [`${prefix}${own}/`, oddRequests[0]!],
      [`${prefix}${own}`, oddRequests[2]!],
      [`${prefix}${other}`, oddRequests[1]!],
    ];
    const statuses = new Set<number>();
    for (const [path, [name, init]] of requests) {
      const response = await siteFetch(path, init);
      statuses.add(response.status);
      expectPrivate(response, `${name} ${path.slice(0, 200)} (${response.status})`);
      await response.arrayBuffer();
    }
    // The table reaches every kind of answer: the redirect of a trailing slash, a 404, each refusal.
    expect([...statuses]).toEqual(expect.arrayContaining([301, 400, 404, 405, 414]));
  }, 120_000);
});

/** A tail after a link's address: segments of letters, digits and the characters that separate or escape. */
const tail = fc
  .array(fc.stringMatching(/^[A-Za-z0-9._~%-]{0,24}$/), { minLength: 0, maxLength: 4 })
  .map((segments) => segments.join("/"));

describe("a random path under a link's address", () => {
  it(
    "is answered with the private headers, whatever the method",
    async () => {
      const tokens = await openedClass();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...linkPrefixes),
          fc.constantFrom(tokens.teacher, tokens.projector, "", "x"),
          tail,
          fc.constantFrom(...oddRequests),
          async (prefix, token, after, [name, init]) => {
            const path = `${prefix}${token}${after ? `/${after}` : ""}`;
            const response = await siteFetch(path, init);
            expectPrivate(response, `${name} ${path} (${response.status})`);
            await response.arrayBuffer();
          },
        ),
        { numRuns: propertyRuns(60) },
      );
    },
    propertyRuns(120_000),
  );
});
