import { describe, expect, it } from "vitest";
import { BODY_DEADLINE_MS, FORM_BODY_LIMIT, URL_LENGTH_LIMIT } from "~/.server/http-boundary";
import type { Lang } from "~/i18n-routes";
import { langFromPath } from "~/lib/paths";
import { captureLogs, loggedLines, siteOrigin } from "../integration/helpers";
import { rowCount } from "../integration/fuzz/hostile";
import { actionPages, expectOwnLocation, expectSecurityHeaders, postForm, siteFetch } from "./front-door";

// The HTTP boundary of server.ts, through the whole Worker: every request it refuses gets a status
// it chose (never Remix's empty 500), the security headers, and writes nothing.

const crossSiteHeaders: Record<string, Record<string, string>> = {
  "another site's Origin": { Origin: "https://evil.example" },
  "Origin: null": { Origin: "null" },
  "Origin: null from another site": { Origin: "null", "Sec-Fetch-Site": "cross-site" },
  "Origin: null from a sibling site": { Origin: "null", "Sec-Fetch-Site": "same-site" },
  "an Origin that is no URL": { Origin: "garbage" },
  "this host on another scheme": { Origin: siteOrigin.replace("https:", "http:") },
  "Sec-Fetch-Site: cross-site without Origin": { "Sec-Fetch-Site": "cross-site" },
  "Sec-Fetch-Site: same-site without Origin": { "Sec-Fetch-Site": "same-site" },
  "another site's Referer without Origin": { Referer: "https://evil.example/form.html" },
};

const refusedPage: Record<Lang, { title: string; message: string; tooLarge: string }> = {
  es: {
    title: "No hemos recibido el formulario",
    message: "Este formulario solo se puede enviar desde este sitio.",
    tooLarge: "El formulario enviado es demasiado largo para recibirlo.",
  },
  en: {
    title: "We have not received the form",
    message: "This form can only be sent from this website.",
    tooLarge: "The form sent is too long to be received.",
  },
  ca: {
    title: "No hem rebut el formulari",
    message: "Aquest formulari només es pot enviar des d'aquest lloc web.",
    tooLarge: "El formulari enviat és massa llarg per poder-lo rebre.",
  },
};

/** Text as React writes it in HTML (the page carries no serialized copy of it). */
const asHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The language of a page's address (its query aside): the one the refusal must speak. */
const langOf = (path: string) => langFromPath(new URL(path, siteOrigin).pathname);

const { warnings } = captureLogs();

describe("a form post from another site", () => {
  for (const page of actionPages) {
    const lang = langOf(page.path);
    for (const [shape, headers] of Object.entries(crossSiteHeaders)) {
      it(`to ${page.path} with ${shape} gets the 403 page in its language and stores nothing`, async () => {
        const before = await rowCount(page.table);
        const response = await postForm(page.path, page.valid, headers);
        const html = await response.text();
        expect(response.status).toBe(403);
        expectSecurityHeaders(response);
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(asHtml(refusedPage[lang].title));
        expect(html).toContain(asHtml(refusedPage[lang].message));
        // A way back to the form on this site.
        expect(html).toContain(`href="${page.path.replace("&", "&amp;")}"`);
        expect(await rowCount(page.table)).toBe(before);
        expect(loggedLines(warnings())).toContainEqual(
          expect.objectContaining({ event: "request refused", reason: "cross-site post" }),
        );
      });
    }

    it(`to ${page.path}.data (single fetch) gets a localized 403 line and stores nothing`, async () => {
      const before = await rowCount(page.table);
      const dataPath = page.path.replace(/(\?|$)/, ".data$1");
      const response = await postForm(dataPath, page.valid, { Origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(refusedPage[lang].message);
      expect(await rowCount(page.table)).toBe(before);
    });
  }
});

describe("a form post from this site", () => {
  for (const page of actionPages) {
    it(`to ${page.path} is answered by its action, whatever X-Forwarded-Host says`, async () => {
      const before = await rowCount(page.table);
      const response = await postForm(page.path, page.valid, {
        Origin: siteOrigin,
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-Host": "evil.example",
      });
      expectSecurityHeaders(response);
      const stores = page.table !== "chest_compression_scores";
      expect(response.status).toBe(stores ? 302 : 200);
      // The redirect after the post goes to this site's page, never to the host the header names.
      expectOwnLocation(response, page.path);
      expect(await rowCount(page.table)).toBe(before + (stores ? 1 : 0));
    });
  }

  it("from a client that names no origin (a script) goes on to validation", async () => {
    const response = await postForm("/es/contacto", { name: "" });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });
});

describe("methods", () => {
  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"]) {
    it(`${method} gets 405 with the methods each address allows`, async () => {
      for (const [path, allow] of [
        ["/es/contacto", "GET, HEAD, POST"],
        ["/en/first-aiducation", "GET, HEAD, POST"],
        ["/es/portfolio", "GET, HEAD"],
        ["/nowhere", "GET, HEAD"],
      ] as const) {
        const response = await siteFetch(path, { method });
        expect(response.status, path).toBe(405);
        expect(response.headers.get("Allow"), path).toBe(allow);
        expectSecurityHeaders(response);
      }
    });
  }

  it("POST to a page without a form, or to no page, gets 405", async () => {
    for (const path of ["/es/portfolio", "/en/privacy", "/nowhere", "/robots.txt", "/sitemap.xml", "/_root.data"]) {
      const response = await postForm(path, { a: "b" }, { Origin: siteOrigin });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("Allow"), path).toBe("GET, HEAD");
      expectSecurityHeaders(response);
    }
  });

  it("HEAD is answered like GET, without a body", async () => {
    const response = await siteFetch("/es", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expectSecurityHeaders(response);
  });
});

/** A form post from this site whose body arrives as the stream delivers it. */
function postStream(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return siteFetch(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOrigin, ...headers },
  });
}

