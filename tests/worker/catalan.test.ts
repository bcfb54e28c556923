import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { formStampField, honeypotField } from "~/lib/honeypot";
import { siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, postForm, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Catalan through the whole Worker (server.ts and the production build): the visit to `/` that
// the browser's language or the `lang` cookie sends to /ca, the switch to Catalan remembered for
// later visits, and a contact sent from a Catalan page stored as Catalan.

quietConsole();

/** Where a visit to `/` with these headers is sent; every such answer is personal to the visitor. */
async function rootRedirect(headers: Record<string, string>) {
  const response = await siteFetch("/", { headers });
  expect(response.status).toBe(302);
  expectSecurityHeaders(response);
  expect(response.headers.get("Vary")).toBe("Accept-Language, Cookie");
  expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  return response.headers.get("Location");
}

describe("a visit to /", () => {
  it("goes to /ca when the browser ranks Catalan first", async () => {
    for (const acceptLanguage of [
      "ca-ES,ca;q=0.9,es;q=0.8",
      "ca",
      "CA-es",
      "ca;q=0.8,en;q=0.7,es;q=0.5",
      "fr,ca;q=0.9",
    ]) {
      expect(await rootRedirect({ "Accept-Language": acceptLanguage }), acceptLanguage).toBe("/ca");
    }
  });

  it("goes to the language the browser ranks above Catalan", async () => {
    for (const [acceptLanguage, location] of [
      ["es,ca;q=0.9", "/es"],
      ["es-ES,es;q=0.9,ca;q=0.8,en;q=0.7", "/es"],
      ["en-GB,en;q=0.9,ca;q=0.8", "/en"],
      ["ca;q=0.5,en;q=0.6", "/en"],
      // At equal quality, the one listed first.
      ["es,ca", "/es"],
      ["fr-FR,fr;q=0.9", "/es"],
    ] as const) {
      expect(await rootRedirect({ "Accept-Language": acceptLanguage }), acceptLanguage).toBe(location);
    }
  });

  it("follows a lang=ca cookie over the browser's languages, and another language's cookie over Catalan", async () => {
    expect(await rootRedirect({ Cookie: "lang=ca", "Accept-Language": "en-US,en;q=0.9" })).toBe("/ca");
    expect(await rootRedirect({ Cookie: "theme=dark; lang=ca", "Accept-Language": "es" })).toBe("/ca");
    expect(await rootRedirect({ Cookie: "lang=es", "Accept-Language": "ca-ES,ca;q=0.9" })).toBe("/es");
    expect(await rootRedirect({ Cookie: "lang=en", "Accept-Language": "ca" })).toBe("/en");
    // A cookie that names no language of the site is not a choice.
    expect(await rootRedirect({ Cookie: "lang=fr", "Accept-Language": "ca-ES,ca;q=0.9" })).toBe("/ca");
  });
});

describe("the language switcher", () => {
  it("remembers a switch to Catalan, and / then leads to /ca whatever the browser says", async () => {
    const response = await siteFetch("/ca/contacte", { headers: { Referer: `${siteOrigin}/es/contacto` } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain('<html lang="ca"');
    expect(response.headers.getSetCookie()).toContain("lang=ca; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    // The cookie as the browser sends it back.
    expect(await rootRedirect({ Cookie: "lang=ca", "Accept-Language": "en-US,en;q=0.9" })).toBe("/ca");
  });

  it("remembers a switch from Catalan to another language", async () => {
    for (const [path, lang] of [
      ["/en/contact", "en"],
      ["/es/contacto", "es"],
    ] as const) {
      const response = await siteFetch(path, { headers: { Referer: `${siteOrigin}/ca/contacte` } });
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toContain(
        `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
      );
      await response.arrayBuffer();
    }
  });

  it("sets no cookie within Catalan, from another site, or when the choice is already remembered", async () => {
    const visits: Record<string, string>[] = [
      { Referer: `${siteOrigin}/ca` },
      { Referer: "https://elsewhere.example/es/contacto" },
      { Referer: `${siteOrigin}/es/contacto`, Cookie: "lang=ca" },
    ];
    for (const headers of visits) {
      const response = await siteFetch("/ca/contacte", { headers });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(
        cookies.filter((cookie) => cookie.startsWith("lang=")),
        JSON.stringify(headers),
      ).toEqual([]);
      await response.arrayBuffer();
    }
  });
});

/** A contact as a person sends it from a Catalan page: the page's fields, honeypot empty, stamp old enough. */
async function catalanContact(message: string) {
  return {
    name: "Núria Ferrer i Puig",
    email: "nuria@example.com",
    phone: "+34 600 000 000",
    project_type: "health",
    message,
    privacy_consent: "on",
    [honeypotField]: "",
    [formStampField]: await issueFormStamp(env.HONEYPOT_KEY ?? "", Date.now() - 30_000),
  };
}

describe("a contact sent from a Catalan page", () => {
  it("from /ca/contacte is stored with locale 'ca', and the page then says so in Catalan", async () => {
    const page = await siteFetch("/ca/contacte");
    const html = await page.text();
    expect(html).toContain('<html lang="ca"');
    for (const field of ["name", "email", "message", "privacy_consent", honeypotField, formStampField]) {
      expect(html, field).toContain(`name="${field}"`);
    }

    const message = "Voldríem formar el nostre equip en suport vital bàsic.";
    const response = await postForm("/ca/contacte", await catalanContact(message), {
      Origin: siteOrigin,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(response.status).toBe(302);
    expectSecurityHeaders(response);
    expect(response.headers.get("Location")).toBe("/ca/contacte");
    const flash = /flash=[^;]+/.exec(response.headers.get("Set-Cookie") ?? "")?.[0];
    expect(flash).toBeDefined();

    const { results } = await env.DB.prepare("SELECT * FROM contacts").all();
    expect(results).toEqual([
      expect.objectContaining({
        name: "Núria Ferrer i Puig",
        email: "nuria@example.com",
        phone: "+34 600 000 000",
        project_type: "health",
        message,
        privacy_consent: 1,
        marketing_consent: 0,
        locale: "ca",
      }),
    ]);

    const after = await siteFetch("/ca/contacte", { headers: { Cookie: flash ?? "" } });
    // The notice itself, not the strings that come with the page data.
    expect(await after.text()).toContain("<strong>Missatge enviat!</strong>");
  });

  it("from the Catalan home page is stored with locale 'ca' and brings the visitor back to its form", async () => {
    const response = await postForm("/ca", await catalanContact("Hola des de la pàgina d'inici"), {
      Origin: siteOrigin,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/ca#/);
    const row = await env.DB.prepare("SELECT locale, message FROM contacts").first();
    expect(row).toEqual({ locale: "ca", message: "Hola des de la pàgina d'inici" });
  });

  it("that is invalid is answered in Catalan and stores nothing", async () => {
    const response = await postForm(
      "/ca/contacte",
      { ...(await catalanContact("Hola")), email: "no-és-una-adreça" },
      {
        Origin: siteOrigin,
      },
    );
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain("Escriu una adreça electrònica vàlida");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contacts").first("n")).toBe(0);
  });
});
