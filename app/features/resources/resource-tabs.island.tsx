import { island } from "~/lib/islands/island";
import { ResourceTabs } from "./resource-tabs";
import { islandName } from "virtual:island-name";

/**
 * The resources page's tabs (videos of each kind, the manuals). They hydrate at the first
 * interaction: until then each tab is a link to the page with that tab chosen.
 */
export const ResourceTabsIsland = island(islandName, ResourceTabs, {
  strings: ["resources"],
  hydrate: "interaction",
});
