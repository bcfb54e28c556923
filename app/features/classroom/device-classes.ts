// The classes a teacher's browser opened, as its `class_links` cookie keeps them: their teacher
// links' tokens, newest first, at most DEVICE_CLASSES_MAX. Pure, so the list's rules are tested.

/** Enough for a teacher's week of groups; the cookie stays under a kilobyte. */
export const DEVICE_CLASSES_MAX = 12;

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The tokens a cookie's parsed value holds (anything else in it is ignored). */
export function tokensOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === "string" && tokenShape.test(item))
    .slice(0, DEVICE_CLASSES_MAX);
}

/** The list with `token` first (once), the oldest dropped past the maximum. */
export function withClass(tokens: readonly string[], token: string): string[] {
  return [token, ...tokens.filter((kept) => kept !== token)].slice(0, DEVICE_CLASSES_MAX);
}

/** The list without `token`. */
export function withoutClass(tokens: readonly string[], token: string): string[] {
  return tokens.filter((kept) => kept !== token);
}
