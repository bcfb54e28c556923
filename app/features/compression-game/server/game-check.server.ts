import { verifyGameToken } from "./game-token.server";
import { scoreProblem, type ScoreClaim } from "../measures/score-check";

// The checks every saved game passes, whether it goes to the public board (game-action.server.ts)
// or to an address that uses the game (a class's): its signed id is genuine and not
// expired, and its result could come from a real game played since the id was issued. Single use
// is each table's own (a unique game id).

/** A checked game: its id, the time since its id was issued, and whether it started in depth mode. */
export interface CheckedGame {
  gameId: string;
  elapsedMs: number;
  depthMode: boolean;
}

export type GameCheck = ({ ok: true } & CheckedGame) | { ok: false; status: 403 | 422; reason: string };

export async function checkGame(secret: string, gameToken: string, claim: ScoreClaim, now: number): Promise<GameCheck> {
  const ticket = await verifyGameToken(secret, gameToken, now);
  if (!ticket) return { ok: false, status: 403, reason: "bad or expired game id" };
  const elapsedMs = now - ticket.issuedAt;
  const problem = scoreProblem(claim, elapsedMs);
  if (problem) return { ok: false, status: 422, reason: problem };
  return { ok: true, gameId: ticket.gameId, elapsedMs, depthMode: ticket.depthMode };
}
