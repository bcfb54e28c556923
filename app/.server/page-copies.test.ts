import { describe, expect, it } from "vitest";
import { languages } from "../i18n-routes";
import { leaderboardPages } from "./page-cache";
import {
  PAGE_COPIES_PREFIX,
  TEMPLATE_REQUEST_HEADER,
  pageCopyPath,
  pageFingerprint,
  prerenderedAddresses,
  prerenderedPageAt,
  prerenderedPages,
  templateRequest,
} from "./page-copies";

const production = { SITE_URL: "https://estudioxr.cat", SITE_INDEXING: "auto", ENVIRONMENT: "production" };

describe("the pages' fingerprint", () => {
  it("changes with the build and with every value a page embeds from configuration", async () => {
    const base = await pageFingerprint(production, "build-1");
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    const others = await Promise.all([
      pageFingerprint(production, "build-2"),
      pageFingerprint({ ...production, SITE_URL: "http://127.0.0.1:8787" }, "build-1"),
      pageFingerprint({ ...production, SITE_INDEXING: "off" }, "build-1"),
      pageFingerprint({ ...production, ENVIRONMENT: "development" }, "build-1"),
    ]);
    expect(new Set([base, ...others]).size).toBe(5);
    expect(await pageFingerprint(production, "build-1")).toBe(base);
  });

  it("is the same for settings that give the same pages", async () => {
    // A path or a trailing slash in SITE_URL: pages use its origin only.
    expect(await pageFingerprint({ ...production, SITE_URL: "https://estudioxr.cat/" }, "b")).toBe(
      await pageFingerprint(production, "b"),
    );
    // A reserved domain is never indexed, whether "auto" or "off" says so.
    const placeholder = { ...production, SITE_URL: "https://estudioxr.example" };
    expect(await pageFingerprint({ ...placeholder, SITE_INDEXING: "off" }, "b")).toBe(
      await pageFingerprint(placeholder, "b"),
    );
  });
});

describe("the pages with a copy", () => {
  it("are every page but those that change with data or the day, in every language", () => {
    for (const id of [...leaderboardPages, "sitemap"] as const) expect(prerenderedPages).not.toContain(id);
    expect(prerenderedPages).toContain("home");
    expect(prerenderedPages).toContain("contact");
    expect(prerenderedAddresses()).toHaveLength(prerenderedPages.length * languages.length);
    expect(prerenderedPageAt("/ca/portfolio/kalyan")).toEqual({ pageId: "portfolio-kalyan", lang: "ca" });
    expect(prerenderedPageAt("/es/sitemap")).toBeNull();
    expect(prerenderedPageAt("/es/nowhere")).toBeNull();
  });

  it("sit under their fingerprint's folder", () => {
    expect(pageCopyPath("abc", "contact", "en")).toBe(`${PAGE_COPIES_PREFIX}/abc/en/contact`);
  });
});

describe("a prerender's request", () => {
  const token = "t".repeat(43);
  const asking = (path: string, value: string | null) =>
    new Request(`https://estudioxr.example${path}`, {
      headers: value === null ? {} : { [TEMPLATE_REQUEST_HEADER]: value },
    });
  const env = { PAGE_TEMPLATE_TOKEN: token } as Env;

  it("is answered only with the Worker's own token, for the list or a page with a copy", () => {
    expect(templateRequest(asking("/_pages", token), env)).toBe("list");
    expect(templateRequest(asking("/en/contact", token), env)).toBe("page");
    expect(templateRequest(asking("/en/first-aiducation", token), env)).toBeNull();
    expect(templateRequest(asking("/en/contact", "x".repeat(43)), env)).toBeNull();
    expect(templateRequest(asking("/en/contact", null), env)).toBeNull();
    expect(templateRequest(asking("/en/contact", token), {} as Env)).toBeNull();
    expect(templateRequest(asking("/en/contact", "short"), { PAGE_TEMPLATE_TOKEN: "short" } as Env)).toBeNull();
  });
});
