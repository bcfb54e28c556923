import { island } from "~/lib/islands/island";
import { ProjectorRound } from "./projector-round";
import { islandName } from "virtual:island-name";

/** The class's round on the projector, live, with one beat for the room: hydrated at load, as it is watched, not touched. */
export const ProjectorRoundIsland = island(islandName, ProjectorRound, { strings: ["classroom"] });
