import { describe, expect, it } from "vitest";
import { teacherPath } from "~/features/classroom/classroom-routes";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { html } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A class opened on a shared computer, through the whole Worker: this browser lists it only for the
// session (a cookie of its own without Max-Age or Expires), never in the 30-day list nor lengthening
// it; the default still keeps a class 30 days; either can be forgotten; and the list says that
// whoever uses the browser sees it.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];
const THIRTY_DAYS = 30 * 86_400;

quietConsole();

interface Opened {
  token: string;
  cookies: string[];
}

/** Opens a class from `lang`'s classroom page, with the computer choice if any and this browser's cookies. */
async function openClass(lang: Lang, name: string, computer?: string, cookie?: string): Promise<Opened> {
  const fields: Record<string, string> = { intent: "create", class_name: name, bpm: "110" };
  if (computer) fields.computer = computer;
  const headers: Record<string, string> = { Origin: siteOrigin, "CF-Connecting-IP": crypto.randomUUID() };
  if (cookie) headers.Cookie = cookie;
  const response = await postForm(pages.classroom[lang], fields, headers);
  expect(response.status).toBe(303);
  const token = (response.headers.get("Location") ?? "").split("/t/")[1] ?? "";
  return { token, cookies: response.headers.getSetCookie() };
}

const named = (cookies: readonly string[], name: string) => cookies.filter((cookie) => cookie.startsWith(`${name}=`));
/** The `name=value` pair a browser sends back (every language's cookie holds the same list). */
const pairOf = (cookies: readonly string[], name: string) => named(cookies, name)[0]?.split(";")[0] ?? "";

async function classroomPage(lang: Lang, cookie: string) {
  const response = await siteFetch(pages.classroom[lang], { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  // The page is the visitor's own, never a kept copy.
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
  return response.text();
}

/** The join code the classroom page shows for a class of this browser, by its teacher link. */
function listedCode(page: string, lang: Lang, token: string): string {
  const entry = page.slice(page.indexOf(`href="${teacherPath(lang, token)}"`));
  return /name="code" value="([A-Z0-9]{6})"/.exec(entry)?.[1] ?? "";
}

describe("a class opened on a shared computer", () => {
  it("is kept for the session only, in a cookie of its own, and listed on the page in every language", async () => {
    const { token, cookies } = await openClass("es", "1 A compartido", "shared");
    const session = named(cookies, "class_session_links");
    expect(session.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual(
      langs.map((lang) => pages.classroom[lang]).sort(),
    );
    for (const cookie of session) {
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
    }
    expect(named(cookies, "class_links")).toEqual([]);
    for (const lang of langs) {
      const page = await classroomPage(lang, pairOf(cookies, "class_session_links"));
      expect(page).toContain("1 A compartido");
      expect(page).toContain(`href="${teacherPath(lang, token)}"`);
    }
    // The link's first step says how long this browser remembers it, whichever the choice.
    const keepStep = await siteFetch(teacherPath("es", token), {
      headers: { Cookie: pairOf(cookies, "class_created") },
    });
    expect(await keepStep.text()).toContain(html(esClassroom.teacher.keepDeviceChosen));
  });

  it("leaves the 30-day list as it was, and is listed beside its classes", async () => {
    const own = await openClass("ca", "2n B propi");
    const lasting = pairOf(own.cookies, "class_links");
    const shared = await openClass("ca", "2n C compartit", "shared", lasting);
    // Neither written again (which would lengthen its classes' 30 days) nor holding the new class.
    expect(named(shared.cookies, "class_links")).toEqual([]);
    expect(named(shared.cookies, "class_session_links")).toHaveLength(3);
    const page = await classroomPage("ca", `${lasting}; ${pairOf(shared.cookies, "class_session_links")}`);
    expect(page).toContain("2n B propi");
    expect(page).toContain("2n C compartit");
    // The newest first.
    expect(page.indexOf("2n C compartit")).toBeLessThan(page.indexOf("2n B propi"));
    // Only the session's cookie lists the shared computer's class.
    const withLastingOnly = await classroomPage("ca", lasting);
    expect(withLastingOnly).toContain("2n B propi");
    expect(withLastingOnly).not.toContain("2n C compartit");
  });

  it("is forgotten from the session's list, and the 30-day list is left alone", async () => {
    const own = await openClass("en", "Year 9 own");
    const lasting = pairOf(own.cookies, "class_links");
    const first = await openClass("en", "Year 9 shared", "shared", lasting);
    const second = await openClass("en", "Year 10 shared", "shared", pairOf(first.cookies, "class_session_links"));
    const both = `${lasting}; ${pairOf(second.cookies, "class_session_links")}`;
    const code = listedCode(await classroomPage("en", both), "en", first.token);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

    const forgot = await postForm(pages.classroom.en, { intent: "forget", code }, { Origin: siteOrigin, Cookie: both });
    expect(forgot.status).toBe(303);
    const set = forgot.headers.getSetCookie();
    expect(named(set, "class_links")).toEqual([]);
    // Still a session cookie, with the other class of the shared computer.
    const left = named(set, "class_session_links");
    expect(left).toHaveLength(3);
    for (const cookie of left) expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const page = await classroomPage("en", `${lasting}; ${pairOf(set, "class_session_links")}`);
    expect(page).not.toContain("Year 9 shared");
    expect(page).toContain("Year 10 shared");
    expect(page).toContain("Year 9 own");

    // The last class of the session's list: its cookie is cleared.
    const lastCode = listedCode(page, "en", second.token);
    const cleared = await postForm(
      pages.classroom.en,
      { intent: "forget", code: lastCode },
      { Origin: siteOrigin, Cookie: `${lasting}; ${pairOf(set, "class_session_links")}` },
    );
    const clears = cleared.headers.getSetCookie();
    expect(clears.filter((cookie) => /^class_session_links=;.*Max-Age=0/.test(cookie))).toHaveLength(3);
    expect(named(clears, "class_links")).toEqual([]);
  });
});

describe("a class opened on the teacher's own computer", () => {
  it.each([undefined, "personal"])("is kept for 30 days (computer: %s), and not for the session", async (computer) => {
    const { cookies } = await openClass("es", "3º C", computer);
    const lasting = named(cookies, "class_links");
    expect(lasting).toHaveLength(3);
    for (const cookie of lasting) expect(cookie).toMatch(new RegExp(`; Max-Age=${THIRTY_DAYS}(;|$)`));
    expect(named(cookies, "class_session_links")).toEqual([]);
  });
});

describe("the classroom page", () => {
  it.each(langs)("offers the choice in %s, the teacher's own computer ticked", async (lang) => {
    const page = await (await siteFetch(pages.classroom[lang])).text();
    expect(page).toContain(html(strings[lang].computer.shared));
    const radio = (kind: string) => new RegExp(`<input[^>]*id="class-computer-${kind}"[^>]*>`).exec(page)?.[0] ?? "";
    expect(radio("personal")).toMatch(/ name="computer"[^>]* checked=""/);
    expect(radio("shared")).toMatch(/ name="computer"/);
    expect(radio("shared")).not.toContain("checked");
  });

  it.each(langs)("says in %s, beside this browser's classes, that whoever uses it sees them", async (lang) => {
    const { cookies } = await openClass(lang, `4t ${lang}`, "shared");
    const page = await classroomPage(lang, pairOf(cookies, "class_session_links"));
    expect(page).toContain(html(strings[lang].device.visible));
  });
});
