import { describe, expect, it } from "vitest";
import { siteOrigin } from "../integration/helpers";
import { siteFetch } from "./front-door";

// The addresses a review found answering 500, the wrong page or a redirect to another site,
// through the whole Worker; the property over generated addresses is in fuzz/addresses.<n>.test.ts.

const origin = new URL(siteOrigin);

describe("the addresses a review found", { timeout: 30_000 }, () => {
  const moved: [string, string][] = [
    ["/ca/recursos/neosalus", "/ca/recursos/NeoSalus"],
    ["/CA/formacio", "/ca/formacio"],
    ["/ca/Formacio", "/ca/formacio"],
    ["/ca/portfolio/KALYAN", "/ca/portfolio/kalyan"],
    ["/es/portfolio/KALYAN", "/es/portfolio/kalyan"],
    ["/ca/mapa-del-ll%6fc", "/ca/mapa-del-lloc"],
    ["/ca/educaci%6f", "/ca/educacio"],
    ["/ca/first-aiducati%6fn", "/ca/first-aiducation"],
    ["/ca/first-aiducation/Recursos", "/ca/first-aiducation/recursos"],
    ["/es/first-aiducation/Resources", "/es/first-aiducation/resources"],
    ["/CA/CONTACTE", "/ca/contacte"],
    ["/CA/CONTACTE/?topic=kalyan", "/ca/contacte?topic=kalyan"],
    ["/Portfolio", "/es/portfolio"],
  ];
  for (const [from, to] of moved) {
    it(`${from} moves to ${to}`, async () => {
      for (const method of ["GET", "HEAD"]) {
        const response = await siteFetch(from, { method });
        expect(response.status, method).toBe(301);
        expect(response.headers.get("Location"), method).toBe(to);
      }
    });
  }

  for (const from of ["//evil.example/", "/\\evil.example/", "//evil.example/es/", "/.//evil.example/"]) {
    it(`${from} stays on the site`, async () => {
      const response = await siteFetch(from);
      const location = response.headers.get("Location") ?? "";
      expect(response.status).toBe(301);
      expect(new URL(location, origin).origin).toBe(origin.origin);
      expect(location).not.toMatch(/^[/\\]{2}/);
    });
  }

  it("a page in another case is not that page for a post or a data request: 405 and 404, never 500", async () => {
    const post = await siteFetch("/CA/CONTACTE", {
      method: "POST",
      body: new URLSearchParams({ name: "Pau" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(405);
    for (const data of ["/ca/Formacio.data", "/ca/educaci%6f.data", "/ES/PORTFOLIO.data"]) {
      const response = await siteFetch(data);
      expect(response.status, data).toBe(404);
    }
  });
});
