import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { describe, expect, it } from "vitest";
import { cutCopy, joinCopy } from "~/.server/cut-copy";
import { CACHE_STATUS_HEADER, fillPerRequest } from "~/.server/page-cache";
import { placeholders } from "~/.server/per-request";
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
import {
  aMomentLater,
  expectOwnPerRequestValues,
  perRequestValues,
  sameMarkup,
  withoutPerRequest,
} from "./per-request";
import { quietConsole } from "./quiet-console";

// The global tier through the whole Worker: `npm run build` rendered each page that is the same
// for everyone into build/client/_pages/ for the configuration these tests run with (wrangler.toml's,
// the deployed one), so on this freshly started Worker the first view of such a page is its copy
// (STATIC), never a render, with this request's own nonce, form stamp and request id. A Worker of
// another configuration never serves it, and the pages that change with data or the day render.

quietConsole();

/** The Worker called directly, with bindings that differ from the tests' own. */
async function workerWith(changed: Partial<Env>, path: string, init?: RequestInit) {
  const { default: worker } = await import("../../server");
  const request = new Request(`${siteOrigin}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  return worker.fetch(request, { ...env, ...changed }, ctx as unknown as ExecutionContext);
}

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
    await aMomentLater();
    const second = await siteFetch("/es/contacto");
    for (const response of [first, second]) {
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("STATIC");
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    const [a, b] = await expectOwnPerRequestValues(first, second);
    // A render of the same page, by a Worker that has no copies.
    const render = await workerWith({ ASSETS: undefined }, "/es/contacto");
    expect(render.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const rendered = await perRequestValues(render);
    expect(withoutPerRequest(a)).toBe(withoutPerRequest(b));
    expect(withoutPerRequest(a)).toBe(withoutPerRequest(rendered));
  });

  it("is joined from its pieces cut once into just what filling it as a kept copy gives, form or none", async () => {
    const fingerprint = await pageFingerprint(env, build.assets.version);
    const values = { nonce: "bm9uY2Utb2YtdGhlLXRlc3Q=", requestId: "req-1234", formStamp: "1700000000.c2lnbmVk" };
    for (const { pageId, lang } of prerenderedAddresses()) {
      const html = await (
        await env.ASSETS?.fetch(new URL(pageCopyPath(fingerprint, pageId, lang), siteOrigin))
      )?.text();
      if (!html) throw new Error(`no copy of ${pageId} (${lang})`);
      const copy = cutCopy(html);
      expect(copy.slots, pageId).toContain("nonce");
      expect(copy.hasFormStamp, pageId).toBe(html.includes(placeholders.formStamp));
      const filled = await fillPerRequest(new Response(html), values, "STATIC").text();
      expect(sameMarkup(joinCopy(copy, values) ?? ""), `${pageId} (${lang})`).toBe(sameMarkup(filled));
      // Without a stamp to give, a form's copy is left to the rewriter, which takes its stamp out.
      if (copy.hasFormStamp) expect(joinCopy(copy, { ...values, formStamp: null })).toBeNull();
    }
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
