// The feedback widget's states: the question, the comment form, and the thanks card,
// which says why it thanks (a "like" or a comment sent). Pure, so that it is tested on its own.

export type FeedbackView =
  { name: "question" } | { name: "comment" } | { name: "thanks"; reason: "liked" | "commented" };

export type FeedbackEvent = "like" | "improve" | "cancel" | "sent" | "rate-again";

export const questionView: FeedbackView = { name: "question" };

/**
 * The view the server renders: the thanks after a comment was sent, the comment form when the
 * address asked for it or the action refused the comment, else the question.
 */
export function firstFeedbackView(sent: boolean, commentShown: boolean): FeedbackView {
  return sent ? { name: "thanks", reason: "commented" } : commentShown ? { name: "comment" } : questionView;
}

/** The view after an event; an event that does not apply to the current view changes nothing. */
export function nextFeedbackView(view: FeedbackView, event: FeedbackEvent): FeedbackView {
  switch (view.name) {
    case "question":
      if (event === "like") return { name: "thanks", reason: "liked" };
      if (event === "improve") return { name: "comment" };
      return view;
    case "comment":
      if (event === "cancel") return questionView;
      if (event === "sent") return { name: "thanks", reason: "commented" };
      return view;
    case "thanks":
      return event === "rate-again" ? questionView : view;
  }
}
