import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER } from "~/.server/page-cache";
import { ISLAND_PLAN_ID, type IslandHydration } from "~/lib/islands/island-data";
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

/** The plan of the islands that wait (island-loader.inline.js): each one's entry and chunks. */
function planOf(html: string): Record<string, { entry: string; preload: string[] }> {
  const text = new RegExp(`<script id="${ISLAND_PLAN_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(text ?? "{}") as Record<string, { entry: string; preload: string[] }>;
}

/**
 * Pages with islands, and the islands each one shows with when it hydrates (a course step only
 * those of its own parts). Every one of them waits: the page fetches no script before it has
 * loaded, and carries only the inline loader, with the page's nonce.
 */
const islandPages: [path: string, islands: Record<string, IslandHydration>][] = [
  ["/es", { "contact-form": "interaction" }],
  ["/en/contact", { "contact-form": "interaction" }],
  ["/ca/contacte", { "contact-form": "interaction" }],
  ["/en/first-aiducation/resources", { "resource-tabs": "interaction", "feedback-widget": "interaction" }],
  ["/es/resources/NeoSalus?step=2", { "compression-game": "interaction" }],
  ["/es/resources/NeoSalus?step=3", { "slide-confirm": "visible" }],
  ["/ca/recursos/NeoSalus?step=5", { "feedback-widget": "interaction" }],
  ["/ca/first-aiducation", { "compression-game": "interaction" }],
  ["/en/portfolio/first-aiducation", { "compression-game": "interaction" }],
  ["/es/first-aiducation", { "compression-game": "interaction" }],
];

describe("a page with islands", () => {
  for (const [path, islands] of islandPages) {
    const names = Object.keys(islands);
    it(`${path} plans the entries of ${names.join(" and ")} and their chunks, fetches none ahead, and carries only the loader, with the page's nonce`, async () => {
      const { html, policyNonce, codeScripts } = await pageParts(await siteFetch(path));
      expect(html).not.toContain("__remixContext");
      expect(html).not.toContain("__remixManifest");
      expect(codeScripts).toEqual([` nonce="${policyNonce}"`]);
      expect(html).toContain("island-hydrated"); // that inline script is the loader
      expect(html).not.toContain('<link rel="modulepreload"');
      const plan = planOf(html);
      expect(Object.keys(plan).sort()).toEqual([...names].sort());
      for (const name of names) {
        expect(plan[name]?.entry).toMatch(new RegExp(`^/assets/${name}\\.island-[\\w-]+\\.js$`));
        expect(plan[name]?.preload).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
        expect(plan[name]?.preload).not.toContainEqual(expect.stringMatching(/\/(shell|entry\.client|root|sections)-/));
        // Each island: its container, saying when it hydrates, then its data.
        expect(html).toMatch(
          new RegExp(
            `<div data-island="${name}" data-hydrate="${islands[name]}">[\\s\\S]+?</div><script type="application/json">\\{"props":`,
          ),
        );
      }
    });
  }

  it("the contact form's island holds the form", async () => {
    const { html } = await pageParts(await siteFetch("/es/contacto"));
    expect(html).toMatch(/<div data-island="contact-form" data-hydrate="interaction"><form method="post"[^>]*>/);
    expect(html).toMatch(/<\/form><\/div><script type="application\/json">\{"props":\{"lang":"es"/);
  });

  it("the game's island holds the game beside the board, and posts to the game's JSON address", async () => {
    const { html } = await pageParts(await siteFetch("/es/first-aiducation"));
    expect(html).toMatch(
      /<div data-island="compression-game" data-hydrate="interaction"><div class="grid[^"]*"><section aria-labelledby="game"/,
    );
    expect(html).toMatch(/<\/div><\/div><script type="application\/json">\{"props":\{"scoreAction":"\/api\/game"/);
  });

  it("a course step without an interactive part (the introduction, the videos, the manuals) loads no script", async () => {
    for (const step of [0, 1, 4]) {
      const { html, codeScripts } = await pageParts(await siteFetch(`/en/resources/NeoSalus?step=${step}`));
      expect(codeScripts, `step ${step}`).toEqual([]);
      expect(html, `step ${step}`).not.toContain("modulepreload");
    }
  });
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
