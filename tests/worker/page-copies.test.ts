import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isBotStamp } from "~/.server/form-stamp.server";
import { CACHE_STATUS_HEADER, placeholders } from "~/.server/page-cache";
import {
  FINGERPRINT_HEADER,
  TEMPLATE_REQUEST_HEADER,
  pageCopyPath,
  pageFingerprint,
  prerenderedAddresses,
} from "~/.server/page-copies";
import { pages } from "~/i18n-routes";
import { siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, siteFetch } from "./front-door";

// The global tier through the whole Worker: `npm run build` rendered each page that is the same
// for everyone into build/client/_pages/ for the configuration these tests run with (wrangler.toml's,
// the deployed one), so on this freshly started Worker the first view of such a page is its copy
// (STATIC), never a render, with this request's own nonce, form stamp and request id. A Worker of
// another configuration never serves it, and the pages that change with data or the day render.

beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The per-request values a page carries, from its headers and its markup. */
async function perRequestValues(response: Response) {
  const html = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
  return {
    html,
    policyNonce,
    scriptNonces: [...new Set([...html.matchAll(/<(?:script|link)\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]))],
    stamp: /data-form-stamp="([^"]*)"/.exec(html)?.[1] ?? "",
    inputStamps: [...new Set([...html.matchAll(/name="form_stamp" value="([^"]*)"/g)].map((m) => m[1]))],
    requestId: /data-request-id="([^"]*)"/.exec(html)?.[1] ?? "",
  };
}

/** A page's markup without its per-request values, to compare two answers. */
function withoutPerRequest(values: Awaited<ReturnType<typeof perRequestValues>>): string {
  return values.html
    .replaceAll(values.policyNonce, "N")
    .replaceAll(values.stamp, "S")
    .replaceAll(values.requestId, "R");
}

