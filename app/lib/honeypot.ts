// The honeypot of the site's forms (contact, feedback): a field that people never see and bots
// tend to fill in. Its own module, so that a form can name it without loading a schema (and zod).

/** Name of the hidden field. */
export const honeypotField = "website";

/**
 * Name of the hidden field that carries the form's signed time stamp (app/.server/form-stamp.server.ts):
 * when the page was served, so that a form sent faster than a person could fill it is known.
 */
export const formStampField = "form_stamp";

/** Whether a post filled in the honeypot: a bot, answered as if it had succeeded and stored nowhere. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}
