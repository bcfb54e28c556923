import { env } from "cloudflare:test";
import { expect } from "vitest";
import { tokenHash } from "~/features/classroom/server/class-token.server";
import { pages, type Lang } from "~/i18n-routes";
import { siteOrigin } from "../integration/helpers";
import { postForm, siteFetch } from "./front-door";
import { classGameRow } from "../integration/class-rows";

// A class opened and joined through the whole Worker, as a teacher's and pupils' browsers do, for
// the classroom's tests (docs/decisions/0014-classroom-sessions.md, 0015).

export interface OpenedClass {
  id: number;
  code: string;
  token: string;
  /** The teacher link's path. */
  path: string;
  /** The Set-Cookie headers of the opening (class_created, class_links in each language). */
  cookies: string[];
}

export interface ClassOptions {
  lang?: Lang;
  name?: string;
  bpm?: string;
  /** "typed" or "generated" (the form's default when absent). */
  mode?: string;
  /** Whether pupils may put their scores on the public board. */
  board?: boolean;
  ip?: string;
}

/** Opens a class from the classroom page's form. */
export async function openClass(options: ClassOptions = {}): Promise<OpenedClass> {
  const { lang = "ca", name = "4t ESO B", bpm = "110", mode = "typed", board = false } = options;
  const fields: Record<string, string> = { intent: "create", class_name: name, bpm, nickname_mode: mode };
  if (board) fields.board_allowed = "on";
  const response = await postForm(pages.classroom[lang], fields, {
    Origin: siteOrigin,
    "CF-Connecting-IP": options.ip ?? crypto.randomUUID(),
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("Location") ?? "", siteOrigin).pathname;
  const token = location.split("/t/")[1] ?? "";
  const row = await env.DB.prepare("SELECT id, join_code FROM classes WHERE teacher_token_hash = ?")
    .bind(await tokenHash(token))
    .first<{ id: number; join_code: string }>();
  if (!row) throw new Error("the class was not stored");
  return { id: row.id, code: row.join_code, token, path: location, cookies: response.headers.getSetCookie() };
}

/** A pupil's join post, from `ip` (a new address unless given), with this browser's cookie if any. */
export function joinAs(
  lang: Lang,
  code: string,
  nickname: string,
  options: { ip?: string; cookie?: string; comeback?: string } = {},
) {
  const headers: Record<string, string> = { Origin: siteOrigin, "CF-Connecting-IP": options.ip ?? crypto.randomUUID() };
  if (options.cookie) headers.Cookie = options.cookie;
  const fields: Record<string, string> = { intent: "join", code, nickname };
  if (options.comeback !== undefined) fields.comeback_code = options.comeback;
  return postForm(pages.classroom[lang], fields, headers);
}

/** The `class_device=…` pair a join attempt set, the first one from a browser (the same for every language's path). */
export function deviceCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("class_device="));
  return set?.split(";")[0] ?? "";
}

/** The `class_pupil=…` pair a join set (the same token for every language's path). */
export function pupilCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("class_pupil="));
  return set?.split(";")[0] ?? "";
}

/** A post of the teacher's screen, as a browser sends it from a page with `Referrer-Policy: no-referrer`. */
export function teacherPost(path: string, fields: Record<string, string>) {
  return postForm(path, fields, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
}

/** A page's HTML, its answer consumed. */
export async function pageText(path: string, cookie?: string): Promise<string> {
  const response = await siteFetch(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  return response.text();
}

/** How many rows a classroom table holds for a class. */
export async function rowsOf(table: "class_pupils" | "class_games", classId: number, where = "1"): Promise<number> {
  return (
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE class_id = ? AND ${where}`)
      .bind(classId)
      .first<number>("n")) ?? 0
  );
}

/** Text as React escapes it in HTML (an apostrophe). */
export const html = (text: string) => text.replaceAll("'", "&#x27;");

/** Saves games to a pupil who joined through the form (scores only vary). */
export async function addPupil(opened: OpenedClass, lang: Lang, nickname: string, scores: number[] = []) {
  const joined = await joinAs(lang, opened.code, nickname);
  expect(joined.status).toBe(303);
  const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ? AND nickname = ?")
    .bind(opened.id, nickname)
    .first<number>("id");
  for (const score of scores) {
    await classGameRow(env.DB, { class_id: opened.id, pupil_id: pupil ?? 0, score, grade: score }).run();
  }
  return pupil ?? 0;
}

/** The text of each cell of a table's body rows (`<th scope="row">` and its `<td>`s), tags stripped. */
export function bodyRows(table: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""),
    ),
  );
}

/** The body rows of the page's table labelled by `labelledBy`. */
export function tableRows(page: string, labelledBy: string): string[][] {
  return bodyRows(new RegExp(`<table aria-labelledby="${labelledBy}"[\\s\\S]*?</table>`).exec(page)?.[0] ?? "");
}
