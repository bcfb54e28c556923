import { reviewPageUrl } from "@content/external-urls";
import { useEffect, useReducer, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { ToastRegion } from "~/components/flash-toasts";
import { postToPage } from "~/lib/islands/post-to-page";
import type { Flash } from "~/lib/flash";
import { showToast } from "~/lib/toasts";
import { FEEDBACK_VIEW_PARAM } from "~/lib/page-query";
import { useHydrated } from "~/lib/use-hydrated";
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_MESSAGE_FIELD,
  feedbackMessageError,
  type FeedbackActionData,
} from "./feedback-rules";
import { nextFeedbackView, questionView, type FeedbackEvent, type FeedbackView } from "./feedback-view";

/** Everything the widget shows, as plain data: the island's props (page-feedback-widget.tsx). */
export interface FeedbackWidgetProps {
  heading: string;
  intro: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The page's path, and its query without the widget's own parameter (a step, a tab). */
  pathname: string;
  search: string;
  /** Whether the address asked for the comment form (`?feedback=improve`). */
  commentAsked: boolean;
  /** The one-time message of a send. */
  flash: Flash | null;
  /** The action's answer when the comment was not stored. */
  refusal?: FeedbackActionData;
}

/** The one widget of a page: its ids are fixed (an island renders in a React root of its own). */
const HEADING_ID = "feedback-heading";
const MESSAGE_ID = "feedback-message";
const ERROR_ID = "feedback-message-error";

/**
 * The feedback widget of a page whose action is feedbackAction. Its state changes are GET forms
 * (`?feedback=improve` opens the comment form) and its send is a POST that redirects back with a
 * flash message, so it works without JavaScript. With JavaScript (an island,
 * feedback-widget.island.tsx) the same buttons change the view in place, and the send
 * posts in the page's place (postToPage): the comment stays if the send fails, offline too.
 */
