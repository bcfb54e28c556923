import { island } from "~/lib/islands/island";
import { GameIsland } from "./game-island";

/**
 * The compression game: without `scoreAction` the practice game; with `sections` First
 * Aiducation's game beside the week's board; with `classroom` a pupil's game in a class.
 */
export const CompressionGameIsland = island("compression-game", GameIsland, {
  strings: ["game", "leaderboard", "classroom"],
});
