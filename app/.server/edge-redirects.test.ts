import { describe, expect, it } from "vitest";
import { edgeRedirect, languageChoiceCookie, legacyTarget } from "./edge-redirects";

const site = "https://estudioxr.example";

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${site}${path}`, { headers });
}

describe("edgeRedirect", () => {
  it("sends / to the language of the lang cookie", () => {
    const response = edgeRedirect(get("/", { Cookie: "a=1; lang=en", "Accept-Language": "es" }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/en");
    expect(response?.headers.get("Vary")).toBe("Accept-Language, Cookie");
  });

  it("sends / by Accept-Language when there is no cookie", () => {
    expect(edgeRedirect(get("/", { "Accept-Language": "en-US,en;q=0.9" }))?.headers.get("Location")).toBe("/en");
    expect(edgeRedirect(get("/", { "Accept-Language": "ca-ES,ca" }))?.headers.get("Location")).toBe("/ca");
    expect(edgeRedirect(get("/", { "Accept-Language": "es-ES,ca;q=0.9" }))?.headers.get("Location")).toBe("/es");
    expect(edgeRedirect(get("/", { Cookie: "lang=ca", "Accept-Language": "en" }))?.headers.get("Location")).toBe("/ca");
    expect(edgeRedirect(get("/"))?.headers.get("Location")).toBe("/es");
  });

  it("sends the classroom's short address to the join card in the visitor's language, the code kept", () => {
    const location = (path: string, headers: Record<string, string> = {}) =>
      edgeRedirect(get(path, headers))?.headers.get("Location");
    expect(location("/aula", { "Accept-Language": "ca-ES,ca" })).toBe("/ca/first-aiducation/aula");
    expect(location("/aula?code=K7MPQ2", { "Accept-Language": "es" })).toBe("/es/first-aiducation/aula?code=K7MPQ2");
    expect(location("/AULA/", { Cookie: "lang=en", "Accept-Language": "ca" })).toBe("/en/first-aiducation/classroom");
    expect(location("/classroom?code=K7MPQ2", { "Accept-Language": "en-GB" })).toBe(
      "/en/first-aiducation/classroom?code=K7MPQ2",
    );
    const response = edgeRedirect(get("/aula"));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(response?.headers.get("Cache-Control")).toBe("private, no-cache");
    // Another host named in the query stays a query of this site.
    expect(location("/aula?next=//elsewhere.example")).toBe("/es/first-aiducation/aula?next=//elsewhere.example");
  });

  it("ignores a cookie with an unknown language", () => {
    const response = edgeRedirect(get("/", { Cookie: "lang=fr", "Accept-Language": "en" }));
    expect(response?.headers.get("Location")).toBe("/en");
  });

  it("moves the legacy paths permanently", () => {
    const cases: [string, string][] = [
      ["/portfolio", "/es/portfolio"],
      ["/educacion", "/es/educacion"],
      ["/contacto", "/es/contacto"],
      ["/sitemap", "/es/sitemap"],
      ["/training", "/es/training"],
      ["/first-aiducation", "/es/first-aiducation"],
      ["/portfolio/kalyan", "/es/portfolio/kalyan"],
      ["/portfolio/gaussian-splatting", "/es/portfolio/gaussian-splatting"],
      ["/contact", "/en/contact"],
      ["/education", "/en/education"],
    ];
    for (const [from, to] of cases) {
      const response = edgeRedirect(get(from));
      expect(response?.status, from).toBe(301);
      expect(response?.headers.get("Location"), from).toBe(to);
    }
  });

  it("removes a trailing slash in one hop, keeping the query", () => {
    expect(edgeRedirect(get("/es/contacto/?topic=quote"))?.headers.get("Location")).toBe("/es/contacto?topic=quote");
    expect(edgeRedirect(get("/portfolio/"))?.headers.get("Location")).toBe("/es/portfolio");
    expect(edgeRedirect(get("/unknown/"))?.headers.get("Location")).toBe("/unknown");
    expect(edgeRedirect(get("//"))?.status).toBe(302);
  });

  it("leaves pages, unknown paths and posts to Remix", () => {
    expect(edgeRedirect(get("/es/contacto"))).toBeNull();
    expect(edgeRedirect(get("/nothing"))).toBeNull();
    expect(edgeRedirect(new Request(`${site}/contacto`, { method: "POST" }))).toBeNull();
    expect(legacyTarget("/es/portfolio")).toBeNull();
  });
});

describe("languageChoiceCookie", () => {
  it("records a switch from the other language's page", () => {
    const cookie = languageChoiceCookie(get("/en/contact", { Referer: `${site}/es/contacto` }));
    expect(cookie).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("does nothing for visits that are not a switch", () => {
    expect(languageChoiceCookie(get("/en/contact"))).toBeNull();
    expect(languageChoiceCookie(get("/en/contact", { Referer: `${site}/en` }))).toBeNull();
    expect(languageChoiceCookie(get("/en/contact", { Referer: "https://elsewhere.example/es" }))).toBeNull();
    expect(languageChoiceCookie(get("/en/contact", { Referer: `${site}/es`, Cookie: "lang=en" }))).toBeNull();
    expect(languageChoiceCookie(get("/en/nowhere", { Referer: `${site}/es` }))).toBeNull();
  });
});
