import { island } from "~/lib/islands/island";
import { ClassResults } from "./class-results";

/**
 * A class's results that keep themselves up to date: the teacher's table, the projector's top ten.
 * It hydrates at load, since it updates without being touched.
 */
export const ClassResultsIsland = island("class-results", ClassResults, { strings: ["classroom"] });