export function FeedbackWidget({
  heading,
  intro,
  headingLevel = 2,
  pathname,
  search,
  commentAsked,
  flash,
  refusal,
}: FeedbackWidgetProps) {
  const { t } = useTranslation();
  const sent = flash?.kind === "feedback-sent";
  const initial: FeedbackView = sent
    ? { name: "thanks", reason: "commented" }
    : refusal || commentAsked
      ? { name: "comment" }
      : questionView;
  const [view, dispatch] = useReducer(nextFeedbackView, initial);
  const [error, setError] = useState(refusal?.error ?? null);
  const [submitting, setSubmitting] = useState(false);
  const moved = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hydrated = useHydrated();
  const postAction = `${pathname}${search}#${FEEDBACK_ANCHOR}`;

  // What the server rendered is announced once the island runs: a send's thanks, a refusal.
  useEffect(() => {
    if (flash?.kind === "feedback-sent") {
      const [title, description] = [t("feedback.success.title"), t("feedback.success.text")];
      showToast({ type: "success", title, description, id: flash.id });
    }
    if (refusal && refusal.outcome !== "invalid") showToast({ type: "error", title: t(refusal.error) });
  }, [flash, refusal, t]);

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
  const changeInPlace = (event: FeedbackEvent) => (click: MouseEvent) => {
    click.preventDefault();
    change(event);
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
    const answer = await postToPage<FeedbackWidgetProps>(form, "feedback-widget");
    setSubmitting(false);
    if (answer.kind === "redirected") {
      change("sent");
      showToast({ type: "success", title: t("feedback.success.title"), description: t("feedback.success.text") });
      return;
    }
    const refused = answer.kind === "answered" ? answer.props.refusal?.error : undefined;
    const reason = refused ?? "feedback.failure";
    setError(reason);
    if (reason.startsWith("feedback.errors.")) focusTarget.current?.focus();
    else showToast({ type: "error", title: t(reason) });
  };

  const hiddenFields = [...new URLSearchParams(search)].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  /** A button that changes the view: a GET form without JavaScript, in place with it. */
  const viewButton = (
    event: FeedbackEvent,
    label: ReactNode,
    param?: string,
    variant: "primary" | "outline" = "outline",
  ) => (
    <form method="get" action={`#${FEEDBACK_ANCHOR}`}>
      {hiddenFields}
      <button
        type="submit"
        name={param ? FEEDBACK_VIEW_PARAM : undefined}
        value={param}
        onClick={changeInPlace(event)}
        className={buttonClass(variant, "sm")}
      >
        {label}
      </button>
    </form>
  );

  const fieldError = error && error.startsWith("feedback.errors.") ? error : null;
  const formError = error && !fieldError ? error : null;

  return (
    <section
      id={FEEDBACK_ANCHOR}
      aria-labelledby={HEADING_ID}
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <ToastRegion />
      <Heading
        id={HEADING_ID}
        ref={(element: HTMLHeadingElement | null) => {
          if (view.name === "question") focusTarget.current = element;
        }}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-950 outline-offset-4"
      >
        {heading}
      </Heading>
      <p className="text-slate-700">{intro}</p>

      <div role="status" className="empty:hidden">
        {view.name === "thanks" ? (
          <div className="space-y-1 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
            <p
              ref={(element) => {
                focusTarget.current = element;
              }}
              tabIndex={-1}
              className="font-bold"
            >
              {view.reason === "liked" ? t("feedback.liked.title") : t("feedback.success.title")}
            </p>
            <p>{view.reason === "liked" ? t("feedback.liked.text") : t("feedback.success.text")}</p>
          </div>
        ) : formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t(formError)}</p>
        ) : null}
      </div>

      {view.name === "question" ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            <a
              href={reviewPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => change("like")}
              className={buttonClass("primary", "sm")}
            >
              <ThumbIcon />
              {t("feedback.like")}
              <span className="sr-only"> {t("common.opensInNewTab")}</span>
            </a>
            {viewButton(
              "improve",
              <>
                <CommentIcon />
                {t("feedback.improve")}
              </>,
              "improve",
            )}
          </div>
        </div>
      ) : null}

      {view.name === "comment" ? (
        <form
          method="post"
          action={postAction}
          noValidate
          onSubmit={(event) => void send(event)}
          aria-busy={submitting || undefined}
          className="space-y-3"
        >
          <div>
            <label htmlFor={MESSAGE_ID} className="font-semibold">
              {t("feedback.comment")}
            </label>
            <p id={`${MESSAGE_ID}-hint`} className="text-sm text-slate-600">
              {t("feedback.commentHint")}
            </p>
            <textarea
              ref={(element) => {
                focusTarget.current = element;
              }}
              id={MESSAGE_ID}
              name={FEEDBACK_MESSAGE_FIELD}
              rows={4}
              required
              defaultValue={refusal?.message}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${MESSAGE_ID}-hint${fieldError ? ` ${ERROR_ID}` : ""}`}
              onInput={(event) => {
                if (fieldError) setError(feedbackMessageError(event.currentTarget.value));
              }}
              className={inputClass}
            />
            <p id={ERROR_ID} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
              {fieldError ? t(fieldError) : null}
            </p>
          </div>
          <HoneypotInput idPrefix={MESSAGE_ID} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={submitting} className={buttonClass("primary", "sm")}>
              {submitting ? t("feedback.sending") : t("feedback.send")}
            </button>
            {/* Cancel leads back to the question: a link without JavaScript (a button cannot sit in a
                second form here), a button with it. */}
            {hydrated ? (
              <button type="button" onClick={() => change("cancel")} className={buttonClass("outline", "sm")}>
                {t("feedback.cancel")}
              </button>
            ) : (
              <a href={`${pathname}${search}#${FEEDBACK_ANCHOR}`} className={buttonClass("outline", "sm")}>
                {t("feedback.cancel")}
              </a>
            )}
          </div>
        </form>
      ) : null}
      {view.name === "thanks" ? viewButton("rate-again", t("feedback.rateAgain")) : null}
    </section>
  );
}

const iconClass = "mr-1.5 inline size-4 align-[-0.125em]";

function ThumbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
      <path
        fill="currentColor"
        d="M2 10h4v11H2V10Zm6 11V10l5.3-7.4a1.5 1.5 0 0 1 2.7 1.2L14.8 9H20a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H8Z"
      />
    </svg>
  );
}

function CommentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
      <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
    </svg>
  );
}
