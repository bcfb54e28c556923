import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns, runsMade } from "../properties/runs";
import { expectOwnLocation, expectSecurityHeaders, siteFetch } from "./front-door";

// Addresses as people, mail clients, old links and hostile visitors write them: the site's own
// pages with their case flipped and characters percent-encoded, doubled and back slashes, dot
// segments, another host after a double slash, `.data` addresses, and long or non-ASCII paths.

const pagePaths = pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang]));

/** A character as percent-encoding, in either case of hex digits (`o` → `%6f` or `%6F`). */
function percentEncoded(char: string, upper: boolean): string {
  const bytes = new TextEncoder().encode(char);
  return [...bytes]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")[upper ? "toUpperCase" : "toLowerCase"]()}`)
    .join("");
}

/** A page's address with some letters in another case and some characters percent-encoded. */
const variedPagePath = fc
  .tuple(fc.constantFrom(...pagePaths), fc.infiniteStream(fc.nat({ max: 9 })), fc.boolean())
  .map(([path, dice, upper]) => {
    const iterator = dice[Symbol.iterator]();
    return [...path]
      .map((char) => {
        const roll = iterator.next().value ?? 0;
        if (char === "/") return char;
        if (roll === 0) return percentEncoded(char, upper);
        if (roll <= 3) return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        return char;
      })
      .join("");
  });

const hosts = ["evil.example", "evil.example:8443", "estudioxr.example.evil.example", "127.0.0.1", "[::1]"];

/** Something put in front of, inside or after a path. */
const decoration = fc.constantFrom(
  (path: string) => `/${path}`,
  (path: string) => `/\\${path.slice(1)}`,
  (path: string) => `${path}/`,
  (path: string) => `${path}//`,
  (path: string) => path.replace("/", "/./"),
  (path: string) => path.replace(/\/([^/]*)$/, "/x/../$1"),
  (path: string) => path.replace(/\/([^/]*)$/, "/%2e%2e/$1"),
  (path: string) => `${path}.data`,
  (path: string) => path.replace(/\/([^/]*)$/, "//$1"),
  (path: string) => `${path}?q=${encodeURIComponent("//evil.example")}`,
);

const oddPath: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: variedPagePath },
  {
    weight: 3,
    arbitrary: fc
      .tuple(variedPagePath, fc.array(decoration, { minLength: 1, maxLength: 3 }))
      .map(([path, steps]) => steps.reduce((current, step) => step(current), path)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("//", "/\\", "///", "/\\/", "/%2F/", "/%5C"), fc.constantFrom(...hosts), variedPagePath)
      .map(([slashes, host, path]) => `${slashes}${host}${path}/`),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 })
      .map((segments) => `/${segments.map((segment) => encodeURIComponent(segment)).join("/")}`),
  },
  { weight: 1, arbitrary: fc.nat({ max: 9_000 }).map((length) => `/es/${"a".repeat(length)}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("/es/", "/ca/", "/en/", "/"), fc.string({ unit: "binary", minLength: 1, maxLength: 20 }))
      .map(([prefix, text]) => `${prefix}${[...text].map((char) => percentEncoded(char, false)).join("")}`),
  },
);

/** A request line's target: a path (and maybe a query), never a full address of another site. */
const oddAddress = oddPath;

/** Addresses tried per run. */
const ODD_ADDRESS_RUNS = propertyRuns(400);

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
    expectOwnLocation(response, `${address} (${url.pathname}${url.search})`);
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || location === null || hop === 4) {
      return { statuses, locations, final: response, finalPath: url.pathname };
    }
    await response.arrayBuffer();
    locations.push(location);
    url = new URL(location, url);
  }
}

/**
 * The property: every address answers right, through the whole Worker. A page's
 * address in another case or with percent-encoded letters is moved (301) to the page's own
 * address, anything else that names no page is the 404 in its language, and no answer is a 5xx, a
 * Location on another site, or a page under the wrong `lang`.
 */
export function oddAddressesAnswerRight() {
  beforeEach(silenceLogs);
  afterEach(() => vi.restoreAllMocks());

  describe("odd addresses through the whole Worker", () => {
    it(
      "never answer 5xx, never redirect to another site, and land on the page they name or the 404",
      async () => {
        let tried = 0;
        let serverErrors = 0;
        let redirects = 0;
        await fc.assert(
          fc.asyncProperty(oddAddress, fc.constantFrom("GET" as const, "HEAD" as const), async (address, method) => {
            tried += 1;
            const { statuses, locations, final, finalPath } = await walk(address, method);
            serverErrors += statuses.filter((status) => status >= 500).length;
            redirects += locations.length;

            expect(Math.max(...statuses), address).toBeLessThan(500);
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
              // The document speaks the language of its address: never another page's content under the wrong lang.
              expect(/<html lang="([a-z]+)"/.exec(text)?.[1], `${address} → ${finalPath}`).toBe(
                langFromPath(finalPath),
              );
            }
          }),
          { numRuns: ODD_ADDRESS_RUNS },
        );
        expect(tried).toBe(runsMade(ODD_ADDRESS_RUNS));
        expect(serverErrors).toBe(0);
        vi.restoreAllMocks();
        console.info(`odd addresses: ${tried} tried, ${serverErrors} 5xx, ${redirects} redirects, each to this site`);
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
