import { reviewPageUrl } from "@content/external-urls";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { showToast } from "~/lib/toasts";
import { useHydrated } from "~/lib/use-hydrated";
import { useRootData } from "~/lib/root-data";
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_MESSAGE_FIELD,
  FEEDBACK_VIEW_PARAM,
  feedbackMessageError,
  type FeedbackActionData,
} from "./feedback-rules";
import { nextFeedbackView, questionView, type FeedbackEvent, type FeedbackView } from "./feedback-view";

interface FeedbackWidgetProps {
  heading: string;
  intro: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The feedback widget of a page whose action is feedbackAction. Its state changes are
 * GET forms (`?feedback=improve` opens the comment form) and its send is a POST that redirects
 * back with a flash message, so it works without JavaScript; with JavaScript the same buttons
 * change the view in place.
 */
export function FeedbackWidget(props: FeedbackWidgetProps) {
  const flash = useRootData()?.flash ?? null;
  const actionData = useActionData() as FeedbackActionData | undefined;
  const { search } = useLocation();
  const sent = flash?.kind === "feedback-sent";
  const initial: FeedbackView = sent
    ? { name: "thanks", reason: "commented" }
    : actionData || new URLSearchParams(search).get(FEEDBACK_VIEW_PARAM) === "improve"
      ? { name: "comment" }
      : questionView;
  // A new key after each send starts the widget again, on its thanks card.
  return <FeedbackPanel key={sent ? flash.id : "feedback"} {...props} initial={initial} refusal={actionData} />;
}

interface FeedbackPanelProps extends FeedbackWidgetProps {
  initial: FeedbackView;
  refusal: FeedbackActionData | undefined;
}

function FeedbackPanel({ heading, intro, headingLevel = 2, initial, refusal }: FeedbackPanelProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const headingId = useId();
  const [view, dispatch] = useReducer(nextFeedbackView, initial);
  const [error, setError] = useState(refusal?.error ?? null);
  const moved = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hydrated = useHydrated();

  // The page's address without the widget's own parameter: the GET forms and the POST keep the
  // rest (the course's step, the resources' tab).
  const kept = new URLSearchParams(search);
  kept.delete(FEEDBACK_VIEW_PARAM);
  const keptSearch = kept.size > 0 ? `?${kept.toString()}` : "";
  const postAction = `${pathname}${keptSearch}#${FEEDBACK_ANCHOR}`;
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.split("#")[0] === `${pathname}${keptSearch}`;

  // A new answer from the server replaces whatever error was shown (React's "adjust state when a
  // prop changes" pattern); a failure is also announced as a toast.
  const [answered, setAnswered] = useState(refusal);
  if (answered !== refusal) {
    setAnswered(refusal);
    setError(refusal?.error ?? null);
  }
  useEffect(() => {
    if (refusal && refusal.outcome !== "invalid") showToast({ type: "error", title: t(refusal.error) });
  }, [refusal, t]);

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

  const validate = (event: FormEvent<HTMLFormElement>) => {
    const message = new FormData(event.currentTarget).get(FEEDBACK_MESSAGE_FIELD);
    const problem = feedbackMessageError(typeof message === "string" ? message : "");
    if (problem) {
      event.preventDefault();
      setError(problem);
      focusTarget.current?.focus();
    }
  };

  const hiddenFields = [...kept].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
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

  const messageId = `${headingId}-message`;
  const errorId = `${headingId}-error`;
  const fieldError = error && error.startsWith("feedback.errors.") ? error : null;
  const formError = error && !fieldError ? error : null;

  return (
    <section
      id={FEEDBACK_ANCHOR}
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <Heading
        id={headingId}
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
        <Form method="post" action={postAction} preventScrollReset noValidate onSubmit={validate} className="space-y-3">
          <div>
            <label htmlFor={messageId} className="font-semibold">
              {t("feedback.comment")}
            </label>
            <p id={`${messageId}-hint`} className="text-sm text-slate-600">
              {t("feedback.commentHint")}
            </p>
            <textarea
              ref={(element) => {
                focusTarget.current = element;
              }}
              id={messageId}
              name={FEEDBACK_MESSAGE_FIELD}
              rows={4}
              required
              defaultValue={refusal?.message}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${messageId}-hint${fieldError ? ` ${errorId}` : ""}`}
              onInput={(event) => {
                if (fieldError) setError(feedbackMessageError(event.currentTarget.value));
              }}
              className={inputClass}
            />
            <p id={errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
              {fieldError ? t(fieldError) : null}
            </p>
          </div>
          <HoneypotInput idPrefix={messageId} />
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
              <a href={`${pathname}${keptSearch}#${FEEDBACK_ANCHOR}`} className={buttonClass("outline", "sm")}>
                {t("feedback.cancel")}
              </a>
            )}
          </div>
        </Form>
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
