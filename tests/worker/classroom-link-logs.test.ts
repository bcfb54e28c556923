import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import { projectorPath } from "~/features/classroom/classroom-routes";
import { apiRoutes } from "~/lib/api-routes";
import { languages, pageIds, pages, type Lang } from "~/i18n-routes";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns } from "../properties/runs";
import { openClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { clearLogs, loggedLines, quietConsole } from "./quiet-console";

// A class's links in the log and at the edge, through the whole Worker (lib/secret-paths.ts,
// docs/decisions/0015-classroom-in-a-real-lesson.md): a link's token reaches no log line in any
// spelling, even one the Worker refuses because it does not decode; and the redirect of a link
// with a trailing slash, whose Location names the token, is kept by no browser or cache.

quietConsole();

const langs: Lang[] = ["ca", "es", "en"];
const refusedToken = "NR0kF1rlx7of69CUTAglodbfIzMlbP795cX7lUmYrIo";

/** Fails when a line holds the token, or any piece of it of eight characters. */
function expectNoPieceLogged(token: string) {
  const lines = loggedLines();
  const pieces = Array.from({ length: token.length - 7 }, (_, start) => token.slice(start, start + 8));
  for (const line of lines) {
    expect(
      pieces.filter((piece) => line.includes(piece)),
      line,
    ).toEqual([]);
  }
}

describe("a class's link in the log", () => {
  it("is written with [token] when its path does not decode, which the Worker refuses", async () => {
    const path = "/es/first-aiducation/aul%61/t/NR0kF%31rlx7of69CUTAglodbfI%7AMlbP795cX7lUmYrIo%zz";
    const response = await siteFetch(path);
    expect(response.status).toBe(400);
    await response.arrayBuffer();
    const lines = loggedLines();
    // The refusal's warning and the request's line, both with the path.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toContain("/es/first-aiducation/aula/t/[token]");
    expectNoPieceLogged(refusedToken);
    expectNoPieceLogged("NR0kF%31rlx7of69CUTAglodbfI%7AMlbP795cX7lUmYrIo");
  });

  it.each(langs)(
    "is written with [token] in %s in other spellings that the Worker refuses or does not find",
    async (lang) => {
      const page = pages.classroom[lang];
      const split = `${refusedToken.slice(0, 10)}%${refusedToken.slice(10, 25)}%z${refusedToken.slice(25)}`;
      for (const path of [
        `${page.toUpperCase()}/T/${refusedToken}/%zz`,
        `${page.replace(/(.)$/, "%25$1")}/p/${split}`,
        `${page}/%74/${refusedToken.slice(0, 20)}%25${refusedToken.slice(20)}/report`,
        `${page}/${refusedToken}`,
      ]) {
        const response = await siteFetch(path);
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        await response.arrayBuffer();
      }
      expect(loggedLines().length).toBeGreaterThanOrEqual(4);
      expectNoPieceLogged(refusedToken);
    },
  );
});

describe("the redirect of a class's link with a trailing slash", () => {
  it.each(langs)("in %s is kept by no browser or cache, and sends no Referer on", async (lang) => {
    const opened = await openClass({ lang });
    const links = [opened.path, projectorPath(lang, await projectorToken(opened.token))];
    for (const link of links) {
      for (const method of ["GET", "HEAD", "GET"]) {
        const response = await siteFetch(`${link}/`, { method });
        expect(response.status, link).toBe(301);
        expect(new URL(response.headers.get("Location") ?? "", siteOrigin).pathname).toBe(link);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(response.headers.get("X-Edge-Cache")).toBeNull();
        expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
        expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
        await response.arrayBuffer();
      }
    }
    expectNoPieceLogged(opened.token);
  });

  it("leaves a page's own redirect cacheable as before", async () => {
    const response = await siteFetch(`${pages.classroom.es}/`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location") ?? "", siteOrigin).pathname).toBe(pages.classroom.es);
    expect(response.headers.get("Cache-Control")).toBeNull();
    await response.arrayBuffer();
  });
});

/** A class's token (32 random bytes, base64url). */
const classToken = fc.noBias(fc.uint8Array({ minLength: 32, maxLength: 32 })).map((bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, ""),
);

/** What may come between a token's pieces: a segment's end, a dot, a tilde, its own characters, escapes. */
const pieceSeparator = fc.constantFrom("/", ".", "-", "_", "~", "//", "%2F", "%2E", "%7E", "%20", "%252F", "%zz");

/** A path outside a class's links with a token split in two or three at random points, each piece after a random separator. */
const splitTokenPath = fc
  .record({
    token: classToken,
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 42 }), { minLength: 1, maxLength: 2 }),
    separators: fc.array(pieceSeparator, { minLength: 2, maxLength: 2 }),
    before: fc.constantFrom("/es/", "/", "/en/portfolio/", "/ca/contacte/", "/es/first-aiducation/"),
    after: fc.constantFrom("", "/report", ".data", "/results.csv"),
  })
  .map(({ token, cuts, separators, before, after }) => {
    const ends = [...cuts].sort((a, b) => a - b);
    const pieces = [0, ...ends].map((start, n) => token.slice(start, ends[n]));
    const spelt = pieces.map((piece, n) => (n === 0 ? piece : `${separators[n - 1]}${piece}`)).join("");
    return { token, path: `${before}${spelt}${after}` };
  });

describe("a class's token split in pieces outside a class's link", () => {
  it("is written with [token] in two pieces, split by a dot or a slash", async () => {
    const { token } = await openClass({ lang: "es" });
    for (const path of [
      `/es/${token.slice(0, 21)}.${token.slice(21)}`,
      `/es/${token.slice(0, 21)}/${token.slice(21)}`,
    ]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const lines = loggedLines();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line).toContain("/es/[token]");
    expectNoPieceLogged(token);
  });

  it(
    "is written with [token] whatever the split, the separators and the path around it",
    async () => {
      await fc.assert(
        fc.asyncProperty(splitTokenPath, async ({ token, path }) => {
          clearLogs();
          const response = await siteFetch(path);
          expect(response.status, path).toBeGreaterThanOrEqual(400);
          await response.arrayBuffer();
          expect(loggedLines().join("\n"), path).toContain("[token]");
          expectNoPieceLogged(token);
        }),
        { numRuns: propertyRuns(200) },
      );
    },
    propertyRuns(120_000),
  );
});

describe("the site's own addresses in the log", () => {
  it("are written as they are, in every language", async () => {
    const addresses = [
      ...pageIds.flatMap((id) => languages.map((lang) => pages[id][lang])),
      ...apiRoutes.map((route) => route.path),
    ];
    for (const path of addresses) {
      const response = await siteFetch(path, { method: "PUT", body: "x" });
      expect(response.status, path).toBe(405);
      await response.arrayBuffer();
    }
    const logged = loggedLines().map((line) => (JSON.parse(line) as { path?: string }).path);
    // Each refusal's warning and its request's line (the lines of each level together).
    expect(logged.sort()).toEqual(addresses.flatMap((path) => [path, path]).sort());
  });
});
