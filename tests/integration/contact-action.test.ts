import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { privacyPolicyVersion } from "@content/privacy";
import { contactAction } from "~/features/contact/contact-action.server";
import { callAction, contactCount, loggedLines, postForm, validContact } from "./helpers";

describe("the contact action against the real local D1", () => {
  it("stores a valid contact once, with its locale and consent version, and redirects with a flash", async () => {
    const response = await callAction(
      contactAction,
      postForm("/en/contact", {
        ...validContact,
        phone: "+34 600 000 000",
        project_type: "health",
        marketing_consent: "on",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/contact");
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash=/);

    const rows = await env.DB.prepare("SELECT * FROM contacts").all();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({
      name: validContact.name,
      email: validContact.email,
      phone: "+34 600 000 000",
      project_type: "health",
      message: validContact.message,
      privacy_consent: 1,
      marketing_consent: 1,
      locale: "en",
      consent_version: privacyPolicyVersion,
    });
    expect(String(rows.results[0]?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("stores null for the omitted optional fields and false for marketing", async () => {
    await callAction(contactAction, postForm("/es/contacto", validContact));
    const row = await env.DB.prepare("SELECT phone, project_type, marketing_consent, locale FROM contacts").first();
    expect(row).toEqual({ phone: null, project_type: null, marketing_consent: 0, locale: "es" });
  });

  const invalidCases: [string, Record<string, string>, string, string][] = [
    ["name", { name: "" }, "contact.errors.nameRequired", "es"],
    ["email", { email: "not-an-email" }, "contact.errors.emailInvalid", "en"],
    ["message", { message: "  " }, "contact.errors.messageRequired", "es"],
    ["privacy_consent", { privacy_consent: "" }, "contact.errors.privacyRequired", "en"],
    ["phone", { phone: "1".repeat(31) }, "contact.errors.phoneTooLong", "es"],
    ["message", { message: "x".repeat(5001) }, "contact.errors.messageTooLong", "en"],
  ];
  for (const [field, change, message, lang] of invalidCases) {
    it(`answers 400 for an invalid ${field} (${message}) and stores nothing`, async () => {
      const path = lang === "es" ? "/es/contacto" : "/en/contact";
      const result = await callAction(contactAction, postForm(path, { ...validContact, ...change }));
      expect(result.status).toBe(400);
      const body = result.data as { result: { error: Record<string, string[]> }; outcome: string };
      expect(body.outcome).toBe("invalid");
      expect(body.result.error[field]).toEqual([message]);
      expect(await contactCount()).toBe(0);
    });
  }

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await callAction(
      contactAction,
      postForm("/es/contacto", { ...validContact, website: "http://spam.example" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash=/);
    expect(await contactCount()).toBe(0);
  });

  it("answers a form sent too soon after its page, or with a forged stamp, like a success and stores nothing", async () => {
    const key = env.HONEYPOT_KEY ?? "";
    for (const form_stamp of [
      await issueFormStamp(key, Date.now()),
      await issueFormStamp("forged", Date.now() - 60_000),
    ]) {
      const response = await callAction(contactAction, postForm("/es/contacto", { ...validContact, form_stamp }));
      expect(response.status).toBe(302);
      expect(response.headers.get("Set-Cookie")).toMatch(/^flash=/);
    }
    expect(await contactCount()).toBe(0);

    const filledByAPerson = await issueFormStamp(key, Date.now() - 30_000);
    const response = await callAction(
      contactAction,
      postForm("/es/contacto", { ...validContact, form_stamp: filledByAPerson }),
    );
    expect(response.status).toBe(302);
    expect(await contactCount()).toBe(1);
  });

  it("refuses a cross-site post with 403", async () => {
    const request = postForm("/es/contacto", validContact, { Origin: "https://evil.example" });
    const result = await callAction(contactAction, request);
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ message: "Este formulario solo se puede enviar desde este sitio." });
    const fetchSite = await callAction(
      contactAction,
      postForm("/en/contact", validContact, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(fetchSite.status).toBe(403);
    expect(await contactCount()).toBe(0);
  });

  it("accepts a same-origin post", async () => {
    const result = await callAction(
      contactAction,
      postForm("/es/contacto", validContact, { Origin: "https://estudioxr.example", "Sec-Fetch-Site": "same-origin" }),
    );
    expect(result.status).toBe(302);
    expect(await contactCount()).toBe(1);
  });

  it("answers 429 past the rate limit of one client IP, keeps the values and stores no more", async () => {
    const ip = "203.0.113.9";
    // The limiter counts 5 sends per fixed one-minute window; should a window boundary fall between
    // these calls, the count restarts, so the refusal may come up to 5 sends later.
    let accepted = 0;
    for (;;) {
      const result = await callAction(contactAction, postForm("/en/contact", validContact, { "CF-Connecting-IP": ip }));
      if (result.status === 429) break;
      expect(result.status).toBe(302);
      accepted += 1;
      expect(accepted).toBeLessThanOrEqual(10);
    }
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(await contactCount()).toBe(accepted);

    const limited = await callAction(contactAction, postForm("/en/contact", validContact, { "CF-Connecting-IP": ip }));
    const body = limited.data as {
      outcome: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.outcome).toBe("rate-limited");
    expect(body.result.error[""]).toEqual(["contact.rateLimited"]);
    expect(body.result.initialValue.message).toBe(validContact.message);

    expect(await contactCount()).toBe(accepted);
    const otherVisitor = await callAction(
      contactAction,
      postForm("/en/contact", validContact, { "CF-Connecting-IP": "203.0.113.10" }),
    );
    expect(otherVisitor.status).toBe(302);
  });

  it("answers 503 when the database fails, keeps the values and stores nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("ALTER TABLE contacts RENAME TO contacts_offline");
    const result = await callAction(contactAction, postForm("/es/contacto", validContact));
    await env.DB.exec("ALTER TABLE contacts_offline RENAME TO contacts");
    expect(loggedLines(logged)).toEqual([
      expect.objectContaining({
        level: "error",
        event: "contact not stored",
        path: "/es/contacto",
        errorName: "Error",
      }),
    ]);
    // The log line says what failed, never who wrote or what.
    const written = JSON.stringify(logged.mock.calls);
    for (const value of [validContact.name, validContact.email, validContact.message]) {
      expect(written).not.toContain(value);
    }
    logged.mockRestore();

    expect(result.status).toBe(503);
    const body = result.data as {
      outcome: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.outcome).toBe("failed");
    expect(body.result.error[""]).toEqual(["contact.failure.text"]);
    expect(body.result.initialValue).toMatchObject({ name: validContact.name, email: validContact.email });
    expect(await contactCount()).toBe(0);
  });
});