describe("bodies", () => {
  const big = "x".repeat(FORM_BODY_LIMIT);

  for (const path of ["/en/contact", "/ca/contacte"]) {
    it(`over the limit, declared, get the 413 page in the language of ${path} and are not stored`, async () => {
      const lang = langOf(path);
      const response = await postForm(
        path,
        { name: "Laia", email: "laia@example.com", message: big, privacy_consent: "on" },
        { Origin: siteOrigin },
      );
      expect(response.status).toBe(413);
      expectSecurityHeaders(response);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(asHtml(refusedPage[lang].title));
      expect(html).toContain(asHtml(refusedPage[lang].tooLarge));
      expect(await rowCount("contacts")).toBe(0);
    });
  }

  it("over the limit, streamed without a length, get 413 without being read to the end", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`message=${"y".repeat(16 * 1024)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await postStream("/es/contacto", endless);
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
    expect(pulled).toBeLessThan(20);
    expect(await rowCount("contacts")).toBe(0);
  });

  it("that break off before their declared length get 400 and are not stored", async () => {
    // What arrives would be a valid comment on its own: the missing part makes the body unreadable.
    const sent = new TextEncoder().encode("message=Hola");
    const truncated = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sent);
        controller.error(new Error("connection reset"));
      },
    });
    const response = await postStream("/es/first-aiducation/resources", truncated, {
      "Content-Length": String(sent.byteLength + 20),
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(await rowCount("complaints")).toBe(0);
  });

  it(
    "that stall are dropped with 408 after the deadline",
    async () => {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("message=Hola"));
        },
      });
      const response = await postStream("/es/first-aiducation/resources", stalled);
      expect(response.status).toBe(408);
      expectSecurityHeaders(response);
      expect(await rowCount("complaints")).toBe(0);
    },
    BODY_DEADLINE_MS + 10_000,
  );
});

describe("addresses", () => {
  it("too long get 414", async () => {
    const response = await siteFetch(`/es?q=${"a".repeat(URL_LENGTH_LIMIT)}`);
    expect(response.status).toBe(414);
    expectSecurityHeaders(response);
  });

  it("with broken percent-encoding get 400 or 404, never 500", async () => {
    for (const path of ["/es/%E0%A4%A", "/es/%", "/%C0%AF", "/es/contacto?topic=%ZZ", "/es?step=%FF%FE"]) {
      const response = await siteFetch(path);
      expect([200, 301, 400, 404], path).toContain(response.status);
      expectSecurityHeaders(response);
      expectOwnLocation(response, path);
    }
  });

  it("with cookies that are not valid percent-encoding are answered as without them, never 500", async () => {
    for (const cookie of ["lang=%E0%A4%A", "lang=%", "d1_bookmark=%ZZ", "flash=%C0"]) {
      for (const path of ["/", "/es", "/en/first-aiducation"]) {
        const response = await siteFetch(path, { headers: { Cookie: cookie, Referer: `${siteOrigin}/es` } });
        expect([200, 302], `${path} ${cookie}`).toContain(response.status);
        expectSecurityHeaders(response);
        expectOwnLocation(response, `${path} ${cookie}`);
      }
    }
  });

  it("that climb out of the site stay inside it", async () => {
    for (const path of ["/es/%2e%2e/%2e%2e/etc/passwd", "/es/..%2F..%2Fwrangler.toml", "/..%5c..%5cserver.ts"]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      expectSecurityHeaders(response);
    }
  });

  it("refused under /ca, where no page renders, get one line in Catalan", async () => {
    for (const [path, method, status, text] of [
      ["/ca/contacte", "PUT", 405, "Aquesta adreça no admet aquest mètode."],
      [`/ca?q=${"a".repeat(URL_LENGTH_LIMIT)}`, "GET", 414, "L'adreça és massa llarga."],
      ["/ca/formacio?_data=root", "GET", 400, "No s'ha pogut llegir la petició."],
    ] as const) {
      const response = await siteFetch(path, { method });
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response);
      expect(await response.text(), path).toBe(text);
    }
  });

  it("with Remix's old ?_data protocol get 400", async () => {
    expect((await siteFetch("/es?_data=root")).status).toBe(400);
    const post = await postForm("/es/contacto?_data=routes%2Fcontact", { name: "Laia" }, { Origin: siteOrigin });
    expect(post.status).toBe(400);
    expectSecurityHeaders(post);
    expect(await rowCount("contacts")).toBe(0);
  });
});
