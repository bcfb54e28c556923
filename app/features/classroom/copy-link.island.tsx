import { island } from "~/lib/islands/island";
import { CopyLink } from "./copy-link";

/** The teacher link's copy button: its keep step and its disclosure on the class's screen. */
export const CopyLinkIsland = island("copy-link", CopyLink, { strings: ["classroom"] });
