import { formStampField, isHoneypotFilled } from "~/lib/honeypot";
import { SIGNATURE_PATTERN, signText, verifyText } from "./hmac.server";

// The forms' time stamp, signed with HONEYPOT_KEY: `<served at, ms>.<HMAC-SHA256>`. Each page
// carries one on its document (written by entry.server.tsx, or by the edge cache's HTMLRewriter on
// a kept page) and in a hidden field of its forms. A form sent with a forged stamp, or
// sooner after the page was served than a person could fill it, is a bot's: it gets the answer
// of a success and nothing is stored, as with the honeypot field. A post without a stamp is
// accepted, because the forms are a contract for scripted clients too.

/** Seconds a person needs at least between opening a page and sending one of its forms. */
export const DEFAULT_MIN_FILL_SECONDS = 2;
/** Tolerance for a stamp issued "in the future" by another Worker instance's clock. */
const CLOCK_SKEW_MS = 5_000;

const stampShape = new RegExp(`^(\\d{13})\\.(${SIGNATURE_PATTERN})$`);

export async function issueFormStamp(secret: string, now: number): Promise<string> {
  return `${now}.${await signText(secret, String(now))}`;
}

/**
 * Whether a post's stamp shows a bot: present but malformed, forged, from the future, or younger
 * than `minFillSeconds`. Without a key (a local run without secrets) no stamp is checked.
 */
export async function isBotStamp(
  formData: FormData,
  secret: string | undefined,
  now: number,
  minFillSeconds = DEFAULT_MIN_FILL_SECONDS,
): Promise<boolean> {
  const stamp = formData.get(formStampField);
  if (stamp === null || !secret) return false;
  const match = typeof stamp === "string" ? stampShape.exec(stamp) : null;
  if (!match) return true;
  const [, served = "", signature = ""] = match;
  if (!(await verifyText(secret, served, signature))) return true;
  const age = now - Number(served);
  return age < -CLOCK_SKEW_MS || age < minFillSeconds * 1000;
}

/** The minimum fill time of this Worker: FORM_MIN_FILL_SECONDS (the end-to-end tests set 0), or the default. */
export function minFillSeconds(env: Pick<Env, "FORM_MIN_FILL_SECONDS">): number {
  const value = Number(env.FORM_MIN_FILL_SECONDS);
  return env.FORM_MIN_FILL_SECONDS !== undefined && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_MIN_FILL_SECONDS;
}

/** Whether a form post is a bot's: the honeypot filled in, or a stamp that gives it away. */
export async function isBotPost(
  formData: FormData,
  env: Pick<Env, "HONEYPOT_KEY" | "FORM_MIN_FILL_SECONDS">,
  now: number,
) {
  return isHoneypotFilled(formData) || (await isBotStamp(formData, env.HONEYPOT_KEY, now, minFillSeconds(env)));
}
