import { parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSchema } from "./contact-schema";
import { contactErrors, contactInput, contactRules } from "./contact-rules";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) data.append(name, one);
  }
  return data;
}

/** How the browser checks the form (contact-form.tsx). */
function inBrowser(data: FormData) {
  return parse(data, {
    resolve(payload) {
      const error = contactErrors(payload);
      return error ? { error } : { value: contactInput(payload) };
    },
  });
}

const valid = { name: "Laia Puig", email: "laia@example.com", message: "Hola", privacy_consent: "on" };

describe("the contact rules", () => {
  it("accept exactly the addresses that zod's z.email() accepts", () => {
    const addresses = [
      "laia@example.com",
      "laia.puig+xr@mail.example.cat",
      "o'brien@example.ie",
      "laia@",
      "@example.com",
      "laia@example",
      "laia@@example.com",
      ".laia@example.com",
      "laia.@example.com",
      "la..ia@example.com",
      "laia@-example.com",
      "laia@example.c",
      "laia puig@example.com",
      "laia@exämple.com",
      "<script>@example.com",
      "laia@example.com\n",
      " laia@example.com",
    ];
    for (const address of addresses) {
      const ours = contactRules.email(address) === null;
      expect(ours, address).toBe(z.email().safeParse(address).success);
    }
  });

  it("give the browser and the server the same errors and the same value", () => {
    const submissions: Record<string, string | string[]>[] = [
      {},
      valid,
      { ...valid, name: "  ", message: " \n" },
      { ...valid, name: ["Laia", "Puig"] },
      { ...valid, email: "laia@", project_type: "spaceships", privacy_consent: "yes" },
      { ...valid, phone: " +34 600 000 000 ", project_type: "health", marketing_consent: "on" },
      { ...valid, phone: "   ", project_type: "" },
      { ...valid, name: "n".repeat(101), phone: "6".repeat(31), message: "m".repeat(5001) },
      { ...valid, email: `${"a".repeat(250)}@example.com` },
      { ...valid, name: "<b>Laia</b>'; DROP TABLE contacts;--", extra: "ignored" },
      { ...valid, name: "La\u0000ia", phone: "600\u001b", message: "Hola\u007f" },
      { ...valid, message: "Hola,\tequipo\r\n¿qué tal?" },
    ];
    for (const fields of submissions) {
      const browser = inBrowser(form(fields));
      const server = parseWithZod(form(fields), { schema: contactSchema });
      expect(browser.status, JSON.stringify(fields)).toBe(server.status);
      const errors = (submission: object) => ("error" in submission ? submission.error : null);
      expect(errors(browser), JSON.stringify(fields)).toEqual(errors(server));
      if (server.status === "success" && browser.status === "success") expect(browser.value).toEqual(server.value);
    }
  });

  it("only count a ticked checkbox ('on') as consent", () => {
    expect(contactRules.privacy_consent("on")).toBeNull();
    expect(contactRules.privacy_consent("yes")).toBe("contact.errors.privacyRequired");
    expect(contactRules.privacy_consent(undefined)).toBe("contact.errors.privacyRequired");
    expect(contactInput({ ...valid, marketing_consent: "1" }).marketing_consent).toBe(false);
  });
});
