import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns, runsMade } from "../properties/runs";
import { expectSecurityHeaders, siteFetch } from "./front-door";
import { oddAddress } from "./odd-addresses";

// Every address answers right, through the whole Worker: a page's address in another case or with
// percent-encoded letters is moved (301) to the page's own address, anything else that names no
// page is the 404 in its language, and no answer is a 5xx, a Location on another site, or a page
// under the wrong `lang`.

const pagePaths = pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang]));
const origin = new URL(siteOrigin);

/** The page an address names whatever its case, encoding or trailing slashes (the test's own reading of the route table). */
function namedPage(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(`${siteOrigin}${path}`).pathname);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, "").toLowerCase();
  return pagePaths.find((page) => page.toLowerCase() === trimmed) ?? null;
}

interface Walk {
  statuses: number[];
  locations: string[];
  final: Response;
  finalPath: string;
}

/** Requests an address and follows the site's redirects (at most four), as a browser would. */
async function walk(address: string, method: "GET" | "HEAD"): Promise<Walk> {
  const statuses: number[] = [];
  const locations: string[] = [];
  let url = new URL(`${siteOrigin}${address}`);
  for (let hop = 0; ; hop += 1) {
    const response = await siteFetch(`${url.pathname}${url.search}`, { method });
    statuses.push(response.status);
    expectSecurityHeaders(response);
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || location === null || hop === 4) {
      return { statuses, locations, final: response, finalPath: url.pathname };
    }
    await response.arrayBuffer();
    locations.push(location);
    url = new URL(location, url);
  }
}

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

describe("odd addresses through the whole Worker", () => {
  it(
    "never answer 5xx, never redirect to another site, and land on the page they name or the 404",
    async () => {
      let tried = 0;
      let serverErrors = 0;
      let foreignLocations = 0;
      await fc.assert(
        fc.asyncProperty(oddAddress, fc.constantFrom("GET" as const, "HEAD" as const), async (address, method) => {
          tried += 1;
          const { statuses, locations, final, finalPath } = await walk(address, method);
          serverErrors += statuses.filter((status) => status >= 500).length;
          foreignLocations += locations.filter((location) => new URL(location, origin).origin !== origin.origin).length;

          expect(Math.max(...statuses), address).toBeLessThan(500);
          for (const location of locations) {
            expect(new URL(location, origin).origin, `${address} → ${location}`).toBe(origin.origin);
            expect(location, address).not.toMatch(/^[/\\]{2}/);
          }
          expect(statuses.length, `${address}: ${statuses.join(" → ")}`).toBeLessThanOrEqual(3);

          const page = namedPage(address);
          const isData = finalPath.endsWith(".data");
          if (page && !isData && !address.includes("?")) {
            // Named in another case or encoding: one move to the page itself.
            expect(final.status, `${address} → ${finalPath}`).toBe(200);
            expect(finalPath, address).toBe(page);
          }
          expect([200, 400, 404, 414], `${address}: ${statuses.join(" → ")}`).toContain(final.status);
          const html = final.headers.get("Content-Type")?.startsWith("text/html") && method === "GET";
          const text = await final.text();
          if (final.status === 200 && !isData) expect(pagePaths, address).toContain(finalPath);
          if (html) {
            // The document speaks the language of the address it is at: never another page's content under the wrong lang.
            expect(/<html lang="([a-z]+)"/.exec(text)?.[1], `${address} → ${finalPath}`).toBe(langFromPath(finalPath));
          }
        }),
        { numRuns: propertyRuns(400) },
      );
      expect(tried).toBe(runsMade(propertyRuns(400)));
      expect(serverErrors).toBe(0);
      expect(foreignLocations).toBe(0);
      vi.restoreAllMocks();
      console.info(`odd addresses: ${tried} tried, ${serverErrors} 5xx, ${foreignLocations} Location on another site`);
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe("the addresses a review found", () => {
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
