import type { ClientActionFunctionArgs } from "@remix-run/react";
import { FEEDBACK_MESSAGE_FIELD, type FeedbackActionData } from "./feedback-rules";

/**
 * The client action of a page whose action is feedbackAction: in the browser the send passes
 * through here, so that a request that fails (offline, a server error page) becomes the widget's
 * failure message with the comment kept, instead of the error page. Without JavaScript the post
 * goes straight to the server's action.
 */
export async function feedbackClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const posted = (await request.clone().formData()).get(FEEDBACK_MESSAGE_FIELD);
  try {
    return await serverAction();
  } catch (error) {
    // A successful send answers with a redirect, which arrives here thrown: let the router follow it.
    if (error instanceof Response) throw error;
    console.error("The feedback could not be sent", error);
    const failed: FeedbackActionData = {
      outcome: "failed",
      error: "feedback.failure",
      message: typeof posted === "string" ? posted : "",
    };
    return failed;
  }
}
