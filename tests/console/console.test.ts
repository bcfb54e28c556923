import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commentColumns, contactColumns } from "~/admin/console-csv";
import { formulaCells, readCsv } from "~/lib/csv.testing";
import { loggedLines, siteOrigin } from "../integration/helpers";
import { expectSecurityHeaders, siteFetch } from "../worker/front-door";
import { asOperator, forgedToken, operatorEmail } from "./access-token";

// The operators' console through the whole Worker (server.ts, the production build), with Cloudflare
// Access configured: who gets in, what they see, and what their actions change, in the real local D1.

const visitorName = "Laia Secreta";

async function seed() {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO contacts (id, name, email, phone, message, privacy_consent, locale, consent_version) VALUES (?, ?, ?, ?, ?, 1, 'es', 'v1')",
    ).bind(7, visitorName, "laia.secreta@example.com", "+34 600 000 000", '=HYPERLINK("http://evil.example","hola")'),
    env.DB.prepare("INSERT INTO complaints (id, message, page_url, user_agent) VALUES (?, ?, ?, ?)").bind(
      3,
      "@SUM(1+1) el vídeo no carga",
      `${siteOrigin}/es/first-aiducation/resources`,
      "Mozilla/5.0",
    ),
    env.DB.prepare(
      "INSERT INTO chest_compression_scores (id, player_name, score, accuracy, success_rate, compressions, game_id) VALUES (?, ?, 90, 90, 90, 60, ?)",
    ).bind(11, "Nombre Ofensivo", "game-11"),
  ]);
}

beforeEach(seed);

function postAsOperator(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return siteFetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOrigin, ...headers },
  });
}

