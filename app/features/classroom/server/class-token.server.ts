// The classroom's bearer secrets: the teacher link's token (256 bits), the projector link's (256
// bits, derived from the teacher's) and a pupil's cookie (128 bits), all base64url. Only their
// SHA-256 is stored, so the database alone opens nothing.

/** Bytes of a teacher link's token: 256 bits, twice the 128 the issue asks at least. */
export const TEACHER_TOKEN_BYTES = 32;
/** Bytes of a pupil's token. */
export const PUPIL_TOKEN_BYTES = 16;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function randomToken(size: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(size)));
}

export function newTeacherToken(): string {
  return randomToken(TEACHER_TOKEN_BYTES);
}

/**
 * The projector link's token of a class: SHA-256 of the teacher link's token under a label of its
 * own. Unpredictable without the teacher's token (256 random bits), and no way back to it: the
 * projected address cannot open the teacher's screen. Derived rather than drawn so that the
 * teacher's screen, which holds the teacher token, can always link to the projector without the
 * projector token being stored anywhere (only its hash is).
 */
export async function projectorToken(teacherToken: string): Promise<string> {
  const input = new TextEncoder().encode(`projector link|${teacherToken}`);
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", input)));
}

/** Bytes of a projector link's token (a SHA-256). */
export const PROJECTOR_TOKEN_BYTES = 32;

export function newPupilToken(): string {
  return randomToken(PUPIL_TOKEN_BYTES);
}

/** Whether a text has the shape of a token of `size` bytes (no padding), before any lookup. */
export function isTokenShaped(text: string, size: number): boolean {
  return new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((size * 4) / 3)}}$`).test(text);
}

/** The stored form of a token: its SHA-256, hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
