import { describe, expect, it } from "vitest";
import { CACHE_STATUS_HEADER } from "~/.server/page-cache";
import { languages, pageIds, pages } from "~/i18n-routes";
import { FIRST_STEP, LAST_STEP } from "~/features/course/course-steps";
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PLAN_ID } from "~/lib/islands/island-data";
import { siteOrigin } from "../integration/helpers";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// HTML first, through the whole Worker: a page that needs no script carries none (not Remix's
// context, not a module preload), on a render and from the edge cache alike; every page carries the
// speculation rules with its own nonce; a browser's speculative load of a page is no visit.

const flashCookie = "flash=eyJraW5kIjoiY29udGFjdC1zZW50IiwiaWQiOiIxIn0%3D";
const prefetch = { "Sec-Purpose": "prefetch;prerender" };

quietConsole();

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

/**
 * Every address of the route table in every language, each step of the course, and a 404: the
 * islands each one shows are read from its own HTML (their containers), never listed here, so a
 * page that gains or loses an island is checked as it now is.
 */
const everyAddress = [
  ...pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang])),
  ...Array.from({ length: LAST_STEP - FIRST_STEP + 1 }, (_, index) => `${pages.course.en}?step=${FIRST_STEP + index}`),
  "/en/nowhere",
];

/** The islands whose containers `html` holds, with when each hydrates ("load" when the container does not say). */
function islandsIn(html: string): Record<string, string> {
  const containers = html.matchAll(
    new RegExp(`<div ${ISLAND_ATTRIBUTE}="([\\w-]+)"(?: ${HYDRATE_ATTRIBUTE}="(\\w+)")?>`, "g"),
  );
  return Object.fromEntries([...containers].map((match) => [match[1] ?? "", match[2] ?? "load"]));
}

describe("a page that shows no island", () => {
  it("carries no script, rendered and from its copy or the edge cache, and the rules carry its nonce", async () => {
    let plain = 0;
    for (const path of everyAddress) {
      for (const round of ["first", "second"]) {
        const { html, policyNonce, rulesNonce, codeScripts } = await pageParts(await siteFetch(path));
        if (Object.keys(islandsIn(html)).length > 0) continue;
        plain++;
        expect(codeScripts, `${path}, ${round}`).toEqual([]);
        expect(html, `${path}, ${round}`).not.toContain("modulepreload");
        expect(html, `${path}, ${round}`).not.toContain("__remixContext");
        expect(rulesNonce, `${path}, ${round}`).toBe(policyNonce);
        expect(policyNonce, `${path}, ${round}`).toMatch(/^[\w+/=-]{16,}$/);
      }
    }
    // Most pages are text: the reading of the containers did not find islands everywhere.
    expect(plain).toBeGreaterThan(everyAddress.length);
  });
});

/** The plan of the islands that wait (island-loader.inline.js): each one's entry and chunks. */
function planOf(html: string): Record<string, { entry: string; preload: string[] }> {
  const text = new RegExp(`<script id="${ISLAND_PLAN_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(text ?? "{}") as Record<string, { entry: string; preload: string[] }>;
}

describe("a page with islands", () => {
  it("plans the entry named by each island's file and its chunks, fetches none ahead, and carries only the loader, with the page's nonce", async () => {
    const found = new Set<string>();
    for (const path of everyAddress) {
      const { html, policyNonce, codeScripts } = await pageParts(await siteFetch(path));
      const islands = islandsIn(html);
      const names = Object.keys(islands);
      if (names.length === 0) continue;
      for (const name of names) found.add(name);
      expect(html, path).not.toContain("__remixContext");
      expect(html, path).not.toContain("__remixManifest");
      expect(codeScripts, path).toEqual([` nonce="${policyNonce}"`]);
      expect(html, path).toContain("island-hydrated"); // that inline script is the loader
      expect(html, path).not.toContain('<link rel="modulepreload"');
      // Every island of a public page waits: none is needed before the visitor sees it or touches it.
      for (const name of names) expect(islands[name], `${path}: ${name}`).toMatch(/^(visible|interaction)$/);
      const plan = planOf(html);
      expect(Object.keys(plan).sort(), path).toEqual([...names].sort());
      for (const name of names) {
        expect(plan[name]?.entry, path).toMatch(new RegExp(`^/assets/${name}\\.island-[\\w-]+\\.js$`));
        expect(plan[name]?.preload, path).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
        expect(plan[name]?.preload, path).not.toContainEqual(
          expect.stringMatching(/\/(shell|entry\.client|root|sections)-/),
        );
        // Each island: its container, then its data.
        expect(html, path).toMatch(
          new RegExp(
            `<div ${ISLAND_ATTRIBUTE}="${name}"[^>]*>[\\s\\S]+?</div><script type="application/json">\\{"props":`,
          ),
        );
      }
    }
    expect(found.size).toBeGreaterThan(0);
  });

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
