import { siteCookie } from "~/.server/site-cookie.server";
import { pages, type Lang } from "~/i18n-routes";
import { retentionDays } from "@content/privacy";
import { setEverywhere } from "../server/classroom-cookies.server";
import { newPupilToken, tokenHash } from "../server/class-token.server";

// A pupil's device, apart from its place in a class: a random value set on the first join it
// tries, which a pupil's "leave" does not clear. Two things are counted by it, never who the
// pupil is (only its SHA-256 is stored):
// - its own wrong codes, so that one pupil's typos stop that pupil and not the classmates behind
//   the school's address (join-class.server.ts);
// - the removed pupils it joined as, so that a removed pupil who leaves cannot join the class
//   again under the same or another nickname from that device until the teacher undoes the removal.
// Kept as long as a class lives, since that is as long as either can matter.

export function deviceCookie(lang: Lang) {
  return siteCookie("classDevice", {
    path: pages.classroom[lang],
    httpOnly: true,
    sameSite: "lax",
    maxAge: retentionDays.classes * 86_400,
  });
}

/** The request's device: its value's hash, and the Set-Cookie headers that give it one when it had none. */
export async function deviceOf(request: Request, lang: Lang): Promise<{ hash: string; setCookies: string[] }> {
  const kept: unknown = await deviceCookie(lang).parse(request.headers.get("Cookie"));
  if (typeof kept === "string" && /^[A-Za-z0-9_-]{22}$/.test(kept))
    return { hash: await tokenHash(kept), setCookies: [] };
  const fresh = newPupilToken();
  return { hash: await tokenHash(fresh), setCookies: await setEverywhere(deviceCookie, fresh, request) };
}
