// The contact form's rules, in one place: the browser checks a submission with them before it is
// sent (without shipping zod, which would cost the home and contact pages about 25 kB gzip), and
// the server's zod schema (contact-schema.ts) applies the same functions. Errors are translation
// keys; each side shows them in the page's language.

import { hasControlCharacter } from "~/lib/control-characters";

export const projectTypes = [
  "vr-ar-mr",
  "events",
  "industry-training",
  "education",
  "health",
  "custom-development",
  "other",
] as const;

export type ProjectType = (typeof projectTypes)[number];

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** The form's fields, as the browser posts them. */
export const contactFields = [
  "name",
  "email",
  "phone",
  "project_type",
  "message",
  "privacy_consent",
  "marketing_consent",
] as const;

export type ContactField = (typeof contactFields)[number];

export type ContactError =
  | "contact.errors.nameRequired"
  | "contact.errors.nameTooLong"
  | "contact.errors.emailInvalid"
  | "contact.errors.emailTooLong"
  | "contact.errors.phoneTooLong"
  | "contact.errors.nameInvalid"
  | "contact.errors.phoneInvalid"
  | "contact.errors.messageInvalid"
  | "contact.errors.projectTypeInvalid"
  | "contact.errors.messageRequired"
  | "contact.errors.messageTooLong"
  | "contact.errors.privacyRequired";

/** A contact that passed every rule: text trimmed, consents as booleans. */
export interface ContactInput {
  name: string;
  email: string;
  phone?: string;
  project_type?: ProjectType;
  message: string;
  privacy_consent: true;
  marketing_consent: boolean;
}

/**
 * The address pattern of zod's `z.email()` (its default, "html5"-like rule), so that the browser
 * and the server agree on every address; contact-rules.test.ts compares the two.
 */
const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A posted value as text: a field that is missing, empty or repeated has none. */
function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** A checkbox is ticked when the browser sends its default value, "on". */
function ticked(value: unknown): boolean {
  return value === "on" || value === true;
}

function requiredText(
  value: unknown,
  max: number,
  missing: ContactError,
  tooLong: ContactError,
  invalid: ContactError,
) {
  const trimmed = text(value)?.trim();
  if (!trimmed) return missing;
  if (trimmed.length > max) return tooLong;
  return hasControlCharacter(trimmed) ? invalid : null;
}

/** What is wrong with each field's posted value, or null. Lengths count UTF-16 units, as `maxLength` does. */
export const contactRules: Record<ContactField, (value: unknown) => ContactError | null> = {
  name: (value) =>
    requiredText(
      value,
      contactLimits.name,
      "contact.errors.nameRequired",
      "contact.errors.nameTooLong",
      "contact.errors.nameInvalid",
    ),
  email(value) {
    const email = text(value);
    if (!email || !emailPattern.test(email)) return "contact.errors.emailInvalid";
    return email.length > contactLimits.email ? "contact.errors.emailTooLong" : null;
  },
  phone(value) {
    const phone = text(value)?.trim() ?? "";
    if (phone.length > contactLimits.phone) return "contact.errors.phoneTooLong";
    return hasControlCharacter(phone) ? "contact.errors.phoneInvalid" : null;
  },
  project_type(value) {
    if (value === undefined || value === "") return null;
    return projectTypes.includes(value as ProjectType) ? null : "contact.errors.projectTypeInvalid";
  },
  message: (value) =>
    requiredText(
      value,
      contactLimits.message,
      "contact.errors.messageRequired",
      "contact.errors.messageTooLong",
      "contact.errors.messageInvalid",
    ),
  privacy_consent: (value) => (ticked(value) ? null : "contact.errors.privacyRequired"),
  marketing_consent: () => null,
};

/** The errors of a submission by field (as conform reports them), or null when every rule passes. */
export function contactErrors(payload: Record<string, unknown>): Partial<Record<ContactField, [ContactError]>> | null {
  const errors: Partial<Record<ContactField, [ContactError]>> = {};
  for (const field of contactFields) {
    const error = contactRules[field](payload[field]);
    if (error) errors[field] = [error];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The stored form of a submission that passed every rule. */
export function contactInput(payload: Record<string, unknown>): ContactInput {
  const phone = text(payload.phone)?.trim();
  const projectType = text(payload.project_type) as ProjectType | undefined;
  return {
    name: String(payload.name).trim(),
    email: String(payload.email),
    ...(phone ? { phone } : {}),
    ...(projectType ? { project_type: projectType } : {}),
    message: String(payload.message).trim(),
    privacy_consent: true,
    marketing_consent: ticked(payload.marketing_consent),
  };
}
