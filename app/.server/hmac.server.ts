// HMAC-SHA256 signatures of short texts with a Worker secret, in base64url (43 characters): the
// game's signed ids and the forms' time stamps. The server keeps no state; a signature cannot be
// made or altered without the secret.

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
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The shape of a signature: 32 bytes in base64url, 43 characters. The last one carries 4 bits and
 * 2 unused ones, which must be zero: one spelling per signature (atob would accept four).
 */
export const SIGNATURE_PATTERN = "[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]";

export async function signText(secret: string, text: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));
}

/**
 * Whether `signature` signs `text` with `secret` (compared in constant time by crypto.subtle), in
 * its one canonical spelling.
 */
export async function verifyText(secret: string, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (bytes === null || toBase64Url(bytes.buffer) !== signature) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(text));
}