/** The Worker called directly, with bindings that differ from the tests' own. */
async function workerWith(changed: Partial<Env>, path: string, init?: RequestInit) {
  const { default: worker } = await import("../../server");
  const request = new Request(`${siteOrigin}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  return worker.fetch(request, { ...env, ...changed }, ctx as unknown as ExecutionContext);
}

const formWith = (stamp: string) => {
  const form = new FormData();
  form.set("form_stamp", stamp);
  return form;
};

describe("on a freshly started Worker, the first view of a page", () => {
  it("is its copy of this build, in every language, for every page that is the same for everyone", async () => {
    for (const { pageId, lang } of prerenderedAddresses()) {
      const response = await siteFetch(pages[pageId][lang]);
      expect(response.status, pages[pageId][lang]).toBe(200);
      expect(response.headers.get(CACHE_STATUS_HEADER), pages[pageId][lang]).toBe("STATIC");
      await response.arrayBuffer();
    }
  });

  it("has its own nonce, form stamp and request id each time, no cookie, and is the page a render gives", async () => {
    const first = await siteFetch("/es/contacto");
    const second = await siteFetch("/es/contacto");
    const a = await perRequestValues(first);
    const b = await perRequestValues(second);
    for (const [response, values] of [
      [first, a],
      [second, b],
    ] as const) {
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("STATIC");
      expectSecurityHeaders(response);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(values.scriptNonces).toEqual([values.policyNonce]);
      expect(values.inputStamps).toEqual([values.stamp]);
      expect(await isBotStamp(formWith(values.stamp), [env.HONEYPOT_KEY ?? ""], Date.now() + 3_000)).toBe(false);
      for (const placeholder of Object.values(placeholders)) expect(values.html).not.toContain(placeholder);
    }
    expect(b.policyNonce).not.toBe(a.policyNonce);
    expect(b.stamp).not.toBe(a.stamp);
    expect(b.requestId).not.toBe(a.requestId);
    // A render of the same page, by a Worker that has no copies.
    const render = await workerWith({ ASSETS: undefined }, "/es/contacto");
    expect(render.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const rendered = await perRequestValues(render);
    expect(withoutPerRequest(a)).toBe(withoutPerRequest(b));
    expect(withoutPerRequest(a)).toBe(withoutPerRequest(rendered));
  });

  it("answers a HEAD with the headers of its GET and no body", async () => {
    const response = await siteFetch("/ca/portfolio/kalyan", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("STATIC");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expectSecurityHeaders(response);
    expect(await response.text()).toBe("");
  });
});

describe("what the copies never serve", () => {
  it("the pages that change with data or the day: the leaderboards and the sitemap page render", async () => {
    for (const path of ["/es/first-aiducation", "/en/portfolio/first-aiducation", "/ca/mapa-del-lloc"]) {
      const response = await siteFetch(path);
      expect(response.headers.get(CACHE_STATUS_HEADER), path).toBe("MISS");
      await response.arrayBuffer();
    }
  });

  it("an address with a query the page reads, or a visitor with a one-time message", async () => {
    const query = await siteFetch("/en/contact?topic=health");
    expect(query.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    await query.arrayBuffer();
    const flash = await siteFetch("/en/contact", {
      headers: { Cookie: "flash=eyJraW5kIjoiY29udGFjdC1zZW50IiwiaWQiOiIxIn0%3D" },
    });
    expect(flash.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    await flash.arrayBuffer();
  });

  it("a Worker of another configuration: another site address, indexing or environment renders its own", async () => {
    // SITE_INDEXING "off" changes nothing here: a site at a reserved domain is never indexed
    // (its copy is the same page, and so is its fingerprint); "on" makes it indexable.
    for (const changed of [
      { SITE_URL: "https://preview.estudioxr.example" },
      { SITE_INDEXING: "on" },
      { ENVIRONMENT: "staging" },
    ] satisfies Partial<Env>[]) {
      const response = await workerWith(changed, "/en/contact");
      expect(response.headers.get(CACHE_STATUS_HEADER), JSON.stringify(changed)).toBe("MISS");
      const html = await response.text();
      if (changed.SITE_URL) expect(html).toContain('href="https://preview.estudioxr.example/en/contact"');
      if (changed.SITE_INDEXING) expect(html).not.toContain("noindex");
      else expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("a copy of another build, and a copy asked for by its own address", async () => {
    const other = await pageFingerprint(env, "an-older-build");
    const ours = await pageFingerprint(env, build.assets.version);
    expect(other).not.toBe(ours);
    expect((await env.ASSETS?.fetch(new URL(pageCopyPath(other, "contact", "en"), siteOrigin)))?.status).toBe(404);
    const own = await env.ASSETS?.fetch(new URL(pageCopyPath(ours, "contact", "en"), siteOrigin));
    expect(own?.status).toBe(200);
    expect(await own?.text()).toContain(placeholders.nonce);
    const direct = await siteFetch(pageCopyPath(ours, "contact", "en"));
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain(placeholders.nonce);
  });
});

describe("the prerender's requests", () => {
  const token = "a-token-of-the-prerender-that-is-long-enough";

  it("are answered with the template only by a Worker given the prerender's token", async () => {
    const asked = { headers: { [TEMPLATE_REQUEST_HEADER]: token } };
    const ignored = await siteFetch("/en/contact", asked);
    expect(ignored.headers.get(FINGERPRINT_HEADER)).toBeNull();
    expect(await ignored.text()).not.toContain(placeholders.nonce);

    const template = await workerWith({ PAGE_TEMPLATE_TOKEN: token }, "/en/contact", asked);
    expect(template.headers.get(FINGERPRINT_HEADER)).toBe(await pageFingerprint(env, build.assets.version));
    expect(await template.text()).toContain(`nonce="${placeholders.nonce}"`);
    const wrong = await workerWith({ PAGE_TEMPLATE_TOKEN: token }, "/en/contact", {
      headers: { [TEMPLATE_REQUEST_HEADER]: "another-token-that-is-just-as-long-as-it" },
    });
    expect(wrong.headers.get(FINGERPRINT_HEADER)).toBeNull();
    await wrong.arrayBuffer();
    const dynamic = await workerWith({ PAGE_TEMPLATE_TOKEN: token }, "/en/first-aiducation", asked);
    expect(dynamic.headers.get(FINGERPRINT_HEADER)).toBeNull();
    await dynamic.arrayBuffer();
  });
});
