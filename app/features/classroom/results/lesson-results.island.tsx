import { island } from "~/lib/islands/island";
import { LiveLesson } from "./lesson-section";
import { islandName } from "virtual:island-name";

/**
 * The lesson's before and after on the teacher's screen, read again as each round's results are
 * saved. It hydrates at load: a round may end without a touch on the page.
 */
export const LessonResultsIsland = island(islandName, LiveLesson, { strings: ["classroom"] });
