import { useActionData, useLocation } from "@remix-run/react";
import { useRootData } from "~/lib/root-data";
import { FeedbackWidgetIsland } from "./feedback-widget.island";
import { FEEDBACK_VIEW_PARAM } from "~/lib/page-query";
import type { FeedbackActionData } from "./feedback-rules";

interface PageFeedbackWidgetProps {
  heading: string;
  intro: string;
  headingLevel?: 2 | 3;
}

/**
 * The feedback widget of a page whose action is feedbackAction, as an island: the page's address,
 * its action's answer and its one-time message become the widget's props, and the browser
 * hydrates the widget alone.
 */
export function PageFeedbackWidget(props: PageFeedbackWidgetProps) {
  const { pathname, search } = useLocation();
  const refusal = useActionData() as FeedbackActionData | undefined;
  const flash = useRootData()?.flash ?? null;
  // The rest of the page's query (the course's step, the resources' tab) is kept by every form of
  // the widget; its own parameter is not.
  const kept = new URLSearchParams(search);
  const commentAsked = kept.get(FEEDBACK_VIEW_PARAM) === "improve";
  kept.delete(FEEDBACK_VIEW_PARAM);
  const widget = {
    ...props,
    pathname,
    search: kept.size > 0 ? `?${kept.toString()}` : "",
    commentAsked,
    flash: flash?.kind === "feedback-sent" ? flash : null,
    refusal,
  };
  return <FeedbackWidgetIsland {...widget} />;
}
