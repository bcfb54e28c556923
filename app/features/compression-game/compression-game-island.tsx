import { Island } from "~/lib/islands/island";
import { GameIsland, type GameIslandProps } from "./game-island";

/**
 * The compression game as an island, for a page that does not run the application: rendered with
 * the page, hydrated alone by app/islands/compression-game.entry.tsx. Without `scoreAction` it is
 * the practice game; with `sections` it is First Aiducation's game beside the week's board.
 */
export function CompressionGameIsland(props: GameIslandProps) {
  return <Island name="compression-game" component={GameIsland} props={props} />;
}
