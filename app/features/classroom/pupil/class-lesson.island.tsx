import { island } from "~/lib/islands/island";
import { ClassLesson } from "./class-lesson";
import { islandName } from "virtual:island-name";

/**
 * A pupil's page in a class: free practice saved to the class, and the rounds the teacher starts,
 * each by taps or, chosen on a phone, by the depth mode (the `depth` strings).
 * It hydrates at load: it must hear a round the teacher starts before the pupil touches anything.
 */
export const ClassLessonIsland = island(islandName, ClassLesson, { strings: ["game", "classroom", "depth"] });
