// The rule for a feedback comment (non-empty after trimming; at most 2000
// characters), shared by the comment form in the browser (which ships no zod) and by the server's
// schema. Errors are translation keys.

import { hasControlCharacter } from "~/lib/control-characters";

export const FEEDBACK_MESSAGE_MAX = 2000;

/** Name of the comment field (message). */
export const FEEDBACK_MESSAGE_FIELD = "message";

/** Id of the widget's section: a send without JavaScript comes back scrolled to it. */
export const FEEDBACK_ANCHOR = "feedback";

export type FeedbackMessageError = "feedback.errors.empty" | "feedback.errors.tooLong" | "feedback.errors.invalid";

/** What is wrong with a comment once trimmed, or null. Length counts UTF-16 units, as `maxLength` does. */
export function feedbackMessageError(message: string): FeedbackMessageError | null {
  const trimmed = message.trim();
  if (trimmed.length === 0) return "feedback.errors.empty";
  if (trimmed.length > FEEDBACK_MESSAGE_MAX) return "feedback.errors.tooLong";
  if (hasControlCharacter(trimmed)) return "feedback.errors.invalid";
  return null;
}

export type FeedbackOutcome = "invalid" | "rate-limited" | "failed";

/** What the page's action (feedbackAction) answers when a comment is not stored: why, and the comment, kept. */
export interface FeedbackActionData {
  outcome: FeedbackOutcome;
  error: FeedbackMessageError | "feedback.rateLimited" | "feedback.failure";
  message: string;
}
