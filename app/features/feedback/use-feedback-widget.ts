import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { postToPage } from "~/lib/islands/post-to-page";
import { showToast } from "~/lib/toasts";
import { useTranslation } from "~/lib/translation";
import type { Flash } from "~/lib/flash";
import { FEEDBACK_MESSAGE_FIELD, feedbackMessageError, type FeedbackActionData } from "./feedback-rules";
import { firstFeedbackView, nextFeedbackView, type FeedbackEvent } from "./feedback-view";

/** What the widget starts from, as the page gives it (feedback-widget.tsx's props hold it too). */
export interface FeedbackWidgetState {
  /** Whether the address asked for the comment form (`?feedback=improve`). */
  commentAsked: boolean;
  /** The one-time message of a send. */
  flash: Flash | null;
  /** The action's answer when the comment was not stored. */
  refusal?: FeedbackActionData;
}

/** What the server rendered, announced once the island runs: a send's thanks, a refusal. */
function useServerOutcomeToast(flash: Flash | null, refusal: FeedbackActionData | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (flash?.kind === "feedback-sent") {
      const [title, description] = [t("feedback.success.title"), t("feedback.success.text")];
      showToast({ type: "success", title, description, id: flash.id });
    }
    if (refusal && refusal.outcome !== "invalid") showToast({ type: "error", title: t(refusal.error) });
  }, [flash, refusal, t]);
}

/** Posts the comment in the page's place: null once stored (the page redirected), else why it was not. */
async function postComment(form: HTMLFormElement): Promise<FeedbackActionData["error"] | null> {
  const answer = await postToPage<FeedbackWidgetState>(form);
  if (answer.kind === "redirected") return null;
  return (answer.kind === "answered" ? answer.props.refusal?.error : undefined) ?? "feedback.failure";
}

/**
 * The feedback widget's state: its view (feedback-view.ts), starting where the server left it, the
 * comment's error, and the send in the page's place. After a change made here the focus moves into
 * the new view, to the element given to `holdFocus` (the heading, the comment, the thanks).
 */
export function useFeedbackWidget({ commentAsked, flash, refusal }: FeedbackWidgetState) {
  const { t } = useTranslation();
  const sent = flash?.kind === "feedback-sent";
  const [view, dispatch] = useReducer(nextFeedbackView, firstFeedbackView(sent, Boolean(refusal) || commentAsked));
  const [error, setError] = useState(refusal?.error ?? null);
  const [submitting, setSubmitting] = useState(false);
  const moved = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);

  useServerOutcomeToast(flash, refusal);

  // After a change of view made here, focus moves into the new view, so that a keyboard or
  // screen-reader user continues from there.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [view]);

  const change = (event: FeedbackEvent) => {
    moved.current = true;
    setError(null);
    dispatch(event);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    const message = new FormData(form).get(FEEDBACK_MESSAGE_FIELD);
    const problem = feedbackMessageError(typeof message === "string" ? message : "");
    if (problem) {
      setError(problem);
      focusTarget.current?.focus();
      return;
    }
    setSubmitting(true);
    const reason = await postComment(form);
    setSubmitting(false);
    if (reason === null) {
      change("sent");
      showToast({ type: "success", title: t("feedback.success.title"), description: t("feedback.success.text") });
      return;
    }
    setError(reason);
    if (reason.startsWith("feedback.errors.")) focusTarget.current?.focus();
    else showToast({ type: "error", title: t(reason) });
  };

  const fieldError = error && error.startsWith("feedback.errors.") ? error : null;
  const formError = error && !fieldError ? error : null;
  /** The comment's error again as it is typed, once one shows. */
  const recheck = (message: string) => {
    if (fieldError) setError(feedbackMessageError(message));
  };
  /** Given the element of the view that is to take the focus after a change (a ref callback). */
  const holdFocus = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  return { view, change, send, submitting, fieldError, formError, recheck, holdFocus };
}
