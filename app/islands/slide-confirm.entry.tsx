// The browser entry of the course's slide-to-confirm island (step 3).
import { VirtualPhaseConfirm } from "~/features/course/virtual-phase-confirm";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("slide-confirm", VirtualPhaseConfirm);
