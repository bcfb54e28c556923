import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminRoutes } from "~/admin/admin-routes";
import { siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, postForm, siteFetch } from "./front-door";
import { classRow } from "../integration/class-rows";

// The deployed Worker without ACCESS_TEAM_DOMAIN and ACCESS_AUD (this project's bindings: ENVIRONMENT
// "production", no Access): the console does not exist. Every address of it is the site's 404, its
// development login included, and no answer holds anything the console would show.

const consolePaths = adminRoutes.map((route) => `/admin${route.path ? `/${route.path.replace(":id", "1")}` : ""}`);

describe("the console in production without Cloudflare Access", () => {
  // A class for the console's classes page to show, were it open (the shared setup empties other
  // tables only; an earlier file's classes may still be there).
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM classes").run();
    await classRow(env.DB, { id: 1, join_code: "K7MPQ2" }).run();
  });
  afterEach(async () => {
    await env.DB.prepare("DELETE FROM classes").run();
  });

  it("answers a cross-site post with the console's headers too: its gate comes before the door", async () => {
    const response = await postForm("/admin/scores", { id: "5" }, { Origin: "https://evil.example" });
    await response.arrayBuffer();
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("is closed because wrangler.toml names the deployed Worker's environment production", () => {
    expect(env.ENVIRONMENT).toBe("production");
  });

  it.each(consolePaths)("GET %s is the site's 404 page", async (path) => {
    await env.DB.prepare(
      "INSERT INTO contacts (id, name, email, message, privacy_consent, locale, consent_version) VALUES (1, 'Laia Secreta', 'laia@example.com', 'Hola', 1, 'es', 'v1')",
    ).run();
    const response = await siteFetch(path, { headers: { Cookie: "admin_dev_login=1" } });
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain("Laia Secreta");
    expect(body).not.toContain("K7MPQ2");
    expect(body).not.toContain("Consola");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expectSecurityHeaders(response);
    if (!path.endsWith(".csv")) expect(body).toContain('<html lang="es"');
  });

  it("answers the console's data requests and posts with 404 too, and hides nothing", async () => {
    await env.DB.prepare(
      "INSERT INTO chest_compression_scores (id, player_name, score, accuracy, success_rate, compressions, game_id) VALUES (5, 'Marta', 80, 80, 80, 60, 'g5')",
    ).run();
    expect((await siteFetch("/admin.data")).status).toBe(404);
    expect((await siteFetch("/admin/contacts.data")).status).toBe(404);
    for (const path of ["/admin/scores", "/admin/login", "/admin/contacts/1", "/admin/comments", "/admin/classes/1"]) {
      const response = await postForm(path, { id: "5", intent: "login" }, { Origin: siteOrigin });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
    }
    expect(
      await env.DB.prepare("SELECT hidden_at FROM chest_compression_scores WHERE id = 5").first("hidden_at"),
    ).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM classes").first("n")).toBe(1);
  });

  it("is named in neither sitemap nor robots.txt, and a token alone does not open it", async () => {
    for (const path of ["/sitemap.xml", "/es/sitemap", "/en/sitemap", "/robots.txt"]) {
      expect(await (await siteFetch(path)).text(), path).not.toContain("/admin");
    }
    const response = await siteFetch("/admin", { headers: { "Cf-Access-Jwt-Assertion": "eyJhbGciOiJub25lIn0.e30." } });
    expect(response.status).toBe(404);
  });
});
