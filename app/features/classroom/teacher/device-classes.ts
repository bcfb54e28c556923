// The classes a teacher's browser opened, as its two lists keep them (classroom-cookies.server.ts):
// `class_links` for 30 days, `class_session_links` until the browser is closed (classes opened on a
// shared computer). Each holds teacher links' tokens, newest first, at most DEVICE_CLASSES_MAX. Pure,
// so the lists' rules are tested.

/** Enough for a teacher's week of groups; the cookie stays under a kilobyte. */
export const DEVICE_CLASSES_MAX = 12;

/**
 * What the teacher says, when opening a class, about the computer they open it on: their own (this
 * browser keeps the class for 30 days) or a shared one (only until the browser is closed).
 */
export const computerKinds = ["personal", "shared"] as const;
export type ComputerKind = (typeof computerKinds)[number];
export const DEFAULT_COMPUTER_KIND: ComputerKind = "personal";

/** The posted choice; anything else is the default. */
export function computerKind(posted: unknown): ComputerKind {
  return computerKinds.find((kind) => kind === posted) ?? DEFAULT_COMPUTER_KIND;
}

/** The two lists of a browser. */
export interface KeptClasses {
  /** Classes opened on the teacher's own computer, kept for 30 days. */
  lasting: string[];
  /** Classes opened on a shared computer, kept until the browser is closed. */
  session: string[];
}

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

/** Every class of both lists, once each. */
export function allTokens(kept: KeptClasses): string[] {
  return [...new Set([...kept.session, ...kept.lasting])];
}
