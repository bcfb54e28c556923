import { useTranslation } from "~/lib/translation";
import { ToastRegion } from "~/components/flash-toasts";
import { CommentForm } from "./feedback-comment-form";
import { FeedbackQuestion } from "./feedback-question";
import { FEEDBACK_ANCHOR } from "./feedback-rules";
import { FeedbackStatus } from "./feedback-status";
import { useFeedbackWidget, type FeedbackWidgetState } from "./use-feedback-widget";
import { ViewButton } from "./view-button";

/** Everything the widget shows, as plain data: the island's props (page-feedback-widget.tsx). */
export interface FeedbackWidgetProps extends FeedbackWidgetState {
  heading: string;
  intro: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The page's path, and its query without the widget's own parameter (a step, a tab). */
  pathname: string;
  search: string;
}

/** The widget's heading: its id is fixed (an island renders in a React root of its own). */
const HEADING_ID = "feedback-heading";

/**
 * The feedback widget of a page whose action is feedbackAction. Its state changes are GET forms
 * (`?feedback=improve` opens the comment form) and its send is a POST that redirects back with a
 * flash message, so it works without JavaScript. With JavaScript (an island,
 * feedback-widget.island.tsx) the same buttons change the view in place, and the send
 * posts in the page's place (postToPage): the comment stays if the send fails, offline too.
 */
export function FeedbackWidget(props: FeedbackWidgetProps) {
  const { heading, intro, headingLevel = 2, pathname, search, refusal } = props;
  const { t } = useTranslation();
  const widget = useFeedbackWidget(props);
  const { view, change, holdFocus } = widget;
  const Heading = headingLevel === 2 ? "h2" : "h3";

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
          if (view.name === "question") holdFocus(element);
        }}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-950 outline-offset-4"
      >
        {heading}
      </Heading>
      <p className="text-slate-700">{intro}</p>
      <FeedbackStatus view={view} formError={widget.formError} holdFocus={holdFocus} />
      {view.name === "question" ? <FeedbackQuestion search={search} onChange={change} /> : null}
      {view.name === "comment" ? (
        <CommentForm
          address={`${pathname}${search}#${FEEDBACK_ANCHOR}`}
          refusal={refusal}
          submitting={widget.submitting}
          fieldError={widget.fieldError}
          holdFocus={holdFocus}
          onSend={(event) => void widget.send(event)}
          onRecheck={widget.recheck}
          onCancel={() => change("cancel")}
        />
      ) : null}
      {view.name === "thanks" ? (
        <ViewButton search={search} event="rate-again" onChange={change}>
          {t("feedback.rateAgain")}
        </ViewButton>
      ) : null}
    </section>
  );
}
