import { island } from "~/lib/islands/island";
import { CopyLink } from "./copy-link";
import { islandName } from "virtual:island-name";

/**
 * The teacher link's copy button: its keep step and its disclosure on the class's screen. It
 * hydrates when visible, since the button it adds must be seen to be pressed.
 */
export const CopyLinkIsland = island(islandName, CopyLink, { strings: ["classroom"], hydrate: "visible" });
