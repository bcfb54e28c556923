import { describe, expect, it } from "vitest";
import { siteOrigin } from "../integration/helpers";
import { expectOwnLocation } from "./front-door";

// The check that every redirect of the Worker's tests goes through (expectOwnLocation) fails where
// it must: a test that cannot fail proves nothing.

function answer(status: number, location?: string): Response {
  return new Response(null, { status, headers: location === undefined ? {} : { Location: location } });
}

describe("a redirect's Location", () => {
  it.each(["/es/contacto", "/es/contacto?sent=1#form", "contacto", "../ca", `${siteOrigin}/ca`, "?q=//evil.example"])(
    "passes when it stays on the site: %s",
    (location) => {
      for (const status of [301, 302, 303, 307, 308]) {
        expect(() => expectOwnLocation(answer(status, location))).not.toThrow();
      }
    },
  );

  it.each([
    "https://evil.example/",
    "//evil.example",
    "\\evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "http://estudioxr.example/",
    `${siteOrigin}.evil.example/`,
    "javascript:alert(1)",
    "https://",
  ])("fails when it names another site or could: %j", (location) => {
    expect(() => expectOwnLocation(answer(302, location), "test")).toThrow();
  });

  it("fails for a redirect without one, and is not asked of other answers", () => {
    expect(() => expectOwnLocation(answer(301))).toThrow();
    for (const status of [200, 304, 404]) expect(() => expectOwnLocation(answer(status))).not.toThrow();
    expect(() => expectOwnLocation(answer(200, "//evil.example"))).not.toThrow();
  });
});
