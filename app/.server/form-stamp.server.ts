import { formStampField, isHoneypotFilled } from "~/lib/honeypot";
import { SIGNATURE_PATTERN, signText, verifyText } from "./hmac.server";

// The forms' time stamp, signed with HONEYPOT_KEY: `<served at, ms>.<HMAC-SHA256>`. Each page
// carries one on its document (written by entry.server.tsx, or by the edge cache's HTMLRewriter on
// a kept page) and in a hidden field of its forms. A form sent with a forged stamp, or
// sooner after the page was served than a person could fill it, is a bot's: it gets the answer
// of a success and nothing is stored, as with the honeypot field. So is a post without a stamp
// while HONEYPOT_KEY is set: a bot would otherwise skip the check by leaving the field out (a
// scripted client reads the stamp from the page first, as a browser does). While the key is
// rotated, stamps signed with HONEYPOT_KEY_PREVIOUS still count, so no form opened before the
// rotation is taken for a bot.

/** Seconds a person needs at least between opening a page and sending one of its forms. */
export const DEFAULT_MIN_FILL_SECONDS = 2;
/** Tolerance for a stamp issued "in the future" by another Worker instance's clock. */
const CLOCK_SKEW_MS = 5_000;

const stampShape = new RegExp(`^(\\d{13})\\.(${SIGNATURE_PATTERN})$`);

export async function issueFormStamp(secret: string, now: number): Promise<string> {
  return `${now}.${await signText(secret, String(now))}`;
}

/** The keys a stamp may be signed with: the current one, then the previous one while it is rotated. */
export function stampKeys(env: Pick<Env, "HONEYPOT_KEY" | "HONEYPOT_KEY_PREVIOUS">): string[] {
  return [env.HONEYPOT_KEY, env.HONEYPOT_KEY_PREVIOUS].filter((key): key is string => Boolean(key?.trim()));
}

/**
 * Whether a post's stamp shows a bot: missing, malformed, signed with none of `keys`, from the
 * future, or younger than `minFillSeconds`. Without a key (a local run without secrets) no stamp
 * is checked.
 */
export async function isBotStamp(
  formData: FormData,
  keys: readonly string[],
  now: number,
  minFillSeconds = DEFAULT_MIN_FILL_SECONDS,
): Promise<boolean> {
  if (keys.length === 0) return false;
  const stamp = formData.get(formStampField);
  const match = typeof stamp === "string" ? stampShape.exec(stamp) : null;
  if (!match) return true;
  const [, served = "", signature = ""] = match;
  const signed = await Promise.all(keys.map((key) => verifyText(key, served, signature)));
  if (!signed.includes(true)) return true;
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
  env: Pick<Env, "HONEYPOT_KEY" | "HONEYPOT_KEY_PREVIOUS" | "FORM_MIN_FILL_SECONDS">,
  now: number,
) {
  return isHoneypotFilled(formData) || (await isBotStamp(formData, stampKeys(env), now, minFillSeconds(env)));
}
