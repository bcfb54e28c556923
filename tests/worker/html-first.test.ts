import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER } from "~/.server/page-cache";
import { siteOrigin } from "../integration/helpers";
import { siteFetch } from "./front-door";

// HTML first, through the whole Worker: a page that needs no script carries none (not Remix's
// context, not a module preload), on a render and from the edge cache alike; every page carries the
// speculation rules with its own nonce; a browser's speculative load of a page is no visit.

const flashCookie = "flash=eyJraW5kIjoiY29udGFjdC1zZW50IiwiaWQiOiIxIn0%3D";
const prefetch = { "Sec-Purpose": "prefetch;prerender" };

beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function pageParts(response: Response) {
  const html = await response.text();
  return {
    html,
    policyNonce: /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1],
    rulesNonce: /<script type="speculationrules" nonce="([^"]*)"/.exec(html)?.[1],
    codeScripts: [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !/type="(application\/(ld\+)?json|speculationrules)"/.test(attributes)),
  };
}

describe("a page that needs no script", () => {
  for (const path of ["/es/portfolio", "/en/portfolio/dea-r", "/ca/educacio", "/es/privacidad", "/en/nowhere"]) {
    it(`${path} carries none, rendered and from the edge cache, and the rules carry its nonce`, async () => {
      for (const round of ["render", "kept copy"]) {
        const response = await siteFetch(path);
        const { html, policyNonce, rulesNonce, codeScripts } = await pageParts(response);
        expect(codeScripts, round).toEqual([]);
        expect(html, round).not.toContain("modulepreload");
        expect(html, round).not.toContain("__remixContext");
        expect(rulesNonce, round).toBe(policyNonce);
        expect(policyNonce, round).toMatch(/^[\w+/=-]{16,}$/);
      }
    });
  }
});

/** Pages with islands, and the islands each one loads (a course step only those of its own parts). */
const islandPages: [path: string, islands: string[]][] = [
  ["/es", ["contact-form"]],
  ["/en/contact", ["contact-form"]],
  ["/ca/contacte", ["contact-form"]],
  ["/en/first-aiducation/resources", ["resource-tabs", "feedback-widget"]],
  ["/es/resources/NeoSalus?step=2", ["compression-game"]],
  ["/es/resources/NeoSalus?step=3", ["slide-confirm"]],
  ["/ca/recursos/NeoSalus?step=5", ["feedback-widget"]],
];

describe("a page with islands", () => {
  for (const [path, islands] of islandPages) {
    it(`${path} loads the entries of ${islands.join(" and ")} and their chunks with the page's nonce, and not the application`, async () => {
      const { html, policyNonce, codeScripts } = await pageParts(await siteFetch(path));
      expect(html).not.toContain("__remixContext");
      expect(codeScripts).toEqual(
        islands.map((name) =>
          expect.stringMatching(new RegExp(`^ type="module" src="/assets/${name}\\.island-[\\w-]+\\.js"`)),
        ),
      );
      for (const attributes of codeScripts) expect(attributes).toContain(`nonce="${policyNonce}"`);
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="([^"]*)"/g)];
      expect(preloads.map((match) => match[1])).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
      expect(preloads.map((match) => match[1])).not.toContainEqual(expect.stringMatching(/\/(shell|entry\.client)-/));
      for (const match of preloads) expect(match[2]).toBe(policyNonce);
      // Each island: its container, then its data.
      for (const name of islands) {
        expect(html).toMatch(
          new RegExp(`<div data-island="${name}">[\\s\\S]+?</div><script type="application/json">\\{"props":`),
        );
      }
    });
  }

  it("the contact form's island holds the form", async () => {
    const { html } = await pageParts(await siteFetch("/es/contacto"));
    expect(html).toMatch(/<div data-island="contact-form"><form method="post"[^>]*>/);
    expect(html).toMatch(/<\/form><\/div><script type="application\/json">\{"props":\{"lang":"es"/);
  });

  it("a course step without an interactive part (the introduction, the videos, the manuals) loads no script", async () => {
    for (const step of [0, 1, 4]) {
      const { html, codeScripts } = await pageParts(await siteFetch(`/en/resources/NeoSalus?step=${step}`));
      expect(codeScripts, `step ${step}`).toEqual([]);
      expect(html, `step ${step}`).not.toContain("modulepreload");
    }
  });
});

describe("a page with the compression game's island", () => {
  for (const path of ["/ca/first-aiducation", "/en/portfolio/first-aiducation", "/es/first-aiducation"]) {
    it(`${path} loads the game's entry with the page's nonce, and neither Remix nor its context`, async () => {
      const { html, policyNonce, codeScripts } = await pageParts(await siteFetch(path));
      expect(html).not.toContain("__remixContext");
      expect(html).not.toContain("__remixManifest");
      expect(codeScripts).toEqual([
        expect.stringMatching(/^ type="module" src="\/assets\/compression-game\.island-[\w-]+\.js"/),
      ]);
      for (const attributes of codeScripts) expect(attributes).toContain(`nonce="${policyNonce}"`);
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
      expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
      expect(preloads).not.toContainEqual(expect.stringMatching(/\/(shell|entry\.client|root|sections)-/));
      // The island: the game beside the board, then its data, which posts to the game's JSON address.
      expect(html).toMatch(
        /<div data-island="compression-game"><div class="grid[^"]*"><section aria-labelledby="game"/,
      );
      expect(html).toMatch(/<\/div><\/div><script type="application\/json">\{"props":\{"scoreAction":"\/api\/game"/);
    });
  }
});

describe("an error page of a page with an island", () => {
  it("loads none of the island's scripts: the form is not on it", async () => {
    const refused = await siteFetch("/ca/contacte", {
      method: "POST",
      body: new URLSearchParams({ name: "Pau" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
    });
    expect(refused.status).toBe(403);
    const { html, codeScripts } = await pageParts(refused);
    expect(codeScripts).toEqual([]);
    expect(html).not.toContain("modulepreload");
  });
});

describe("a browser's speculative load", () => {
  it("leaves the one-time message for the visit itself", async () => {
    const speculative = await siteFetch("/es/contacto", { headers: { Cookie: flashCookie, ...prefetch } });
    expect(speculative.headers.get("Set-Cookie")).toBeNull();
    expect(await speculative.text()).not.toContain("<strong>¡Mensaje enviado!</strong>");

    const visit = await siteFetch("/es/contacto", { headers: { Cookie: flashCookie } });
    expect(visit.headers.get("Set-Cookie")).toMatch(/^flash=;/);
    expect(await visit.text()).toContain("<strong>¡Mensaje enviado!</strong>");
  });

  it("records no language choice, where following the same link does", async () => {
    const from = { Referer: `${siteOrigin}/es/portfolio` };
    const speculative = await siteFetch("/en/portfolio", { headers: { ...from, ...prefetch } });
    expect(speculative.status).toBe(200);
    expect(speculative.headers.get("Set-Cookie")).toBeNull();
    const visit = await siteFetch("/en/portfolio", { headers: from });
    expect(visit.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it("is served from the edge cache like any anonymous view", async () => {
    await siteFetch("/ca/mapa-del-lloc");
    const speculative = await siteFetch("/ca/mapa-del-lloc", { headers: prefetch });
    expect(speculative.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });
});
