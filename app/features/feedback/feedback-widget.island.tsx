import { island } from "~/lib/islands/island";
import { FeedbackWidget } from "./feedback-widget";

/** The anonymous feedback widget of the resources page and the course's last step. */
export const FeedbackWidgetIsland = island("feedback-widget", FeedbackWidget, { strings: ["feedback"] });
