// A class's join code: what a pupil types from the teacher's screen, so it is short and has no
// characters that look alike on a projector (0/O, 1/I/L). Drawn from the platform's CSPRNG.

/** 23 letters and 8 digits: 31⁶ ≈ 887 million codes. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;

/** The largest byte value below which every character is equally likely (bytes above are drawn again). */
const FAIR_BYTE_LIMIT = 256 - (256 % JOIN_CODE_ALPHABET.length);

/** A new code; `randomBytes` fills an array with random bytes (crypto.getRandomValues, or a test's). */
export function newJoinCode(randomBytes: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes)) {
  let code = "";
  const bytes = new Uint8Array(JOIN_CODE_LENGTH * 2);
  while (code.length < JOIN_CODE_LENGTH) {
    randomBytes(bytes);
    for (const byte of bytes) {
      if (byte >= FAIR_BYTE_LIMIT || code.length === JOIN_CODE_LENGTH) continue;
      code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** A code as a pupil may type it (lower case, spaces or a hyphen between groups) in its stored form. */
export function normalizeJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

/** Whether a text is a code of the alphabet (in its stored form). */
export function isJoinCode(text: string): boolean {
  return text.length === JOIN_CODE_LENGTH && [...text].every((character) => JOIN_CODE_ALPHABET.includes(character));
}
