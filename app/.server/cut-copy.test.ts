import { describe, expect, it } from "vitest";
import { cutCopy, joinCopy } from "./cut-copy";
import { placeholders } from "./per-request";

const page = [
  `<html lang="es" data-request-id="render-1" data-form-stamp="${placeholders.formStamp}">`,
  `<head><link rel="modulepreload" nonce="${placeholders.nonce}" href="/a.js"/></head>`,
  `<body><p>nonce="${placeholders.nonce}" is text here, not an attribute</p>`,
  `<form><input type="hidden" name="form_stamp" value="${placeholders.formStamp}"/></form>`,
  `<script nonce="${placeholders.nonce}">start()</script></body></html>`,
].join("");

const values = { nonce: "Tk9OQ0U=", requestId: "req-2", formStamp: "1700000000.c2ln" };

describe("a copy cut at its per-request values", () => {
  it("takes this request's values where the attributes are, and leaves text that only looks like one", () => {
    const copy = cutCopy(page);
    expect(copy.slots).toEqual(["requestId", "formStamp", "nonce", "formStamp", "nonce"]);
    expect(copy.hasFormStamp).toBe(true);
    const joined = joinCopy(copy, values) ?? "";
    expect(joined).toContain('<html lang="es" data-request-id="req-2" data-form-stamp="1700000000.c2ln">');
    expect(joined).toContain('<link rel="modulepreload" nonce="Tk9OQ0U=" href="/a.js"/>');
    expect(joined).toContain(`<p>nonce="${placeholders.nonce}" is text here`);
    expect(joined).toContain('value="1700000000.c2ln"');
    expect(joined).toContain('<script nonce="Tk9OQ0U=">start()</script>');
  });

  it("asks for no stamp without a form, and leaves to the rewriter what joining cannot do", () => {
    const withoutForm = cutCopy(`<html data-request-id="r"><script nonce="${placeholders.nonce}"></script></html>`);
    expect(withoutForm.hasFormStamp).toBe(false);
    expect(joinCopy(withoutForm, { ...values, formStamp: null })).toBe(
      '<html data-request-id="req-2"><script nonce="Tk9OQ0U="></script></html>',
    );
    expect(joinCopy(cutCopy(page), { ...values, formStamp: null })).toBeNull();
    expect(joinCopy(cutCopy(page), { ...values, requestId: 'a"b' })).toBeNull();
  });
});
