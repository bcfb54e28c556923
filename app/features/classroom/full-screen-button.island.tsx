import { island } from "~/lib/islands/island";
import { FullScreenButton } from "./full-screen-button";

/** The projector's full-screen button: at load, since a projector is set up the moment it opens. */
export const FullScreenButtonIsland = island("full-screen-button", FullScreenButton, { strings: ["classroom"] });
