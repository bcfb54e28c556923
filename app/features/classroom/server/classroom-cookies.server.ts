import type { Cookie } from "@remix-run/cloudflare";
import { siteCookie } from "~/.server/site-cookie.server";
import { languages, pages, type Lang } from "~/i18n-routes";

// The classroom's cookies. Each is HttpOnly, SameSite=Lax, Secure on https, and scoped to the
// classroom's addresses: the pupil's place and the teacher's classes are set for the classroom page
// of every language (three cookies of one name, one per path), so that switching the page's
// language keeps a pupil in their class and a teacher's list of classes.

/** `Secure` on https; a local run over http keeps it off, or the browser would drop the cookie. */
function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * Says to the teacher page, once, that its class was just opened (its value: the join code), so
 * that the page first asks the teacher to keep the link. Scoped to the teacher links' folder.
 */
export function justCreatedCookie(lang: Lang) {
  return siteCookie("classCreated", {
    path: `${pages.classroom[lang]}/t/`,
    httpOnly: true,
    sameSite: "lax",
    maxAge: 300,
  });
}

/** Says to the classroom page, once, that the teacher has just deleted a class. */
export function justDeletedCookie(lang: Lang) {
  return siteCookie("classDeleted", { path: pages.classroom[lang], httpOnly: true, sameSite: "lax", maxAge: 300 });
}

/** Says to the classroom page, once, that the nickname a pupil typed was set aside for the one the site gave. */
export function givenNicknameCookie(lang: Lang) {
  return siteCookie("classGiven", { path: pages.classroom[lang], httpOnly: true, sameSite: "lax", maxAge: 300 });
}

/**
 * A pupil's place in a class: a random token whose hash the class's pupil row keeps (never who the
 * pupil is). Sent to the classroom's addresses only, for the length of a school day.
 */
export function pupilCookie(lang: Lang) {
  return siteCookie("classPupil", {
    path: pages.classroom[lang],
    httpOnly: true,
    sameSite: "lax",
    maxAge: 12 * 3600,
  });
}

/**
 * The classes this browser opened on the teacher's own computer: their teacher links' tokens,
 * newest first, so that a lost bookmark is not a lost class. Kept as long as a class lives
 * (content/privacy.ts).
 */
export function classLinksCookie(lang: Lang) {
  return siteCookie("classLinks", {
    path: pages.classroom[lang],
    httpOnly: true,
    sameSite: "lax",
    maxAge: 30 * 86_400,
  });
}

/**
 * The classes opened on a shared computer: a list of its own, never merged into `class_links`, so
 * that such a class never lasts 30 days and never lengthens the others'. A session cookie (no
 * Max-Age or Expires): the browser drops it when it is closed. Kept for the session rather than not
 * at all, because a teacher who closes the tab mid-lesson, or whose copy of the link failed, must
 * still find the class, while whoever uses the computer after the browser is closed finds nothing.
 * A browser that restores its last session may keep it longer, which is why the form also says to
 * forget the class from the list when the browser stays open.
 */
export function sessionClassLinksCookie(lang: Lang) {
  return siteCookie("classSessionLinks", { path: pages.classroom[lang], httpOnly: true, sameSite: "lax" });
}

/** Set-Cookie headers that give a cookie `value` on the classroom page of every language (null clears it). */
export async function setEverywhere(
  cookieOf: (lang: Lang) => Cookie,
  value: unknown,
  request: Request,
): Promise<string[]> {
  const secure = isSecure(request);
  return Promise.all(
    languages.map((lang) =>
      value === null
        ? cookieOf(lang).serialize("", { maxAge: 0, secure })
        : cookieOf(lang).serialize(value, { secure }),
    ),
  );
}

/** A one-time note's Set-Cookie for this request (Secure on https). */
export function setNote(cookie: Cookie, value: string, request: Request): Promise<string> {
  return cookie.serialize(value, { secure: isSecure(request) });
}

/** Whether a one-time cookie holds `expected`, and the header that clears it. */
export async function takeNote(cookie: Cookie, request: Request, expected: string) {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { noted: false, clear: null };
  return { noted: value === expected, clear: await cookie.serialize("", { maxAge: 0, secure: isSecure(request) }) };
}

/** Headers with every Set-Cookie of `cookies` appended. */
export function withCookies(headers: HeadersInit, cookies: readonly string[]): Headers {
  const merged = new Headers(headers);
  for (const cookie of cookies) merged.append("Set-Cookie", cookie);
  return merged;
}
