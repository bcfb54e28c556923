import { island } from "~/lib/islands/island";
import { FeedbackWidget } from "./feedback-widget";
import { islandName } from "virtual:island-name";

/**
 * The anonymous feedback widget of the resources page and the course's last step. It hydrates at
 * the first interaction: its forms post as pages without it, and a press of Send is held for it.
 */
export const FeedbackWidgetIsland = island(islandName, FeedbackWidget, {
  strings: ["feedback"],
  hydrate: "interaction",
  // The page that answers a send announces it in a toast as it opens.
  hydrateAtLoadWhen: (props) => props.flash !== null || props.refusal !== undefined,
});
