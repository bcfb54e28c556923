import { island } from "~/lib/islands/island";
import { FullScreenButton } from "./full-screen-button";
import { islandName } from "virtual:island-name";

/** The projector's full-screen button: at load, since a projector is set up the moment it opens. */
export const FullScreenButtonIsland = island(islandName, FullScreenButton, { strings: ["classroom"] });
