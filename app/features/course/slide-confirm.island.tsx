import { island } from "~/lib/islands/island";
import { VirtualPhaseConfirm } from "./virtual-phase-confirm";
import { islandName } from "virtual:island-name";

/**
 * The course's slide-to-confirm control of the virtual phase (step 3). It hydrates when visible:
 * a drag cannot be held and given to it later, as a press can.
 */
export const SlideConfirmIsland = island(islandName, VirtualPhaseConfirm, {
  strings: ["slide"],
  hydrate: "visible",
});
