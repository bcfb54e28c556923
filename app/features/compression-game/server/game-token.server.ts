// The signed game id. The game asks for one when it starts; a save must bring it
// back. The token is `<game id>.<issued at, ms>.<mode>.<HMAC-SHA256 of them>`, the mode `d` for a
// game started in depth mode (the phone's motion measures its compressions) and `t` for taps: the
// server keeps no state until the save, and a token cannot be made or altered without the key. The
// game id is stored with the score (UNIQUE), which makes each token single use. A token of the
// earlier form, without the mode, stands for taps.

import { SIGNATURE_PATTERN, signText, verifyText } from "~/.server/hmac.server";

/** A token older than this cannot be saved: no game and name entry lasts an hour. */
export const GAME_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tolerance for a token issued "in the future" by another Worker instance's clock. */
const CLOCK_SKEW_MS = 5_000;

export interface GameTicket {
  gameId: string;
  issuedAt: number;
  /** Whether the game was started in depth mode: only such a game's save may send depths. */
  depthMode: boolean;
}

export async function issueGameToken(secret: string, now: number, { depthMode = false } = {}): Promise<string> {
  const payload = `${crypto.randomUUID()}.${now}.${depthMode ? "d" : "t"}`;
  return `${payload}.${await signText(secret, payload)}`;
}

const tokenShape = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(\\d{13})(\\.[dt])?\\.(${SIGNATURE_PATTERN})$`,
);

/** The game a token stands for, or null when it is malformed, forged or expired. */
export async function verifyGameToken(secret: string, token: string, now: number): Promise<GameTicket | null> {
  const match = tokenShape.exec(token);
  if (!match) return null;
  const [, gameId = "", issued = "", mode = "", signatureText = ""] = match;
  if (!(await verifyText(secret, `${gameId}.${issued}${mode}`, signatureText))) return null;
  const issuedAt = Number(issued);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > GAME_TOKEN_TTL_MS) return null;
  return { gameId, issuedAt, depthMode: mode === ".d" };
}
