/** A one-time outcome carried across a redirect (see app/.server/flash.server.ts). */
export type FlashKind = "contact-sent";

export interface Flash {
  kind: FlashKind;
  /** Distinguishes two identical outcomes in a row, so each one is announced. */
  id: string;
}
