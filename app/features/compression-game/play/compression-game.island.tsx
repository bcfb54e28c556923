import { island } from "~/lib/islands/island";
import { GameIsland } from "./game-island";
import { islandName } from "virtual:island-name";

/**
 * The compression game: without `scoreAction` the practice game; with `sections` First
 * Aiducation's game beside the week's board. A pupil's game in a class is the classroom's own
 * island, which renders the game's components. It hydrates at the first interaction: until Start, the
 * game is its HTML (its Start press is held for it, island-loader.inline.js).
 */
export const CompressionGameIsland = island(islandName, GameIsland, {
  strings: ["game", "leaderboard", "depth"],
  hydrate: "interaction",
});
