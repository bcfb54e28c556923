import { describe, expect, it } from "vitest";
import { pageIds, pages } from "~/i18n-routes";
import { CACHE_STATUS_HEADER } from "~/.server/page-cache";
import { siteCookies } from "~/lib/site-cookies";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Every cookie of the site, one at a time, through the whole Worker: a page requested with a
// personal one is rendered for its visitor, never served from its copy of the build or the edge
// cache, and never kept for the next visitor; with an impersonal one, it is served and kept as
// without it. A cookie that nobody declared (a new one, or another party's) counts as personal.
// The list is the site's own (lib/site-cookies.ts), which is the only way to make a cookie
// (eslint.config.js; tests/repository/layers.node.test.ts).

quietConsole();

const declared = Object.values(siteCookies).map(({ name, personal }) => ({ name, personal }));
const others = [
  { name: "a_cookie_nobody_declared", personal: true },
  { name: "__cf_bm", personal: false },
];
const everyPageInSpanish = pageIds.map((pageId) => pages[pageId].es);

/** The tier that answered a request for `path` with the cookie `name` (null: rendered for it alone). */
async function tierWith(path: string, name: string | null): Promise<string | null> {
  const response = await siteFetch(path, name ? { headers: { Cookie: `${name}=a-value` } } : undefined);
  await response.arrayBuffer();
  expect(response.status, `${path} with ${name}`).toBe(200);
  return response.headers.get(CACHE_STATUS_HEADER);
}

describe.each([...declared, ...others])("the cookie $name", ({ name, personal }) => {
  it(personal ? "keeps every page from the copies and the cache" : "leaves every page served from them", async () => {
    for (const path of everyPageInSpanish) {
      const tier = await tierWith(path, name);
      if (personal) expect(tier, path).toBeNull();
      else expect(tier, path).toMatch(/^(STATIC|HIT|MISS)$/);
    }
  });

  it(personal ? "is never what the next visitor gets" : "is kept for the next visitor", async () => {
    // An address of its own for each cookie, which only the edge cache can hold (a query the page reads).
    const path = `/en/education?video=${encodeURIComponent(name)}`;
    expect(await tierWith(path, name)).toBe(personal ? null : "MISS");
    expect(await tierWith(path, null)).toBe(personal ? "MISS" : "HIT");
    expect(await tierWith(path, name)).toBe(personal ? null : "HIT");
  });
});

describe("the pages without a cookie", () => {
  it("are served from their copies or the cache, so the checks above can tell", async () => {
    for (const path of everyPageInSpanish) expect(await tierWith(path, null), path).toMatch(/^(STATIC|HIT|MISS)$/);
    expect(await tierWith("/es", null)).toBe("STATIC");
  });
});
