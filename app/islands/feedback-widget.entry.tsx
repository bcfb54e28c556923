// The browser entry of the feedback widget's island (the resources page, the course's last step).
import { FeedbackWidget } from "~/features/feedback/feedback-widget";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("feedback-widget", FeedbackWidget);
