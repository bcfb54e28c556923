import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { gameApiAction, gameApiOtherMethod } from "~/features/compression-game/server/game-api.server";

// /api/game (lib/api-routes.ts): the compression game's island posts its start and save here and
// reads JSON back. A resource route: no page, no root loader, no document.
export async function action(args: ActionFunctionArgs) {
  return gameApiAction(args);
}

// A GET or HEAD (a crawler, a curious visitor) is told that only POST is answered.
export function loader() {
  return gameApiOtherMethod();
}
