import { z } from "zod";
import { contactErrors, contactFields, contactInput, type ContactField } from "./contact-rules";
import { zodConfig } from "~/lib/zod-config";

// The contact form's schema, which conform applies on the server. It runs the rules of
// contact-rules.ts, the same functions that check the form in the browser, on every field (also
// the missing ones), and a submission that passes them all becomes the stored form of a contact.
// Messages are translation keys.

z.config(zodConfig);

const postedFields = Object.fromEntries(contactFields.map((field) => [field, z.unknown().optional()])) as Record<
  ContactField,
  z.ZodOptional<z.ZodUnknown>
>;

export const contactSchema = z
  .object(postedFields)
  .superRefine((posted, context) => {
    for (const [field, [message]] of Object.entries(contactErrors(posted) ?? {})) {
      context.addIssue({ code: "custom", message, path: [field] });
    }
  })
  .transform(contactInput);
