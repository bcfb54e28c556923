import { island } from "~/lib/islands/island";
import { ClassResults } from "./class-results";
import { islandName } from "virtual:island-name";

/**
 * A class's results that keep themselves up to date: the teacher's table.
 * It hydrates at load, since it updates without being touched.
 */
export const ClassResultsIsland = island(islandName, ClassResults, { strings: ["classroom"] });
