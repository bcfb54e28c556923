import { island } from "~/lib/islands/island";
import { VirtualPhaseConfirm } from "./virtual-phase-confirm";

/** The course's slide-to-confirm control of the virtual phase (step 3). */
export const SlideConfirmIsland = island("slide-confirm", VirtualPhaseConfirm, { strings: ["slide"] });
