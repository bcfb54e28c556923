import { createCookie } from "@remix-run/cloudflare";
import { pages, type Lang } from "~/i18n-routes";

// One-time notes carried across a redirect by the classroom's forms (HttpOnly, a few minutes).

/**
 * Says to the teacher page, once, that its class was just opened (its value: the join code), so
 * that the page shows the link with the advice to keep it. Scoped to the teacher links' folder.
 */
export function justCreatedCookie(lang: Lang) {
  return createCookie("class_created", {
    path: `${pages.classroom[lang]}/t/`,
    httpOnly: true,
    sameSite: "lax",
    maxAge: 300,
  });
}

/** Says to the classroom page, once, that the teacher has just deleted a class. */
export function justDeletedCookie(lang: Lang) {
  return createCookie("class_deleted", { path: pages.classroom[lang], httpOnly: true, sameSite: "lax", maxAge: 300 });
}

/**
 * A pupil's place in a class: a random token whose hash the class's pupil row keeps (never who the
 * pupil is). Sent to the classroom page only, for the length of a school day.
 */
export function pupilCookie(lang: Lang) {
  return createCookie("class_pupil", {
    path: pages.classroom[lang],
    httpOnly: true,
    sameSite: "lax",
    maxAge: 12 * 3600,
  });
}

/** Whether a one-time cookie holds `expected`, and the header that clears it. */
export async function takeNote(cookie: ReturnType<typeof createCookie>, request: Request, expected: string) {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { noted: false, clear: null };
  return { noted: value === expected, clear: await cookie.serialize("", { maxAge: 0 }) };
}
