import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { baseSecurityHeaders } from "~/.server/security-headers";
import { siteOrigin, stamped } from "../integration/helpers";

// Requests to the whole Worker (server.ts and the production build) as a visitor's arrive.

export interface ActionPage {
  path: string;
  table: "contacts" | "complaints" | "chest_compression_scores";
  /** A body the page's action accepts (and stores, but for the game's start). */
  valid: Record<string, string>;
}

/** Every page with a form, in Catalan and in Spanish or English, with the table its action writes. */
export const actionPages: ActionPage[] = [
  {
    path: "/es/contacto",
    table: "contacts",
    valid: { name: "Laia Puig", email: "laia@example.com", message: "Hola", privacy_consent: "on" },
  },
  {
    path: "/en",
    table: "contacts",
    valid: { name: "Jordi Vidal", email: "jordi@example.com", message: "Hello", privacy_consent: "on" },
  },
  { path: "/en/first-aiducation/resources", table: "complaints", valid: { message: "Más vídeos, por favor" } },
  { path: "/es/resources/NeoSalus?step=5", table: "complaints", valid: { message: "Muy útil" } },
  { path: "/es/first-aiducation", table: "chest_compression_scores", valid: { intent: "start" } },
  { path: "/en/portfolio/first-aiducation", table: "chest_compression_scores", valid: { intent: "start" } },
  {
    path: "/ca/contacte",
    table: "contacts",
    valid: { name: "Núria Ferrer", email: "nuria@example.com", message: "Bon dia", privacy_consent: "on" },
  },
  {
    path: "/ca",
    table: "contacts",
    valid: { name: "Pau Serra", email: "pau@example.com", message: "Hola a tothom", privacy_consent: "on" },
  },
  { path: "/ca/first-aiducation/recursos", table: "complaints", valid: { message: "Més vídeos, si us plau" } },
  { path: "/ca/recursos/NeoSalus?step=5", table: "complaints", valid: { message: "Molt útil" } },
  { path: "/ca/first-aiducation", table: "chest_compression_scores", valid: { intent: "start" } },
  { path: "/ca/portfolio/first-aiducation", table: "chest_compression_scores", valid: { intent: "start" } },
];

export function siteFetch(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${siteOrigin}${path}`, { redirect: "manual", ...init });
}

/**
 * A form post as a browser sends it (with the page's form stamp, unless `fields` sets its own or
 * none with `null`), with extra headers (Origin…) and a new client IP (rate limits).
 */
export function postForm(path: string, fields: Record<string, string | null>, headers: Record<string, string> = {}) {
  return siteFetch(path, {
    method: "POST",
    body: new URLSearchParams(stamped(fields)),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": crypto.randomUUID(),
      ...headers,
    },
  });
}

/** The headers every answer of the Worker carries, and the nonce-based policy on every document. */
export function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    // A classroom page sends no Referer at all (stricter than the site's policy): a teacher link's token.
    if (name === "Referrer-Policy" && response.headers.get(name) === "no-referrer") continue;
    expect(response.headers.get(name), name).toBe(value);
  }
  if (response.headers.get("Content-Type")?.startsWith("text/html")) {
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'nonce-[\w-]{16,}' 'strict-dynamic'/);
  }
}

/** The statuses that send a browser to their Location (a 304 names nothing new, and has none). */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * A redirect's Location keeps the visitor on this site: it resolves to the site's origin (as a
 * browser reads it, tabs and line breaks dropped), and starts neither with `//` nor with a back
 * slash (`\`, `/\`), which a browser may read as the start of another host: an open redirect.
 */
export function expectOwnLocation(response: Response, label = "") {
  if (response.status < 300 || response.status >= 400) return;
  const location = response.headers.get("Location");
  if (location === null) {
    expect(redirectStatuses.has(response.status), `${label}: a ${response.status} without Location`).toBe(false);
    return;
  }
  const read = location.replace(/[\t\n\r]/g, "").trim();
  expect(read, `${label} → ${location}`).not.toMatch(/^(?:\\|[/\\]{2})/);
  expect(URL.canParse(read, siteOrigin), `${label} → ${location}`).toBe(true);
  expect(new URL(read, siteOrigin).origin, `${label} → ${location}`).toBe(siteOrigin);
}
