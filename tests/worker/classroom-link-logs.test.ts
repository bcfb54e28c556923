import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import { projectorPath } from "~/features/classroom/classroom-routes";
import { pages, type Lang } from "~/i18n-routes";
import { siteOrigin } from "../integration/helpers";
import { openClass } from "./class-setup";
import { siteFetch } from "./front-door";

// A class's links in the log and at the edge, through the whole Worker (lib/secret-paths.ts,
// docs/decisions/0015-classroom-in-a-real-lesson.md): a link's token reaches no log line in any
// spelling, even one the Worker refuses because it does not decode; and the redirect of a link
// with a trailing slash, whose Location names the token, is kept by no browser or cache.

let consoleSpies: { mock: { calls: unknown[][] } }[] = [];
beforeEach(() => {
  consoleSpies = (["log", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Every line the Worker wrote since the test began. */
const loggedLines = () => consoleSpies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" ")));

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
