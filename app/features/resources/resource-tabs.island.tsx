import { island } from "~/lib/islands/island";
import { ResourceTabs } from "./resource-tabs";

/** The resources page's tabs (videos of each kind, the manuals). */
export const ResourceTabsIsland = island("resource-tabs", ResourceTabs, { strings: ["resources"] });
