import { z } from "zod";
import { zodConfig } from "./zod-config";

// The contact form's one schema, used by conform in the browser and by the action on the server.
// Messages are translation keys (contact.errors.*): each side shows them in the page's language.

z.config(zodConfig);

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

export const contactSchema = z.object({
  name: z
    .string({ error: "contact.errors.nameRequired" })
    .trim()
    .min(1, { error: "contact.errors.nameRequired" })
    .max(contactLimits.name, { error: "contact.errors.nameTooLong" }),
  email: z
    .email({ error: "contact.errors.emailInvalid" })
    .max(contactLimits.email, { error: "contact.errors.emailTooLong" }),
  phone: z.string().trim().max(contactLimits.phone, { error: "contact.errors.phoneTooLong" }).optional(),
  project_type: z.enum(projectTypes, { error: "contact.errors.projectTypeInvalid" }).optional(),
  message: z
    .string({ error: "contact.errors.messageRequired" })
    .trim()
    .min(1, { error: "contact.errors.messageRequired" })
    .max(contactLimits.message, { error: "contact.errors.messageTooLong" }),
  privacy_consent: z
    .boolean({ error: "contact.errors.privacyRequired" })
    .refine((accepted) => accepted, { error: "contact.errors.privacyRequired" }),
  marketing_consent: z.boolean().default(false),
});

export type ContactInput = z.infer<typeof contactSchema>;
