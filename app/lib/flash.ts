/** A one-time outcome carried across a redirect (see app/.server/flash.server.ts). */
export const flashKinds = ["contact-sent", "feedback-sent"] as const;
export type FlashKind = (typeof flashKinds)[number];

export interface Flash {
  kind: FlashKind;
  /** Distinguishes two identical outcomes in a row, so each one is announced. */
  id: string;
}
