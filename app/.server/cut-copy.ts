import { placeholders, type PerRequest } from "./per-request";

// A page's copy of the build (page-copies.ts) is the same text for every request an isolate
// answers: it is cut once at its per-request values, and each request joins the pieces with its
// own. That costs a fraction of parsing the page again with HTMLRewriter, as the edge cache's
// copies are (fillPerRequest), and it is what the busiest tier of pages spends per request.

type Slot = "nonce" | "requestId" | "formStamp";

export interface CutCopy {
  /** The copy as it was read. */
  html: string;
  /** The text around the slots: one piece more than there are slots. */
  pieces: string[];
  slots: Slot[];
  /** Whether the page holds a form's stamp (signed per request, so not worked out for a page without). */
  hasFormStamp: boolean;
}

/**
 * Where the per-request values go, as fillPerRequest sets them: every script's and stylesheet's
 * nonce, the document's request id (the render's own, which it overwrites) and the form stamp of
 * the document and of its forms.
 */
const SLOTS = new RegExp(
  [
    `(?<=<(?:script|link)\\s[^>]*\\bnonce=")${placeholders.nonce}(?=")`,
    `(?<=<html\\s[^>]*\\bdata-request-id=")[^"]*(?=")`,
    `(?<=<html\\s[^>]*\\bdata-form-stamp=")${placeholders.formStamp}(?=")`,
    `(?<=<input\\s[^>]*\\bname="form_stamp"[^>]*\\bvalue=")${placeholders.formStamp}(?=")`,
  ].join("|"),
  "g",
);

/** A value that may be written between an attribute's quotes as it is (nonces, stamps and ids are). */
const PLAIN_VALUE = /^[\w+/=.:-]*$/;

/** A copy cut at its slots. */
export function cutCopy(html: string): CutCopy {
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of html.matchAll(SLOTS)) {
    pieces.push(html.slice(from, match.index));
    slots.push(
      match[0] === placeholders.nonce ? "nonce" : match[0] === placeholders.formStamp ? "formStamp" : "requestId",
    );
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return { html, pieces, slots, hasFormStamp: slots.includes("formStamp") };
}

/**
 * The copy with this request's values, or null where joining cannot give what fillPerRequest
 * would: a page with a form but no stamp to give it (its stamp is removed then), or a value that
 * would need escaping.
 */
export function joinCopy(copy: CutCopy, values: PerRequest): string | null {
  if (copy.hasFormStamp && !values.formStamp) return null;
  if (![values.nonce, values.requestId, values.formStamp ?? ""].every((value) => PLAIN_VALUE.test(value))) return null;
  let html = copy.pieces[0] ?? "";
  copy.slots.forEach((slot, index) => {
    html += (values[slot] ?? "") + (copy.pieces[index + 1] ?? "");
  });
  return html;
}
