// The browser entry of the resources page's tabs.
import { ResourceTabs } from "~/features/resources/resource-tabs";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("resource-tabs", ResourceTabs);
