// The browser entry of a class's live results (the teacher's screen and the projector view).
import { ClassResults } from "~/features/classroom/class-results";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("class-results", ClassResults);
