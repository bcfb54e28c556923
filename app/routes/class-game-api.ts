import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { gameApiOtherMethod } from "~/features/compression-game/server/game-api.server";
import { classGameApiAction } from "~/features/classroom/server/class-game.server";

// /{lang}/first-aiducation/{aula|classroom}/game (lib/api-routes.ts): a pupil's game in a class
// asks for its signed id and saves its result here, as JSON. A resource route.
export async function action(args: ActionFunctionArgs) {
  return classGameApiAction(args);
}

// A GET or HEAD is told that only POST is answered.
export function loader() {
  return gameApiOtherMethod();
}