describe("who gets into the console", () => {
  const forged = (shape: Parameters<typeof forgedToken>[0]) => async () => ({
    "Cf-Access-Jwt-Assertion": await forgedToken(shape),
  });
  it.each([
    ["no token", async () => ({})],
    ["an expired token", () => asOperator({ expiresIn: -10 })],
    ["a token for another application", () => asOperator({ audience: "another-aud" })],
    ["a token of another team", () => asOperator({ issuer: "https://intruders.cloudflareaccess.com" })],
    ["a token signed with another key", () => asOperator({ stranger: true })],
    ["an unsigned token (alg: none)", forged("alg none")],
    ["an HS256 token keyed with the team's public key", forged("HS256")],
    ["a token with an unknown key id", forged("unknown kid")],
  ] as const)("refuses %s with a bare 403 that shows nothing of the console", async (_, headersOf) => {
    const headers: Record<string, string> = await headersOf();
    for (const path of [
      "/admin",
      "/admin/contacts",
      "/admin/contacts/7",
      "/admin/contacts.csv",
      "/admin/comments.csv",
    ]) {
      const response = await siteFetch(path, { headers });
      const body = await response.text();
      expect(response.status, path).toBe(403);
      expect(body).not.toContain(visitorName);
      expect(body).not.toContain("laia.secreta");
      expect(body).not.toContain("Contactos");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expectSecurityHeaders(response);
    }
  });

  it("shows a page whatever its notice parameter says, inherited names included", async () => {
    const headers = await asOperator();
    for (const done of ["__proto__", "constructor", "toString", "hasOwnProperty", "nothing"]) {
      const response = await siteFetch(`/admin/contacts?done=${done}`, { headers });
      expect(response.status, done).toBe(200);
      expect(await response.text(), done).toContain(visitorName);
    }
  });

  it("lets an operator with a valid token in, never to be cached or indexed", async () => {
    const response = await siteFetch("/admin/contacts", { headers: await asOperator() });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(visitorName);
    expect(body).toContain(operatorEmail);
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Edge-Cache")).toBeNull();
    expectSecurityHeaders(response);
  });

  it("runs the whole application, its scripts carrying the page's nonce (no public page does)", async () => {
    const response = await siteFetch("/admin/contacts", { headers: await asOperator() });
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(html).toContain("__remixContext");
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.some((attributes) => attributes.includes('type="module"'))).toBe(true);
    for (const attributes of scripts.filter((attributes) => !attributes.includes("application/json"))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it("has no development login when Access is configured", async () => {
    expect((await siteFetch("/admin/login", { headers: await asOperator() })).status).toBe(404);
  });
});

describe("what an operator sees", () => {
  it("finds contacts by name or e-mail, with any characters in the search", async () => {
    const headers = await asOperator();
    expect(await (await siteFetch("/admin/contacts?q=secreta", { headers })).text()).toContain(visitorName);
    expect(await (await siteFetch("/admin/contacts?q=laia.secreta%40", { headers })).text()).toContain(visitorName);
    for (const query of ["nadie", "%25", "_", "%5C", "'%20OR%201=1--"]) {
      const response = await siteFetch(`/admin/contacts?q=${query}&page=99999999999`, { headers });
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).not.toContain(visitorName);
    }
  });

  it("shows one contact's whole message, and a 404 for a contact that does not exist", async () => {
    const headers = await asOperator();
    const page = await (await siteFetch("/admin/contacts/7", { headers })).text();
    expect(page).toContain("=HYPERLINK(&quot;http://evil.example&quot;,&quot;hola&quot;)");
    expect((await siteFetch("/admin/contacts/8", { headers })).status).toBe(404);
    expect((await siteFetch("/admin/contacts/abc", { headers })).status).toBe(404);
  });

  it("downloads contacts and comments as CSV that a spreadsheet will not run as formulas", async () => {
    const headers = await asOperator();
    const contactsCsv = await siteFetch("/admin/contacts.csv", { headers });
    expect(contactsCsv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(contactsCsv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="contactos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte-order mark first, which Response.text() would drop: Excel needs it to read UTF-8.
    const contactsBytes = new Uint8Array(await contactsCsv.arrayBuffer());
    expect([...contactsBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const contactsText = new TextDecoder().decode(contactsBytes);
    const [contactHeader = [], contact = []] = readCsv(contactsText, ";");
    expect(contactHeader).toEqual([...contactColumns]);
    const contactCell = (column: (typeof contactColumns)[number]) => contact[contactHeader.indexOf(column)];
    expect(contactCell("id")).toBe("7");
    expect(contactCell("phone")).toBe("'+34 600 000 000");
    expect(contactCell("message")).toBe(`'=HYPERLINK("http://evil.example","hola")`);
    const commentsText = await (await siteFetch("/admin/comments.csv", { headers })).text();
    const [commentHeader = [], comment = []] = readCsv(commentsText, ";");
    expect(commentHeader).toEqual([...commentColumns]);
    expect(comment[commentHeader.indexOf("message")]).toBe("'@SUM(1+1) el vídeo no carga");
    for (const csv of [contactsText, commentsText]) expect(formulaCells(csv)).toEqual([]);
  });

  it("streams a large table whole, in batches", async () => {
    const rows = Array.from({ length: 1_203 }, (_, index) =>
      env.DB.prepare("INSERT INTO complaints (message, page_url, user_agent) VALUES (?, '/es', 'UA')").bind(
        `comentario ${index}`,
      ),
    );
    await env.DB.batch(rows);
    const csv = await (await siteFetch("/admin/comments.csv", { headers: await asOperator() })).text();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(1 + 1 + 1_203);
  });

  it("draws rows per day for the last 30 days", async () => {
    const page = await (await siteFetch("/admin", { headers: await asOperator() })).text();
    expect(page).toContain("1 contactos, 1 comentarios, 1 puntuaciones");
    expect(page).toMatch(/<svg[^>]*role="img"/);
  });
});

describe("what an operator changes", () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("hides a score from both languages' boards at once, the edge cache included, and can show it again", async () => {
    const headers = await asOperator();
    for (const path of ["/es/first-aiducation", "/en/first-aiducation"]) {
      expect(await (await siteFetch(path)).text(), path).toContain("Nombre Ofensivo");
      expect((await siteFetch(path)).headers.get("X-Edge-Cache"), path).toBe("HIT");
    }
    const hidden = await postAsOperator("/admin/scores", { id: "11", intent: "hide", week: "" }, headers);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("Location")).toMatch(/^\/admin\/scores\?week=\d{4}-\d{2}-\d{2}&done=hidden$/);
    for (const path of ["/es/first-aiducation", "/en/first-aiducation", "/es/portfolio/first-aiducation"]) {
      expect(await (await siteFetch(path)).text(), path).not.toContain("Nombre Ofensivo");
    }
    const list = await (await siteFetch("/admin/scores", { headers })).text();
    expect(list).toContain("Nombre Ofensivo");
    expect(list).toContain("Oculta");
    await postAsOperator("/admin/scores", { id: "11", intent: "show" }, headers);
    expect(await (await siteFetch("/es/first-aiducation")).text()).toContain("Nombre Ofensivo");

    const events = loggedLines(log).filter((line) => String(line.event).startsWith("admin score"));
    expect(events.map((line) => [line.event, line.operator, line.rowId])).toEqual([
      ["admin score hidden", operatorEmail, 11],
      ["admin score shown", operatorEmail, 11],
    ]);
    expect(JSON.stringify(events)).not.toContain("Nombre Ofensivo");
  });

  it("deletes a contact only once the operator confirms the visitor asked, and logs no visitor data", async () => {
    const headers = await asOperator();
    const unconfirmed = await postAsOperator("/admin/contacts/7", {}, headers);
    expect(unconfirmed.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contacts").first("n")).toBe(1);
    const confirmed = await postAsOperator("/admin/contacts/7", { confirm: "yes" }, headers);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/admin/contacts?done=deleted");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contacts").first("n")).toBe(0);
    const event = loggedLines(log).find((line) => line.event === "admin contact deleted");
    expect(event).toMatchObject({ operator: operatorEmail, rowId: 7 });
    expect(JSON.stringify(loggedLines(log))).not.toMatch(/Laia|laia\.secreta|600 000/);
  });

  it("deletes a comment", async () => {
    const response = await postAsOperator("/admin/comments", { id: "3", page: "1" }, await asOperator());
    expect(response.headers.get("Location")).toBe("/admin/comments?page=1&done=deleted");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM complaints").first("n")).toBe(0);
  });

  it("refuses a cross-site post even from a signed-in operator, and changes nothing", async () => {
    const headers = { ...(await asOperator()), Origin: "https://evil.example" };
    expect((await postAsOperator("/admin/scores", { id: "11", intent: "hide" }, headers)).status).toBe(403);
    expect((await postAsOperator("/admin/contacts/7", { confirm: "yes" }, headers)).status).toBe(403);
    expect(
      await env.DB.prepare("SELECT hidden_at FROM chest_compression_scores WHERE id = 11").first("hidden_at"),
    ).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contacts").first("n")).toBe(1);
  });

  it("refuses an action without a valid token", async () => {
    expect((await postAsOperator("/admin/scores", { id: "11", intent: "hide" }, {})).status).toBe(403);
    expect(
      await env.DB.prepare("SELECT hidden_at FROM chest_compression_scores WHERE id = 11").first("hidden_at"),
    ).toBeNull();
  });
});
