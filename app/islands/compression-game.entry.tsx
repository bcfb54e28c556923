// The browser entry of the compression game's island (First Aiducation, at both its addresses).
import { GameIsland } from "~/features/compression-game/game-island";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("compression-game", GameIsland);
