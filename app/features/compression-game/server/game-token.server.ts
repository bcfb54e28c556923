// The signed game id. The game asks for one when it starts; a save must bring it
// back. The token is `<game id>.<issued at, ms>.<HMAC-SHA256 of both>`: the server keeps no state
// until the save, and a token cannot be made or altered without the key. The game id is stored
// with the score (UNIQUE), which makes each token single use.

import { SIGNATURE_PATTERN, signText, verifyText } from "~/.server/hmac.server";

/** A token older than this cannot be saved: no game and name entry lasts an hour. */
export const GAME_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tolerance for a token issued "in the future" by another Worker instance's clock. */
const CLOCK_SKEW_MS = 5_000;

export interface GameTicket {
  gameId: string;
  issuedAt: number;
}

export async function issueGameToken(secret: string, now: number): Promise<string> {
  const payload = `${crypto.randomUUID()}.${now}`;
  return `${payload}.${await signText(secret, payload)}`;
}

const tokenShape = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(\\d{13})\\.(${SIGNATURE_PATTERN})$`,
);

/** The game a token stands for, or null when it is malformed, forged or expired. */
export async function verifyGameToken(secret: string, token: string, now: number): Promise<GameTicket | null> {
  const match = tokenShape.exec(token);
  if (!match) return null;
  const [, gameId = "", issued = "", signatureText = ""] = match;
  if (!(await verifyText(secret, `${gameId}.${issued}`, signatureText))) return null;
  const issuedAt = Number(issued);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > GAME_TOKEN_TTL_MS) return null;
  return { gameId, issuedAt };
}
