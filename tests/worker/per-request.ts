import { env } from "cloudflare:test";
import { expect } from "vitest";
import { isBotStamp } from "~/.server/form-stamp.server";
import { placeholders } from "~/.server/per-request";
import { expectSecurityHeaders } from "./front-door";

// What differs between two visitors' copies of a page, which every tier of the edge (a render, a
// kept copy, a page's copy of the build) must fill in per request: the CSP nonce, the forms' signed
// stamp and the request id.

/** The per-request values a page carries, from its headers and its markup. */
export async function perRequestValues(response: Response) {
  const html = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
  return {
    html,
    policyNonce,
    // Every script and preload that carries a nonce: inline ones, the rules, an island's entry.
    scriptNonces: [...new Set([...html.matchAll(/<(?:script|link)\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]))],
    stamp: /data-form-stamp="([^"]*)"/.exec(html)?.[1] ?? "",
    inputStamps: [...new Set([...html.matchAll(/name="form_stamp" value="([^"]*)"/g)].map((m) => m[1]))],
    requestId: /data-request-id="([^"]*)"/.exec(html)?.[1] ?? "",
  };
}

export type PerRequestValues = Awaited<ReturnType<typeof perRequestValues>>;

/** A page's markup without its per-request values, to compare two answers. */
export function withoutPerRequest(values: PerRequestValues): string {
  return sameMarkup(
    values.html.replaceAll(values.policyNonce, "N").replaceAll(values.stamp, "S").replaceAll(values.requestId, "R"),
  );
}

/**
 * Markup with every void element's end written one way: HTMLRewriter writes `" />` where it set an
 * attribute of one (a render's form stamp), a copy joined from its pieces keeps the render's `"/>`.
 */
export function sameMarkup(html: string): string {
  return html.replaceAll('" />', '"/>');
}

/**
 * A pause between two requests of a page: a form stamp is the time it was served, to the
 * millisecond, so two pages served in the same millisecond share it; a few milliseconds apart, a
 * stamp that is not the second page's own (a kept copy's, the first visitor's) shows.
 */
export const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * Two answers of one page, served a moment apart (aMomentLater): each carries its own values, used everywhere the page needs them (every
 * nonce the policy's, every form's stamp the document's, a stamp the forms accept), no placeholder,
 * and the two differ in each value. Returns both pages' values.
 */
export async function expectOwnPerRequestValues(first: Response, second: Response) {
  const answers = [
    [first, await perRequestValues(first)],
    [second, await perRequestValues(second)],
  ] as const;
  for (const [response, values] of answers) {
    expectSecurityHeaders(response);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(values.scriptNonces).toEqual([values.policyNonce]);
    expect(values.inputStamps).toEqual([values.stamp]);
    const form = new FormData();
    form.set("form_stamp", values.stamp);
    expect(await isBotStamp(form, [env.HONEYPOT_KEY ?? ""], Date.now() + 3_000)).toBe(false);
    for (const placeholder of Object.values(placeholders)) expect(values.html).not.toContain(placeholder);
  }
  const [[, a], [, b]] = answers;
  expect(b.policyNonce).not.toBe(a.policyNonce);
  expect(b.stamp).not.toBe(a.stamp);
  expect(b.requestId).not.toBe(a.requestId);
  return [a, b] as const;
}
