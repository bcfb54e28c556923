import { z } from "zod";
import { feedbackMessageError } from "./feedback-rules";
import { zodConfig } from "~/lib/zod-config";

// What the feedback widget posts (message). The rule itself lives in feedback-rules.ts,
// shared with the browser. Messages are translation keys.

z.config(zodConfig);

export const feedbackSchema = z.object({
  message: z
    .string({ error: "feedback.errors.empty" })
    .superRefine((message, context) => {
      const error = feedbackMessageError(message);
      if (error) context.addIssue({ code: "custom", message: error });
    })
    .transform((message) => message.trim()),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
