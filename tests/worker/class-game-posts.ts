import { env } from "cloudflare:test";
import { expect } from "vitest";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { pages, type Lang } from "~/i18n-routes";
import { classGameApiPath } from "~/lib/api-routes";
import { siteOrigin } from "../integration/helpers";
import { openClass as openTypedClass, pupilCookie } from "./class-setup";
import { postForm } from "./front-door";
import { genuineClassGame } from "./genuine-game";

// A pupil's games in a class as the game's island posts them, for the class game's tests: the
// class opened with typed nicknames (and the board allowed unless said), pupils behind one school
// address.

export const SCHOOL = "192.0.2.44";

export function openClass(lang: Lang, board = true) {
  return openTypedClass({ lang, name: "2n A", board });
}

/** Joins as `nickname` from the school's address; the pupil's cookie. */
export async function joinClass(lang: Lang, code: string, nickname: string): Promise<string> {
  const joined = await postForm(
    pages.classroom[lang],
    { intent: "join", code, nickname },
    { Origin: siteOrigin, "CF-Connecting-IP": SCHOOL },
  );
  expect(joined.status).toBe(303);
  return pupilCookie(joined);
}

export function classPost(lang: Lang, cookie: string | null, fields: Record<string, string>, ip = SCHOOL) {
  const headers: Record<string, string> = { Origin: siteOrigin, "CF-Connecting-IP": ip };
  if (cookie) headers.Cookie = cookie;
  return postForm(classGameApiPath(lang), fields, headers);
}

/**
 * A game id issued five minutes ago: the genuine game's 40 presses fit in that time. In depth mode
 * if said (the start of a game in depth mode says so, and only such a game's save may send depths).
 */
export function oldGameId(depthMode = false) {
  return issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000, { depthMode });
}

/** Saves the genuine game, or what `extra` says; one that sends depths was started in depth mode, as the island's. */
export async function saveGame(lang: Lang, cookie: string, extra: Record<string, string> = {}, ip = SCHOOL) {
  const game_id = await oldGameId("depths_mm" in extra);
  return classPost(lang, cookie, { intent: "save", game_id, ...genuineClassGame, ...extra }, ip);
}
