import { baseSecurityHeaders } from "../../app/.server/security-headers";
import { privacyPolicyVersion } from "../../content/privacy";
import { expect, test } from "./fixtures";

test.describe("redirects", () => {
  test("/ follows the browser's language, then the lang cookie", async ({ request }) => {
    const english = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(english.status()).toBe(302);
    expect(english.headers()["location"]).toBe("/en");
    expect(english.headers()["vary"]).toBe("Accept-Language, Cookie");

    const catalan = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "ca,en;q=0.8" } });
    expect(catalan.headers()["location"]).toBe("/ca");
    const spanishFirst = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "es-ES,ca;q=0.9" } });
    expect(spanishFirst.headers()["location"]).toBe("/es");
    const neither = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(neither.headers()["location"]).toBe("/es");

    const cookie = await request.get("/", {
      maxRedirects: 0,
      headers: { "Accept-Language": "en", Cookie: "lang=es" },
    });
    expect(cookie.headers()["location"]).toBe("/es");
    const catalanCookie = await request.get("/", {
      maxRedirects: 0,
      headers: { "Accept-Language": "en", Cookie: "lang=ca" },
    });
    expect(catalanCookie.headers()["location"]).toBe("/ca");
  });

  test("legacy paths move permanently and trailing slashes go", async ({ request }) => {
    const cases: [string, string][] = [
      ["/portfolio", "/es/portfolio"],
      ["/educacion", "/es/educacion"],
      ["/contacto", "/es/contacto"],
      ["/sitemap", "/es/sitemap"],
      ["/training", "/es/training"],
      ["/first-aiducation", "/es/first-aiducation"],
      ["/portfolio/dea-r", "/es/portfolio/dea-r"],
      ["/contact", "/en/contact"],
      ["/education", "/en/education"],
      ["/en/contact/", "/en/contact"],
      ["/es/contacto/?topic=quote", "/es/contacto?topic=quote"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });
});

test.describe("not found", () => {
  test("answers 404 in English under /en", async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("answers 404 in Spanish under /es", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Vaya! Página no encontrada");
    await expect(page.getByRole("main").getByRole("link", { name: "Vuelve al inicio" })).toHaveAttribute("href", "/es");
  });

  test("answers 404 in Catalan under /ca", async ({ page }) => {
    const response = await page.goto("/ca/no-existeix");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vaja! No s'ha trobat la pàgina");
    await expect(page.locator("html")).toHaveAttribute("lang", "ca");
    await expect(page.getByRole("main").getByRole("link", { name: "Torna a l'inici" })).toHaveAttribute("href", "/ca");
  });

  test("answers 404 in the three languages elsewhere, Catalan first", async ({ page }) => {
    const response = await page.goto("/nowhere/at-all");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      "Vaja! No s'ha trobat la pàgina / ¡Vaya! Página no encontrada / Oops! Page not found",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Vaja! No s'ha trobat la pàgina",
      "¡Vaya! Página no encontrada",
      "Oops! Page not found",
    ]);
    const sectionLangs = await main
      .locator("section[lang]")
      .evaluateAll((sections) => sections.map((s) => s.getAttribute("lang")));
    expect(sectionLangs).toEqual(["ca", "es", "en"]);
    await expect(main.getByRole("link", { name: "Torna a l'inici" })).toHaveAttribute("href", "/ca");
    await expect(main.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "¡Vaya! Página no encontrada" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
    await expect(main.getByRole("link", { name: "Vuelve al inicio" })).toHaveAttribute("href", "/es");
  });
});

test.describe("security headers", () => {
  test("every document carries a nonce-based CSP and the other headers", async ({ request }) => {
    for (const path of ["/es", "/en/contact", "/es/nada"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");

      const html = await response.text();
      // Every script that runs carries the nonce; data blocks (JSON-LD, an island's props) are not run.
      const scripts = [...html.matchAll(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    }
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await request.get("/es")).headers()["content-security-policy"] ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test("static files carry the security headers of every answer", async ({ request }) => {
    for (const path of ["/favicon.svg", "/manuals/es/cuidado-y-mantenimiento.pdf", "/og/share-ca.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      for (const [name, value] of Object.entries(baseSecurityHeaders)) {
        expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
      }
    }
  });

  test("hashed build files are cached for a year", async ({ request }) => {
    const html = await (await request.get("/es")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("metadata", () => {
  test("pages carry canonical, alternates and JSON-LD that parses", async ({ page }) => {
    await page.goto("/es/contacto");
    await expect(page).toHaveTitle("Contacto · Estudio XR");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://estudioxr.example/es/contacto",
    );
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", "https://estudioxr.example/en/contact");
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", "https://estudioxr.example/");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_ES");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]).sort();
    expect(types).toEqual(["BreadcrumbList", "Organization", "WebSite"]);
  });
});

test.describe("privacy page", () => {
  for (const [path, link, contact] of [
    ["/es/privacidad", "Escríbenos sobre tus datos personales", "/es/contacto?topic=privacy"],
    ["/en/privacy", "Write to us about your personal data", "/en/contact?topic=privacy"],
  ] as const) {
    test(`${path} states its version and leads to the contact form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("time")).toHaveAttribute("datetime", privacyPolicyVersion);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await page.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${contact.replace("?", "\\?")}$`));
    });
  }
});
