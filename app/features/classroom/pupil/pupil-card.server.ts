import { clientKey } from "~/.server/request-guards.server";
import type { Lang } from "~/i18n-routes";
import type { CardClass } from "./pupil-card-class";
import { tokenHash } from "../server/class-token.server";
import { deviceCookie } from "./device-cookie.server";
import { cardLookup, wrongCodeKey } from "./join-class.server";
import { normalizeJoinCode } from "../join-code";

// The class a pupil's card names when the page is opened by the join address (?code=): read with
// the join's own count of wrong codes (join-class.server.ts, cardLookup), so that the card is no way
// round it. Null when the card may not tell: the page then shows the join form, which tells nothing
// before it is sent.

/** The device cookie's hash, if this browser has one (a page read never sets it: a join does). */
async function deviceHashOf(request: Request, lang: Lang): Promise<string | null> {
  const kept: unknown = await deviceCookie(lang).parse(request.headers.get("Cookie"));
  return typeof kept === "string" && /^[A-Za-z0-9_-]{22}$/.test(kept) ? tokenHash(kept) : null;
}

export async function cardOfCode(
  request: Request,
  env: Env,
  lang: Lang,
  code: string,
): Promise<{ found: CardClass | null } | null> {
  const joinCode = normalizeJoinCode(code);
  const now = Date.now();
  const lookup = await cardLookup(env, joinCode, {
    clientKey: await wrongCodeKey(env.SCORE_SIGNING_KEY ?? "", clientKey(request), now),
    deviceHash: await deviceHashOf(request, lang),
    now,
  });
  if (lookup.kind === "too-many-wrong-codes") return null;
  return { found: lookup.kind === "open" ? { name: lookup.name, joinCode, nicknameMode: lookup.nicknameMode } : null };
}
