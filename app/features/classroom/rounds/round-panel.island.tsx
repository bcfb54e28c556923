import { island } from "~/lib/islands/island";
import { RoundPanel } from "./round-panel";
import { islandName } from "virtual:island-name";

/**
 * The teacher's rounds: start one for the class, follow it live, end it, see its ranking. It
 * hydrates at load, since a round's figures change without a touch.
 */
export const RoundPanelIsland = island(islandName, RoundPanel, { strings: ["classroom"] });
