// The signed game id of DESIGN.md §6. The game asks for one when it starts; a save must bring it
// back. The token is `<game id>.<issued at, ms>.<HMAC-SHA256 of both>`: the server keeps no state
// until the save, and a token cannot be made or altered without the key. The game id is stored
// with the score (UNIQUE), which makes each token single use.

/** A token older than this cannot be saved: no game and name entry lasts an hour. */
export const GAME_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tolerance for a token issued "in the future" by another Worker instance's clock. */
const CLOCK_SKEW_MS = 5_000;

export interface GameTicket {
  gameId: string;
  issuedAt: number;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function issueGameToken(secret: string, now: number): Promise<string> {
  const payload = `${crypto.randomUUID()}.${now}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

const tokenShape = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** The game a token stands for, or null when it is malformed, forged or expired. */
export async function verifyGameToken(secret: string, token: string, now: number): Promise<GameTicket | null> {
  const match = tokenShape.exec(token);
  if (!match) return null;
  const [, gameId = "", issued = "", signatureText = ""] = match;
  const signature = fromBase64Url(signatureText);
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(`${gameId}.${issued}`),
  );
  if (!valid) return null;
  const issuedAt = Number(issued);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > GAME_TOKEN_TTL_MS) return null;
  return { gameId, issuedAt };
}
