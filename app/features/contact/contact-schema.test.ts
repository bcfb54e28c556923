import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = { name: "Laia Puig", email: "laia@example.com", message: "Hola", privacy_consent: "on" };

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: contactSchema });
  return submission.status === "error" ? submission.error : null;
}

describe("contactSchema (through conform, as the form submits it)", () => {
  it("accepts the required fields and defaults the marketing consent to false", () => {
    const submission = parseWithZod(form(valid), { schema: contactSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({
        name: "Laia Puig",
        email: "laia@example.com",
        message: "Hola",
        privacy_consent: true,
        marketing_consent: false,
      });
    }
  });

  it("accepts the optional fields", () => {
    const submission = parseWithZod(
      form({ ...valid, phone: " +34 600 000 000 ", project_type: "health", marketing_consent: "on" }),
      { schema: contactSchema },
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      phone: "+34 600 000 000",
      project_type: "health",
      marketing_consent: true,
    });
  });

  it("names each missing required field with its message key", () => {
    expect(errorsOf({})).toEqual({
      name: ["contact.errors.nameRequired"],
      email: ["contact.errors.emailInvalid"],
      message: ["contact.errors.messageRequired"],
      privacy_consent: ["contact.errors.privacyRequired"],
    });
  });

  it("treats blank text as missing", () => {
    expect(errorsOf({ ...valid, name: "   ", message: "\n\t " })).toEqual({
      name: ["contact.errors.nameRequired"],
      message: ["contact.errors.messageRequired"],
    });
  });

  it("rejects an invalid email and an unknown project type", () => {
    expect(errorsOf({ ...valid, email: "laia@" })).toEqual({ email: ["contact.errors.emailInvalid"] });
    expect(errorsOf({ ...valid, project_type: "spaceships" })).toEqual({
      project_type: ["contact.errors.projectTypeInvalid"],
    });
  });

  it("reports values over the length bounds instead of cutting them", () => {
    expect(
      errorsOf({
        ...valid,
        name: "n".repeat(101),
        phone: "6".repeat(31),
        message: "m".repeat(5001),
        email: `${"a".repeat(250)}@example.com`,
      }),
    ).toEqual({
      name: ["contact.errors.nameTooLong"],
      phone: ["contact.errors.phoneTooLong"],
      message: ["contact.errors.messageTooLong"],
      email: ["contact.errors.emailTooLong"],
    });
    expect(errorsOf({ ...valid, name: "n".repeat(100), message: "m".repeat(5000) })).toBeNull();
  });
});
