import { island } from "~/lib/islands/island";
import { RoundPanel } from "./round-panel";

/**
 * The teacher's rounds: start one for the class, follow it live, end it, see its ranking. It
 * hydrates at load, since a round's figures change without a touch.
 */
export const RoundPanelIsland = island("round-panel", RoundPanel, { strings: ["classroom"] });
